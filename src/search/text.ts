/** Every string the search UI shows; tests assert on these same constants. */
export const SEARCH_TEXT = {
  label: 'Search',
  placeholder: 'Search lessons and docs',
  pageTitle: 'Search',
  results: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  noResults: (query: string) => `No results for “${query}”`,
  searching: 'Searching…',
  failed: 'Search could not load. Check your connection and try again.',
  locked: 'Sign in to read',
  seeAll: (count: number) => `See all ${count} results`,
  more: 'Show more results',
  shortcut: 'Ctrl K',
} as const;
