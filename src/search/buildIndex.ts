import {indexTerms, shardOf, words, type Language} from './analyze';
import {WEIGHTS, type IndexedPage, type Shard} from './format';

export type SearchIndexFiles = {
  readonly pages: readonly IndexedPage[];
  /** Term postings by shard name. */
  readonly shards: ReadonlyMap<string, Shard>;
};

/** Builds the index of a set of pages, each with the language its words are stemmed in. */
export function buildIndex(input: readonly {readonly page: IndexedPage; readonly language: Language}[]): SearchIndexFiles {
  const postings = new Map<string, Map<string, number>>();
  input.forEach(({page, language}, pageIndex) => {
    const add = (text: string, section: number, weight: number) => {
      for (const word of words(text)) {
        for (const term of indexTerms(word, language)) {
          const bySection = postings.get(term) ?? new Map<string, number>();
          const key = `${pageIndex}:${section}`;
          bySection.set(key, Math.min((bySection.get(key) ?? 0) + weight, WEIGHTS.cap));
          postings.set(term, bySection);
        }
      }
    };
    add(page.title, 0, WEIGHTS.title);
    page.sections.forEach(([heading, , text], section) => {
      add(heading, section, WEIGHTS.heading);
      add(text, section, WEIGHTS.body);
    });
  });
  const shards = new Map<string, Record<string, number[]>>();
  for (const [term, bySection] of [...postings].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const shard = shards.get(shardOf(term)) ?? {};
    shard[term] = [...bySection].flatMap(([key, weight]) => [...key.split(':').map(Number), weight]);
    shards.set(shardOf(term), shard);
  }
  return {pages: input.map(({page}) => page), shards};
}
