import {describe, expect, it} from 'vitest';
import {compareResults} from './compare';
import type {ResultSet} from './resultSet';

const set = (names: string[], rows: (string | null)[][], type = ''): ResultSet => ({
  columns: names.map((name) => ({name, type})),
  rows,
});

const expected = set(
  ['borough', 'total'],
  [
    ['Manhattan', '12.50'],
    ['Queens', '7.00'],
    ['Bronx', null],
  ],
);

describe('compareResults', () => {
  it.each([
    ['the same rows', expected, false],
    ['the same rows in order, types known', set(['borough', 'total'], expected.rows, 'text'), true],
    [
      'the same rows in another order, unordered',
      set(
        ['borough', 'total'],
        [
          ['Bronx', null],
          ['Queens', '7.00'],
          ['Manhattan', '12.50'],
        ],
      ),
      false,
    ],
    [
      'values with surrounding spaces',
      set(
        ['borough', 'total'],
        [
          [' Manhattan', '12.50 '],
          ['Queens', '7.00'],
          ['Bronx', null],
        ],
      ),
      true,
    ],
  ])('accepts %s', (_, actual, ordered) => {
    expect(compareResults(expected, actual, {ordered})).toEqual({ok: true});
  });

  it.each([
    [
      'other columns',
      set(['borough', 'sum'], expected.rows),
      false,
      'expected columns borough, total; got borough, sum',
    ],
    [
      'columns in another order',
      set(
        ['total', 'borough'],
        expected.rows.map(([a, b]) => [b!, a!]),
      ),
      false,
      'expected columns borough, total; got total, borough',
    ],
    [
      'a duplicate column',
      set(['borough', 'total', 'total'], [['Manhattan', '12.50', '12.50']]),
      false,
      'expected columns borough, total; got borough, total, total',
    ],
    ['no columns', set([], []), false, 'expected columns borough, total; got no columns'],
    ['rows missing', set(['borough', 'total'], [['Queens', '7.00']]), false, '2 rows missing'],
    ['one row too many', set(['borough', 'total'], [...expected.rows, ['Brooklyn', '1.00']]), false, '1 row too many'],
    [
      'numeric text that differs',
      set(
        ['borough', 'total'],
        [
          ['Manhattan', '12.5'],
          ['Queens', '7.00'],
          ['Bronx', null],
        ],
      ),
      false,
      'column `total` differs in row 1',
    ],
    [
      'an empty string for a NULL',
      set(
        ['borough', 'total'],
        [
          ['Manhattan', '12.50'],
          ['Queens', '7.00'],
          ['Bronx', ''],
        ],
      ),
      false,
      'column `total` differs in row 3',
    ],
    [
      'the text NULL for a NULL',
      set(
        ['borough', 'total'],
        [
          ['Manhattan', '12.50'],
          ['Queens', '7.00'],
          ['Bronx', 'NULL'],
        ],
      ),
      true,
      'column `total` differs in row 3',
    ],
    [
      'a row replaced',
      set(
        ['borough', 'total'],
        [
          ['Manhattan', '12.50'],
          ['Staten Island', '1.00'],
          ['Bronx', null],
        ],
      ),
      false,
      'row 2 is missing',
    ],
    [
      'a value changed, ordered',
      set(
        ['borough', 'total'],
        [
          ['Manhattan', '12.50'],
          ['Queens', '8.00'],
          ['Bronx', null],
        ],
      ),
      true,
      'column `total` differs in row 2',
    ],
    [
      'a value changed, unordered',
      set(
        ['borough', 'total'],
        [
          ['Bronx', null],
          ['Queens', '8.00'],
          ['Manhattan', '12.50'],
        ],
      ),
      false,
      'column `total` differs in row 2',
    ],
    [
      'rows out of order',
      set(
        ['borough', 'total'],
        [
          ['Queens', '7.00'],
          ['Manhattan', '12.50'],
          ['Bronx', null],
        ],
      ),
      true,
      'the rows are right but not in the expected order (from row 1)',
    ],
  ])('refuses %s', (_, actual, ordered, message) => {
    expect(compareResults(expected, actual, {ordered})).toEqual({ok: false, message});
  });

  it('takes the row count from `total` when only the first rows of the result are at hand', () => {
    const first = set(['borough', 'total'], [...expected.rows, ['Brooklyn', '1.00']]);
    expect(compareResults(expected, first, {ordered: false, total: {count: 250, moreThan: false}})).toEqual({
      ok: false,
      message: '247 rows too many',
    });
    expect(compareResults(expected, first, {ordered: true, total: {count: 100_000, moreThan: true}})).toEqual({
      ok: false,
      message: 'more than 99997 rows too many',
    });
    // The columns are still checked first.
    expect(
      compareResults(expected, set(['borough'], [['a'], ['b'], ['c'], ['d']]), {
        ordered: false,
        total: {count: 250, moreThan: false},
      }),
    ).toEqual({ok: false, message: 'expected columns borough, total; got borough'});
    // A total that is the rows held changes nothing.
    expect(compareResults(expected, expected, {ordered: true, total: {count: 3, moreThan: false}})).toEqual({ok: true});
  });

  it('counts duplicate rows as a multiset', () => {
    const twice = set(['a'], [['1'], ['1'], ['2']]);
    expect(compareResults(twice, set(['a'], [['1'], ['2'], ['2']]), {ordered: false})).toEqual({
      ok: false,
      message: 'column `a` differs in row 2',
    });
    expect(compareResults(twice, set(['a'], [['2'], ['1'], ['1']]), {ordered: false})).toEqual({ok: true});
  });
});
