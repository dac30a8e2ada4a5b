import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {openDatabase, replay, runBlock, type BlockOutcome, type Database} from './database';
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
    expect(ran).toEqual([
      {sql: 'UPDATE t SET a = a WHERE a = 1'},
      {sql: 'VACUUM ANALYZE t'},
      {sql: 'SELECT count(*) AS n FROM t'},
    ]);
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
    // The failing statement is part of what ran (a replay runs it too), marked as failed.
    expect(outcome.ran).toEqual([{sql: 'CREATE TABLE kept (x int)'}, {sql: 'SELECT * FRO kept', failed: true}]);
    expect(outcome.error.statement).toBe(sql.indexOf('SELECT') + 1);
    expect(outcome.failedTransaction).toBeUndefined();
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
      ok(await runBlock(database, 'SELECT a FROM t WHERE a IS NOT NULL', {check: {expected, ordered: false}})).verdict,
    ).toEqual({ok: true});
    expect(
      ok(await runBlock(database, 'SELECT a FROM t WHERE a = 1', {check: {expected, ordered: false}})).verdict,
    ).toEqual({
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
          check: {expected: series(long), ordered: true},
        }),
      ).verdict,
    ).toEqual({ok: true});
    expect(
      ok(
        await runBlock(database, 'SELECT g FROM generate_series(1, 1000) g', {
          check: {expected: series(2), ordered: false},
        }),
      ).verdict,
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

/** The trips of Spanish Module 4's lesson on transactions (04-transacciones…), as its first blocks use them. */
const VIAJES = [
  'CREATE TABLE viajes (viaje_id int PRIMARY KEY, propina_usd numeric(6, 2), tarifa_usd numeric(6, 2));',
  'INSERT INTO viajes VALUES (1, 4.40, 12.00), (2, 1.00, 8.50);',
].join('\n');
/** Its block 1: a failure in the transaction aborts it, and COMMIT rolls the first UPDATE back. */
const ATOMIC = [
  'BEGIN;',
  'UPDATE viajes SET propina_usd = propina_usd + 1 WHERE viaje_id = 1;',
  'UPDATE viajes SET tarifa_usd = tarifa_usd / 0 WHERE viaje_id = 2;',
  'SELECT propina_usd FROM viajes WHERE viaje_id = 1;',
  'COMMIT;',
].join('\n');
/** Its block 2: ROLLBACK TO SAVEPOINT keeps the first UPDATE, which COMMIT keeps. */
const SAVEPOINT = [
  'BEGIN;',
  'UPDATE viajes SET propina_usd = propina_usd + 1 WHERE viaje_id = 1;',
  'SAVEPOINT antes_de_tarifa;',
  'UPDATE viajes SET tarifa_usd = tarifa_usd / 0 WHERE viaje_id = 2;',
  'ROLLBACK TO SAVEPOINT antes_de_tarifa;',
  'COMMIT;',
  '',
  'SELECT propina_usd FROM viajes WHERE viaje_id = 1;',
].join('\n');
const ABORTED = 'current transaction is aborted, commands ignored until end of transaction block';
const TRIPS = 'SELECT viaje_id, propina_usd, tarifa_usd FROM viajes ORDER BY viaje_id';

describe('a block the lesson shows failing, run as psql runs it', () => {
  let fresh: Database;
  beforeAll(async () => {
    fresh = await openDatabase();
    ok(await runBlock(fresh, VIAJES));
  }, 60_000);
  afterAll(async () => {
    await fresh?.db.close();
  });

  it('goes on after each error, collects them in order, and ends as psql does: COMMIT rolls back', async () => {
    const outcome = ok(await runBlock(fresh, ATOMIC, {psql: true}));
    expect(outcome.errors).toEqual([
      {message: 'division by zero', statement: ATOMIC.indexOf('UPDATE viajes SET tarifa') + 1},
      {message: ABORTED, statement: ATOMIC.indexOf('SELECT') + 1},
    ]);
    // BEGIN, UPDATE and COMMIT answered; the last of them closed the transaction.
    expect(outcome.statements).toHaveLength(3);
    expect(outcome.failedTransaction).toBeUndefined();
    expect(outcome.ran.map(({failed}) => failed ?? false)).toEqual([false, false, true, true, false]);
    expect(ok(await runBlock(fresh, TRIPS)).statements[0]!.result.rows).toEqual([
      ['1', '4.40', '12.00'],
      ['2', '1.00', '8.50'],
    ]);
  });

  it('reaches ROLLBACK TO SAVEPOINT past its error and shows the last table', async () => {
    const outcome = ok(await runBlock(fresh, SAVEPOINT, {psql: true}));
    expect(outcome.errors!.map(({message}) => message)).toEqual(['division by zero']);
    expect(outcome.statements.at(-1)!.result).toEqual({
      columns: [{name: 'propina_usd', type: 'numeric'}],
      rows: [['5.40']],
    });
    await runBlock(fresh, 'UPDATE viajes SET propina_usd = 4.40 WHERE viaje_id = 1;');
  });

  it('places each error PostgreSQL positions in the block', async () => {
    const sql = 'SELECT 1;\nSELECT nope FROM viajes;\nSELECT 2;\nSELECT * FRO viajes;';
    const {errors} = ok(await runBlock(fresh, sql, {psql: true}));
    expect(errors!.map(({message, position}) => sql.slice(position! - 1).split(/[ ;]/)[0] + ` ← ${message}`)).toEqual([
      'nope ← column "nope" does not exist',
      'FRO ← syntax error at or near "FRO"',
    ]);
  });

  it('says when a block leaves the learner’s transaction failed, in either mode, and not once it has ended', async () => {
    const failed = await runBlock(fresh, 'BEGIN;\nSELECT 1 / 0;\nSELECT 2;');
    expect(failed).toMatchObject({ok: false, error: {message: 'division by zero'}, failedTransaction: true});
    expect(ok(await runBlock(fresh, 'SELECT 3;', {psql: true}))).toMatchObject({
      errors: [{message: ABORTED}],
      failedTransaction: true,
    });
    const ended = ok(await runBlock(fresh, 'ROLLBACK;'));
    expect(ended.failedTransaction).toBeUndefined();
    // An error outside a transaction leaves none behind.
    expect(await runBlock(fresh, 'SELECT 1 / 0;')).not.toHaveProperty('failedTransaction');
  });
});

describe('replay', () => {
  it('restores what the runs left, failing statements and all: never commits what a run rolled back', async () => {
    const [original, restarted] = await Promise.all([openDatabase(), openDatabase()]);
    try {
      for (const database of [original, restarted]) ok(await runBlock(database, VIAJES));
      // What the page sends: block 1 and block 2 as psql runs them, then a learner's own transaction that fails
      // (normal mode) and the COMMIT they run next, which rolls back; and last, one left failed.
      const runs: [string, boolean][] = [
        [ATOMIC, true],
        [SAVEPOINT, true],
        ['BEGIN;\nUPDATE viajes SET tarifa_usd = 99 WHERE viaje_id = 2;\nSELECT * FROM nowhere;\nSELECT 1;', false],
        ['COMMIT;', false],
        ['BEGIN;\nUPDATE viajes SET tarifa_usd = 0 WHERE viaje_id = 1;\nSELECT 1 / 0;', false],
      ];
      const history = [];
      for (const [sql, psql] of runs) history.push(...(await runBlock(original, sql, {psql})).ran);
      expect(await replay(restarted, history)).toBeNull();
      for (const database of [original, restarted]) {
        // Both are inside the failed transaction; once it ends, both hold block 2's change only.
        expect(await runBlock(database, TRIPS)).toMatchObject({error: {message: ABORTED}, failedTransaction: true});
        ok(await runBlock(database, 'ROLLBACK;'));
        expect(ok(await runBlock(database, TRIPS)).statements[0]!.result.rows).toEqual([
          ['1', '5.40', '12.00'],
          ['2', '1.00', '8.50'],
        ]);
      }
      // The statements that succeeded, alone, would have committed block 1's UPDATE and the learner's 99.
      const succeeded = history.filter(({failed}) => !failed);
      const naive = await openDatabase();
      try {
        ok(await runBlock(naive, VIAJES));
        expect(await replay(naive, succeeded)).toBeNull();
        ok(await runBlock(naive, 'ROLLBACK;'));
        expect(ok(await runBlock(naive, TRIPS)).statements[0]!.result.rows).not.toEqual([
          ['1', '5.40', '12.00'],
          ['2', '1.00', '8.50'],
        ]);
      } finally {
        await naive.db.close();
      }
    } finally {
      await Promise.all([original.db.close(), restarted.db.close()]);
    }
  }, 120_000);

  it('fails with the error of a statement that had succeeded and now does not', async () => {
    expect(await replay(database, [{sql: 'SELECT * FROM gone', failed: true}, {sql: 'SELECT 1'}])).toBeNull();
    expect(await replay(database, [{sql: 'SELECT * FROM gone'}])).toMatchObject({
      message: 'relation "gone" does not exist',
    });
  });
});
