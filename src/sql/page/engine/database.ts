/**
 * The database behind the page's SQL blocks: PGlite, run a block at a time
 * and answered in the shape the page shows (protocol.ts). Runs in the
 * engine's worker (worker.ts); plain enough to test in Node.
 */
import {PGlite, type Results} from '@electric-sql/pglite';
import {postgreSplitterOptions, splitQuery} from 'dbgate-query-splitter';
import type {SplitResultItemRich} from 'dbgate-query-splitter/lib/splitQuery';
import {compareResults} from '../../compare';
import {asResultSet, typeCatalog, type TypeCatalog} from '../../pgliteText';
import type {ResultSet} from '../../resultSet';
import {MAX_VALUE_CHARS, ROWS_SHOWN, type EngineReply, type SqlError, type StatementResult} from './protocol';

export type Database = {readonly db: PGlite; catalog: TypeCatalog};

/** What a block gives: the reply without its request id. */
export type BlockOutcome = EngineReply extends infer Reply
  ? Reply extends unknown
    ? Omit<Reply, 'id'>
    : never
  : never;

export async function openDatabase(): Promise<Database> {
  const db = await PGlite.create();
  return {db, catalog: await typeCatalog(db)};
}

const cut = (value: string | null) =>
  value !== null && value.length > MAX_VALUE_CHARS ? `${value.slice(0, MAX_VALUE_CHARS)}…` : value;

/** PostgreSQL's error; its position (in the failing statement) made a position in the block. */
export function sqlError(error: unknown, offset = 0): SqlError {
  if (!(error instanceof Error)) return {message: String(error)};
  const {position, detail, hint} = error as Error & {position?: string; detail?: string; hint?: string};
  const at = Number(position);
  return {
    message: error.message,
    ...(Number.isInteger(at) && at > 0 ? {position: offset + at} : {}),
    ...(detail ? {detail} : {}),
    ...(hint ? {hint} : {}),
  };
}

/**
 * A block's statements, one at a time as psql sends them: each commits on its
 * own (VACUUM and the like refuse a multi-statement string), as the course
 * runner runs them in CI.
 */
function statementsOf(sql: string): SplitResultItemRich[] {
  return splitQuery(sql, {...postgreSplitterOptions, returnRichInfo: true}) as SplitResultItemRich[];
}

/** Runs a block; a failing statement ends it, and what ran before it stays, as in psql. */
export async function runBlock(
  database: Database,
  sql: string,
  check?: {expected: ResultSet; ordered: boolean},
): Promise<BlockOutcome> {
  const results: Results<unknown[]>[] = [];
  const ran: string[] = [];
  let ms = 0;
  for (const statement of statementsOf(sql)) {
    const started = performance.now();
    try {
      const answered = await database.db.exec(statement.text, {rowMode: 'array', parsers: database.catalog.parsers});
      results.push(...(answered as Results<unknown[]>[]));
    } catch (error) {
      return {ok: false, error: sqlError(error, (statement.trimStart ?? statement.start).position), ran};
    }
    ms += performance.now() - started;
    ran.push(statement.text);
  }
  // A block may have created a type (an enum, say): read the catalog again so that its name shows.
  if (results.some((result) => result.fields.some((field) => !database.catalog.parsers[field.dataTypeID]))) {
    database.catalog = await typeCatalog(database.db);
  }
  const full = results.map((result) => asResultSet(result, database.catalog));
  const statements: StatementResult[] = full.map((result, index) => ({
    result: {columns: result.columns, rows: result.rows.slice(0, ROWS_SHOWN).map((row) => row.map(cut))},
    rowCount: result.columns.length > 0 ? result.rows.length : (results[index]!.affectedRows ?? 0),
    returnsRows: result.columns.length > 0,
  }));
  const last = full.at(-1) ?? {columns: [], rows: []};
  const verdict = check && compareResults(check.expected, last, {ordered: check.ordered});
  return {ok: true, statements, ms, ran, ...(verdict ? {verdict} : {})};
}
