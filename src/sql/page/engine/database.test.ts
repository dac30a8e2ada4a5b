import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {openDatabase, runBlock, type BlockOutcome, type Database} from './database';
import {MAX_VALUE_CHARS, ROWS_SHOWN} from './protocol';

let database: Database;

beforeAll(async () => {
  database = await openDatabase();
  await runBlock(database, "CREATE TABLE t (a int, b text); INSERT INTO t VALUES (1, ''), (NULL, NULL), (3, 'c');");
}, 60_000);

afterAll(async () => {
  await database?.db.close();
});

const ok = (outcome: BlockOutcome) => {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome)}`);
  return outcome;
};

describe('runBlock', () => {
  it.each([
    {sql: 'SELECT 1.50::numeric AS n', columns: [{name: 'n', type: 'numeric'}], rows: [['1.50']]},
    {
      sql: "SELECT true AS b, '{1,2}'::int[] AS a",
      columns: [
        {name: 'b', type: 'bool'},
        {name: 'a', type: '_int4'},
      ],
      rows: [['t', '{1,2}']],
    },
    {
      sql: "SELECT DATE '2024-01-05' AS d, 1 AS x, 2 AS x",
      columns: [
        {name: 'd', type: 'date'},
        {name: 'x', type: 'int4'},
        {name: 'x', type: 'int4'},
      ],
      rows: [['2024-01-05', '1', '2']],
    },
    {
      sql: 'SELECT a, b FROM t ORDER BY a NULLS LAST',
      columns: [
        {name: 'a', type: 'int4'},
        {name: 'b', type: 'text'},
      ],
      rows: [
        ['1', ''],
        ['3', 'c'],
        [null, null],
      ],
    },
  ])('gives PostgreSQL’s text for $sql, NULL apart from the empty string', async ({sql, columns, rows}) => {
    const {statements} = ok(await runBlock(database, sql));
    expect(statements.at(-1)!.result).toEqual({columns, rows});
  });

  it('runs statements one at a time: VACUUM works in a block, and each result is counted', async () => {
    const {statements, ran} = ok(
      await runBlock(database, 'UPDATE t SET a = a WHERE a = 1;\nVACUUM ANALYZE t;\nSELECT count(*) AS n FROM t;'),
    );
    expect(ran).toEqual(['UPDATE t SET a = a WHERE a = 1', 'VACUUM ANALYZE t', 'SELECT count(*) AS n FROM t']);
    expect(statements.map(({rowCount, returnsRows}) => ({rowCount, returnsRows}))).toEqual([
      {rowCount: 1, returnsRows: false},
      {rowCount: 0, returnsRows: false},
      {rowCount: 1, returnsRows: true},
    ]);
  });

  it('stops at a failing statement, keeps what ran before it, and places the error in the block', async () => {
    const sql = 'CREATE TABLE kept (x int);\nSELECT * FRO kept;\nCREATE TABLE never (x int);';
    const outcome = await runBlock(database, sql);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.message).toBe('syntax error at or near "FRO"');
    expect(sql.slice(outcome.error.position! - 1).startsWith('FRO kept')).toBe(true);
    expect(outcome.ran).toEqual(['CREATE TABLE kept (x int)']);
    expect(
      ok(await runBlock(database, "SELECT to_regclass('kept') IS NOT NULL AS k, to_regclass('never') IS NULL AS n"))
        .statements[0]!.result.rows,
    ).toEqual([['t', 't']]);
  });

  it('sends the first rows only, with the full count, and cuts long values', async () => {
    const {statements} = ok(
      await runBlock(
        database,
        `SELECT g, repeat('x', ${MAX_VALUE_CHARS + 5}) AS long FROM generate_series(1, 450) AS g`,
      ),
    );
    const [{result, rowCount}] = statements as [(typeof statements)[number]];
    expect(rowCount).toBe(450);
    expect(result.rows).toHaveLength(ROWS_SHOWN);
    expect(result.rows[0]![1]).toHaveLength(MAX_VALUE_CHARS + 1);
  });

  it('checks an exercise on the whole last result', async () => {
    const expected = {columns: [{name: 'a', type: ''}], rows: [['1'], ['3']]};
    expect(
      ok(await runBlock(database, 'SELECT a FROM t WHERE a IS NOT NULL', {expected, ordered: false})).verdict,
    ).toEqual({ok: true});
    expect(ok(await runBlock(database, 'SELECT a FROM t WHERE a = 1', {expected, ordered: false})).verdict).toEqual({
      ok: false,
      message: '1 row missing',
    });
  });

  it('shows EXPLAIN as its plan text and the names of types the learner creates', async () => {
    const plan = ok(await runBlock(database, 'EXPLAIN SELECT * FROM t')).statements[0]!.result;
    expect(plan.columns).toEqual([{name: 'QUERY PLAN', type: 'text'}]);
    expect(plan.rows[0]![0]).toMatch(/^Seq Scan on t/);
    const custom = ok(
      await runBlock(database, "CREATE TYPE mood AS ENUM ('ok', 'sad'); SELECT 'ok'::mood AS m"),
    ).statements.at(-1)!;
    expect(custom.result).toEqual({columns: [{name: 'm', type: 'mood'}], rows: [['ok']]});
  });
});
