/** How the runner words and marks a result (pure, shared by the results view and the editor). */
import type {ResultSet} from '../resultSet';

const plural = (count: number, one: string) => `${count.toLocaleString('en')} ${one}${count === 1 ? '' : 's'}`;

/**
 * "3 rows · 12 ms" for a query; "2 rows changed · 4 ms" for a statement that
 * returns none; "more than 100,000 rows · 40 ms" when counting stopped there.
 */
export function summary(rowCount: number, returnsRows: boolean, ms: number, moreThan = false): string {
  const time = ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms).toLocaleString('en')} ms`;
  return `${moreThan ? 'more than ' : ''}${plural(rowCount, 'row')}${returnsRows ? '' : ' changed'} · ${time}`;
}

/**
 * "187 more rows" under a table that shows `shown` of `total`; null when all
 * are shown. When there were more than `total` (counting stopped there), their
 * number is unknown: "more rows not shown".
 */
export function moreRows(total: number, shown: number, moreThan = false): string | null {
  if (moreThan) return 'more rows not shown';
  return total > shown ? plural(total - shown, 'more row') : null;
}

/** "3.2 of 13.8 MB": the loading bar's bytes, for the eye and for assistive technology. */
export function downloaded(loaded: number, total: number): string {
  const mb = (bytes: number) =>
    (bytes / 1e6).toLocaleString('en', {minimumFractionDigits: 1, maximumFractionDigits: 1});
  return `${mb(loaded)} of ${mb(total)} MB`;
}

/** EXPLAIN's plan: one text column, shown as the text psql prints rather than as a table. */
export const isPlan = (result: ResultSet) => result.columns.length === 1 && result.columns[0]!.name === 'QUERY PLAN';

/**
 * The characters to mark for PostgreSQL's error position (1-based, in
 * characters of the SQL that ran): the word there, or at least one character
 * (the last one, for an error at the end of the text).
 */
export function errorRange(text: string, position: number): {from: number; to: number} {
  const from = Math.max(0, Math.min(position - 1, text.length - 1));
  const word = /^[\w$]+|^\S/u.exec(text.slice(from));
  return {from, to: Math.min(text.length, from + (word?.[0].length ?? 1))};
}
