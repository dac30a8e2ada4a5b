/** A piece of an excerpt: plain text, or a match to highlight. */
export type ExcerptPart = {readonly text: string; readonly match: boolean};

/** One section of a page that matched: its heading and an excerpt, opening at the heading's anchor. */
export type SectionHit = {readonly title: string; readonly url: string; readonly excerpt: readonly ExcerptPart[]};

/** One page that matched, with its best sections. */
export type PageHit = {
  readonly url: string;
  readonly title: string;
  /** A protected lesson found by its title alone: reading it needs sign-in. */
  readonly locked: boolean;
  readonly excerpt: readonly ExcerptPart[];
  readonly sections: readonly SectionHit[];
};

export type SearchOutcome = {readonly total: number; readonly hits: readonly PageHit[]};
