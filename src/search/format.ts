/** Where the search index lives under the site root, in both builds. */
export const SEARCH_DIR = 'search-index';

/** A page as the index stores it: its sections are [heading, anchor, text]; the first has no heading. */
export type IndexedPage = {
  readonly url: string;
  readonly title: string;
  /** A protected lesson in the public build: only its title is known, and reading it needs sign-in. */
  readonly locked: boolean;
  readonly sections: readonly (readonly [heading: string, anchor: string, text: string])[];
};

/**
 * A term's postings: flat triples of page number, section number and
 * weight. Title words weigh most, then headings, then body text; repeats
 * add up to a cap, so a long page cannot win by repetition alone.
 */
export type Shard = Readonly<Record<string, readonly number[]>>;

export const WEIGHTS = {title: 8, heading: 4, body: 1, cap: 16} as const;
