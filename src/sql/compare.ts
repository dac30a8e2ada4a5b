/**
 * Compares a result with the expected one, for the exercise check and the
 * course runner's check of shown results. Browser-safe.
 */
import type {ResultSet} from './resultSet';

export type Verdict = {ok: true} | {ok: false; message: string};

type Row = (string | null)[];

/** Values compare as PostgreSQL's text, trimmed: 12.50 is not 12.5, and null is neither '' nor 'NULL'. */
const sameValue = (a: string | null, b: string | null) => (a === null || b === null ? a === b : a.trim() === b.trim());
const sameRow = (a: Row, b: Row) =>
  a.length === b.length && a.every((value, index) => sameValue(value, b[index] ?? null));
const differingColumns = (a: Row, b: Row) =>
  a.flatMap((value, index) => (sameValue(value, b[index] ?? null) ? [] : [index]));
const rows = (count: number) => `${count} row${count === 1 ? '' : 's'}`;
const fail = (message: string): Verdict => ({ok: false, message});

function compareOrdered(expected: ResultSet, actual: ResultSet): Verdict {
  const index = expected.rows.findIndex((row, at) => !sameRow(row, actual.rows[at]!));
  if (index === -1) return {ok: true};
  if (compareUnordered(expected, actual).ok)
    return fail(`the rows are right but not in the expected order (from row ${index + 1})`);
  const column = differingColumns(expected.rows[index]!, actual.rows[index]!)[0]!;
  return fail(`column \`${expected.columns[column]!.name}\` differs in row ${index + 1}`);
}

function compareUnordered(expected: ResultSet, actual: ResultSet): Verdict {
  const unmatched = [...actual.rows];
  for (const [index, row] of expected.rows.entries()) {
    const match = unmatched.findIndex((candidate) => sameRow(row, candidate));
    if (match !== -1) {
      unmatched.splice(match, 1);
      continue;
    }
    // A row that differs in one value only is most likely this row, computed differently.
    const near = unmatched.find((candidate) => differingColumns(row, candidate).length === 1);
    if (near)
      return fail(`column \`${expected.columns[differingColumns(row, near)[0]!]!.name}\` differs in row ${index + 1}`);
    return fail(`row ${index + 1} is missing`);
  }
  return {ok: true};
}

/**
 * How many rows a result has in all when `actual.rows` holds only its first
 * ones (the page's runner keeps a few of a big result): `count` rows, or more
 * than that when `moreThan`. The rows held must then be more than the
 * expected ones, so that the count alone decides.
 */
export type RowTotal = {count: number; moreThan: boolean};

/**
 * Checks, in order: the column names (in order), the number of rows, then the
 * rows (in order when `ordered`, as a multiset otherwise). Rows are numbered
 * from 1 in the expected result's order.
 */
export function compareResults(
  expected: ResultSet,
  actual: ResultSet,
  opts: {ordered: boolean; total?: RowTotal},
): Verdict {
  const expectedNames = expected.columns.map((column) => column.name);
  const actualNames = actual.columns.map((column) => column.name);
  if (expectedNames.join('\u0000') !== actualNames.join('\u0000') || expectedNames.length !== actualNames.length) {
    return fail(`expected columns ${expectedNames.join(', ')}; got ${actualNames.join(', ') || 'no columns'}`);
  }
  const {count = actual.rows.length, moreThan = false} = opts.total ?? {};
  const missing = expected.rows.length - count;
  if (missing > 0) return fail(`${rows(missing)} missing`);
  if (missing < 0 || moreThan) return fail(`${moreThan ? 'more than ' : ''}${rows(-missing)} too many`);
  return opts.ordered ? compareOrdered(expected, actual) : compareUnordered(expected, actual);
}
