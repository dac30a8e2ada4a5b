import {SEARCH_DIR} from './format';
import type {SearchOutcome} from './results';

type Search = (query: string, limit: number) => Promise<SearchOutcome>;

let loading: Promise<Search> | undefined;

/**
 * Loads the search code once per page visit, on the reader's first sign of
 * intent (focus, hover, Ctrl-K or `/`). The index files come from whichever
 * build the server sent: with a session they hold the lessons too.
 */
export function loadSearchEngine(): Promise<Search> {
  loading ??= import(/* webpackChunkName: "search" */ './search')
    .then(({createSearch}) =>
      createSearch(async (path) => {
        const response = await fetch(`/${SEARCH_DIR}/${path}`, {credentials: 'same-origin'});
        if (response.status === 404) return null;
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        return response.json();
      }),
    )
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The pages that match a query, best first, with the first `limit` of them in full. */
export async function searchSite(query: string, limit: number): Promise<SearchOutcome> {
  return (await loadSearchEngine())(query, limit);
}
