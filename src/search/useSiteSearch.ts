import {useEffect, useState} from 'react';
import {searchSite} from './engine';
import type {SearchOutcome} from './results';

export type SearchState =
  | {readonly status: 'idle'}
  | {readonly status: 'searching'; readonly previous: SearchOutcome | null}
  | {readonly status: 'done'; readonly outcome: SearchOutcome}
  | {readonly status: 'error'};

type Answer = {readonly key: string; readonly outcome: SearchOutcome | null};

/** The results for `query`; an answer that arrives after the query changed again is dropped. */
export function useSiteSearch(query: string, limit: number): SearchState {
  const trimmed = query.trim();
  const key = `${limit}:${trimmed}`;
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (trimmed === '') return undefined;
    let current = true;
    searchSite(trimmed, limit).then(
      (outcome) => current && setAnswer({key, outcome}),
      () => current && setAnswer({key, outcome: null}),
    );
    return () => {
      current = false;
    };
  }, [key, trimmed, limit]);

  if (trimmed === '') return {status: 'idle'};
  if (answer?.key !== key) return {status: 'searching', previous: answer?.outcome ?? null};
  return answer.outcome ? {status: 'done', outcome: answer.outcome} : {status: 'error'};
}
