import {describe, expect, it} from 'vitest';
import {formatPsqlTable, parsePsqlTable, parsePsqlTables, type ResultSet} from './resultSet';

const table = (...lines: string[]) => lines.join('\n');
const result = (names: string[], rows: (string | null)[][]): ResultSet => ({
  columns: names.map((name) => ({name, type: ''})),
  rows,
});

describe('parsePsqlTable', () => {
  it.each([
    [
      'a psql table with its footer',
      table(' borough   | trips', '-----------+-------', ' Manhattan |  4120', ' Queens    |   610', '(2 rows)'),
      result(
        ['borough', 'trips'],
        [
          ['Manhattan', '4120'],
          ['Queens', '610'],
        ],
      ),
    ],
    ['one row, singular footer', table(' n', '---', ' 1', '(1 row)'), result(['n'], [['1']])],
    ['no rows', table(' id | name', '----+------', '(0 rows)'), result(['id', 'name'], [])],
    ['no footer', table(' a | b', '---+---', ' 1 | 2'), result(['a', 'b'], [['1', '2']])],
    ['a Spanish footer', table(' a', '---', ' x', ' y', '(2 filas)'), result(['a'], [['x'], ['y']])],
    [
      'NULL is null, an empty cell is the empty string',
      table(' name  | pedido', '-------+--------', ' Carla | NULL', ' Diego |', '(2 rows)'),
      result(
        ['name', 'pedido'],
        [
          ['Carla', null],
          ['Diego', ''],
        ],
      ),
    ],
    [
      'numbers keep their text',
      table(' total  | n', '--------+---', ' 012.50 | 1e3'),
      result(['total', 'n'], [['012.50', '1e3']]),
    ],
    ['duplicate column names stay apart', table(' a | a', '---+---', ' 1 | 2'), result(['a', 'a'], [['1', '2']])],
    [
      'surrounding blank lines and indentation',
      table('', '   a | b', '  ---+---', '   1 | 2', ''),
      result(['a', 'b'], [['1', '2']]),
    ],
    [
      'a hand-aligned table',
      table('id|name', '--+----', '1 |Ana', '10| Bruno  '),
      result(
        ['id', 'name'],
        [
          ['1', 'Ana'],
          ['10', 'Bruno'],
        ],
      ),
    ],
  ])('reads %s', (_, text, expected) => {
    expect(parsePsqlTable(text)).toEqual(expected);
  });

  it.each([
    ['empty text', ''],
    ['prose', 'The query returns three rows.'],
    ['a header without a rule', ' a | b\n 1 | 2'],
    ['EXPLAIN-like text', 'Seq Scan on trips  (cost=0.00..1.00 rows=1 width=4)\n  Filter: (x > 1)'],
    ['a rule made of = signs', ' a\n===\n 1'],
  ])('is not a table: %s', (_, text) => {
    expect(parsePsqlTable(text)).toBeNull();
  });

  it.each([
    ['a row with too many cells', table(' a | b', '---+---', ' 1 | 2 | 3'), /line 3 has 3 cells; the header has 2/],
    ['a row with too few cells', table(' a | b | c', '---+---+---', ' 1 | 2'), /line 3 has 2 cells; the header has 3/],
    ['a value holding |', table(' a   | b', '-----+---', ' x|y | 2'), /line 3 has 3 cells; the header has 2/],
    ['a wrong footer', table(' a', '---', ' 1', '(2 rows)'), /footer says 2 rows but the table has 1/],
    [
      'text after the footer',
      table(' a', '---', ' 1', '(1 row)', 'Time: 1 ms'),
      /line 5 follows the \(N rows\) footer/,
    ],
    ['a blank line inside', table(' a', '---', ' 1', '', ' 2'), /line 4 is blank inside the table/],
    ['an unnamed column', table(' a |', '---+---', ' 1 | 2'), /a column has no name/],
  ])('refuses %s', (_, text, message) => {
    expect(() => parsePsqlTable(text)).toThrow(message);
  });
});

describe('formatPsqlTable', () => {
  it('prints as psql does, and reads back', () => {
    const set: ResultSet = {
      columns: [
        {name: 'borough', type: 'text'},
        {name: 'trips', type: 'int8'},
        {name: 'note', type: 'text'},
      ],
      rows: [
        ['Manhattan', '4120', null],
        ['EWR', '3', ''],
      ],
    };
    const text = formatPsqlTable(set);
    expect(text).toBe(
      [
        '  borough  | trips | note',
        '-----------+-------+------',
        ' Manhattan |  4120 | NULL',
        ' EWR       |     3 |',
        '(2 rows)',
      ].join('\n'),
    );
    expect(parsePsqlTable(text)).toEqual({...set, columns: set.columns.map(({name}) => ({name, type: ''}))});
  });
});

describe('parsePsqlTables', () => {
  it('reads the tables of several queries, separated by blank lines', () => {
    expect(
      parsePsqlTables(table(' mal', '-----', '  30', '(1 row)', '', ' bien', '------', '   10', '(1 row)')),
    ).toEqual([result(['mal'], [['30']]), result(['bien'], [['10']])]);
    expect(parsePsqlTables(table(' a', '---', ' 1'))).toEqual([result(['a'], [['1']])]);
    expect(parsePsqlTables(table('INSERT 0 2', '', ' a', '---', ' 1', '(1 row)', '', 'UPDATE 3'))).toEqual([result(['a'], [['1']])]);
  });

  it.each([
    ['a command tag only', 'CREATE TABLE', null],
    ['prose', 'The table is created.', null],
    ['nothing', '\n\n', null],
  ])('is not tables: %s', (_, text, expected) => {
    expect(parsePsqlTables(text)).toBe(expected);
  });

  it.each([
    ['prose after a table', table(' a', '---', ' 1', '', 'Time: 2 ms'), /line 5 does not start a psql table/],
    ['a bad second table', table(' a', '---', ' 1', '', ' b | c', '---+---', ' 1'), /line 7 has 1 cells/],
  ])('refuses %s', (_, text, message) => {
    expect(() => parsePsqlTables(text)).toThrow(message);
  });
});
