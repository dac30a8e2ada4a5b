import type {PageHit} from '@site/src/search/results';

/** One selectable line of the search list: a page, or one of its sections. */
export type SearchOption = {
  readonly id: string;
  readonly url: string;
  readonly page: PageHit;
  /** The section of the page this line opens, or null for the page itself. */
  readonly section: PageHit['sections'][number] | null;
};

/** The list's lines in order: each page, then its sections. */
export function toOptions(hits: readonly PageHit[], idPrefix: string): SearchOption[] {
  return hits.flatMap((page, pageIndex) => [
    {id: `${idPrefix}-${pageIndex}`, url: page.url, page, section: null},
    ...page.sections.map((section, sectionIndex) => ({
      id: `${idPrefix}-${pageIndex}-${sectionIndex}`,
      url: section.url,
      page,
      section,
    })),
  ]);
}

/** The next active line for an arrow key, wrapping around; -1 means none. */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active + 1 >= count ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
