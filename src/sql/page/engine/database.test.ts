import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {openDatabase, runBlock, type BlockOutcome, type Database} from './database';
import {MAX_VALUE_CHARS, ROWS_COUNTED, ROWS_SHOWN} from './protocol';

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

  it('keeps only the first rows of a huge result and counts no further than ROWS_COUNTED', async () => {
    // A join without its condition: 10^8 rows, which PostgreSQL streams; the worker takes ROWS_SHOWN of them.
    const {statements} = ok(
      await runBlock(database, 'SELECT a.x, b.y FROM generate_series(1, 10000) a(x), generate_series(1, 10000) b(y)'),
    );
    expect(statements[0]).toMatchObject({rowCount: ROWS_COUNTED, moreThan: true, returnsRows: true});
    expect(statements[0]!.result.rows).toHaveLength(ROWS_SHOWN);
    expect(statements[0]!.result.rows[0]).toEqual(['1', '1']);
    // Exactly as many rows as are counted is not "more than".
    const exact = ok(await runBlock(database, `SELECT g FROM generate_series(1, ${ROWS_COUNTED}) g`)).statements[0]!;
    expect(exact.rowCount).toBe(ROWS_COUNTED);
    expect(exact.moreThan).toBeUndefined();
  });

  it('runs a statement that returns many rows to its end: every row is inserted, the first ones returned', async () => {
    const {statements} = ok(
      await runBlock(
        database,
        'CREATE TABLE many (n int);\nINSERT INTO many SELECT generate_series(1, 450) RETURNING n;',
      ),
    );
    expect(statements[1]).toMatchObject({rowCount: 450, returnsRows: true});
    expect(statements[1]!.result.rows).toHaveLength(ROWS_SHOWN);
    expect(ok(await runBlock(database, 'SELECT count(*) AS n FROM many')).statements[0]!.result.rows).toEqual([
      ['450'],
    ]);
  });

  it('leaves the learner’s transactions to the learner: a failure inside one, then ROLLBACK', async () => {
    ok(await runBlock(database, 'BEGIN;\nCREATE TABLE undone (x int);\nSELECT g FROM generate_series(1, 300) g;'));
    const failed = await runBlock(database, 'SELECT * FROM nowhere;');
    expect(failed.ok).toBe(false);
    const aborted = await runBlock(database, 'SELECT 1;');
    expect(aborted.ok || aborted.error.message).toBe(
      'current transaction is aborted, commands ignored until end of transaction block',
    );
    ok(await runBlock(database, 'ROLLBACK;'));
    expect(
      ok(await runBlock(database, "SELECT to_regclass('undone') IS NULL AS gone")).statements[0]!.result.rows,
    ).toEqual([['t']]);
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

  it('checks an exercise past the rows shown: a long right answer, and too many rows counted', async () => {
    const series = (n: number) => ({
      columns: [{name: 'g', type: ''}],
      rows: Array.from({length: n}, (_, index) => [String(index + 1)]),
    });
    const long = ROWS_SHOWN + 50;
    expect(
      ok(
        await runBlock(database, `SELECT g FROM generate_series(1, ${long}) g`, {
          expected: series(long),
          ordered: true,
        }),
      ).verdict,
    ).toEqual({ok: true});
    expect(
      ok(await runBlock(database, 'SELECT g FROM generate_series(1, 1000) g', {expected: series(2), ordered: false}))
        .verdict,
    ).toEqual({ok: false, message: '998 rows too many'});
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
