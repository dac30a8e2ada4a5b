/**
 * The database behind the page's SQL blocks: PGlite, run a block at a time
 * and answered in the shape the page shows (protocol.ts). Runs in the
 * engine's worker (worker.ts); plain enough to test in Node.
 */
import {messages, parse, PGlite, protocol, type PGliteOptions} from '@electric-sql/pglite';
import {postgreSplitterOptions, splitQuery} from 'dbgate-query-splitter';
import type {SplitResultItemRich} from 'dbgate-query-splitter/lib/splitQuery';
import {compareResults} from '../../compare';
import {typeCatalog, type TypeCatalog} from '../../pgliteText';
import type {ResultSet} from '../../resultSet';
import {
  MAX_VALUE_CHARS,
  ROWS_COUNTED,
  ROWS_SHOWN,
  type EngineReply,
  type SqlError,
  type StatementResult,
} from './protocol';

export type Database = {readonly db: PGlite; catalog: TypeCatalog};

/** What a block gives: the reply without its request id. */
export type BlockOutcome = EngineReply extends infer Reply
  ? Reply extends unknown
    ? Omit<Reply, 'id'>
    : never
  : never;

/** PGlite's WebAssembly and file system when the caller has fetched them (the worker does, to show progress). */
export type EngineFiles = Pick<PGliteOptions, 'wasmModule' | 'fsBundle'>;

export async function openDatabase(files: EngineFiles = {}): Promise<Database> {
  const db = await PGlite.create(files);
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

/** One statement's answer: its columns, the rows kept, and how many it returned or changed in all. */
type Answer = {
  fields: {name: string; dataTypeID: number}[];
  rows: (string | null)[][];
  rowCount: number;
  /** The statement returned more than ROWS_COUNTED rows: `rowCount` is ROWS_COUNTED, the rest was not counted. */
  moreThan: boolean;
};

const {serialize} = protocol;
let portals = 0;

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (whole.set(part, at), at + part.length), 0);
  return whole;
}

/**
 * Runs one statement through the extended query protocol, which lets PostgreSQL
 * hand over a result a few rows at a time: the worker takes the first `keep`
 * rows (Execute's row limit) and has the rest counted by MOVE, up to
 * ROWS_COUNTED, without their ever leaving the database. So a runaway result
 * costs the tab nothing, and a result of ordinary size is the one psql shows.
 * Values come as PostgreSQL's text, as psql prints them. The portal gets a name
 * of its own each time, since a statement that fails in the learner's open
 * transaction leaves its portal behind until ROLLBACK.
 */
async function runStatement(db: PGlite, text: string, keep: number): Promise<Answer> {
  const portal = `sql_page_${++portals}`;
  const send = (...parts: Uint8Array[]) => db.execProtocolStream(concat(parts), {syncToFs: false});
  return db.runExclusive(async () => {
    try {
      const answer = await send(
        serialize.parse({text}),
        serialize.bind({portal}),
        serialize.describe({type: 'P', name: portal}),
        serialize.execute({portal, rows: keep}),
      );
      const suspended = answer.some((message) => message.name === 'portalSuspended');
      const rest = await send(
        ...(suspended
          ? [
              serialize.parse({text: `MOVE FORWARD ${ROWS_COUNTED + 1 - keep} IN ${portal}`}),
              serialize.bind({}),
              serialize.execute({}),
            ]
          : []),
        serialize.close({type: 'P', name: portal}),
      );
      const description = answer.find((message) => message instanceof messages.RowDescriptionMessage);
      const rows = answer.flatMap((message) => (message instanceof messages.DataRowMessage ? [message.fields] : []));
      const moved = rest.find((message) => message instanceof messages.CommandCompleteMessage)?.text;
      const total = rows.length + Number(/^MOVE (\d+)$/.exec(moved ?? '')?.[1] ?? 0);
      const completed = answer.filter((message) => message instanceof messages.CommandCompleteMessage);
      const fields = description?.fields ?? [];
      return {
        fields,
        rows,
        // A statement that returns no rows: what it changed, read from its command tag as PGlite reads it.
        rowCount:
          fields.length > 0 ? Math.min(total, ROWS_COUNTED) : (parse.parseResults(completed, {})[0]?.affectedRows ?? 0),
        moreThan: total > ROWS_COUNTED,
      };
    } finally {
      await send(serialize.sync());
    }
  });
}

/** Runs a block; a failing statement ends it, and what ran before it stays, as in psql. */
export async function runBlock(
  database: Database,
  sql: string,
  check?: {expected: ResultSet; ordered: boolean},
): Promise<BlockOutcome> {
  const statements = statementsOf(sql);
  const answers: Answer[] = [];
  const ran: string[] = [];
  let ms = 0;
  for (const [index, statement] of statements.entries()) {
    // The checked result is compared whole when it could be right: one row past the expected ones tells "too many".
    const keep =
      check && index === statements.length - 1
        ? Math.min(ROWS_COUNTED, Math.max(ROWS_SHOWN, check.expected.rows.length + 1))
        : ROWS_SHOWN;
    const started = performance.now();
    try {
      answers.push(await runStatement(database.db, statement.text, keep));
    } catch (error) {
      return {ok: false, error: sqlError(error, (statement.trimStart ?? statement.start).position), ran};
    }
    ms += performance.now() - started;
    ran.push(statement.text);
  }
  // A block may have created a type (an enum, say): read the catalog again so that its name shows.
  if (answers.some((answer) => answer.fields.some((field) => !database.catalog.parsers[field.dataTypeID]))) {
    database.catalog = await typeCatalog(database.db);
  }
  const {name} = database.catalog;
  const results = answers.map(({fields, rows}) => ({
    columns: fields.map((field) => ({name: field.name, type: name(field.dataTypeID)})),
    rows,
  }));
  const shown: StatementResult[] = answers.map(({fields, rowCount, moreThan}, index) => ({
    result: {
      columns: results[index]!.columns,
      rows: results[index]!.rows.slice(0, ROWS_SHOWN).map((row) => row.map(cut)),
    },
    rowCount,
    returnsRows: fields.length > 0,
    ...(moreThan ? {moreThan} : {}),
  }));
  const last = answers.at(-1);
  const verdict =
    check &&
    compareResults(check.expected, results.at(-1) ?? {columns: [], rows: []}, {
      ordered: check.ordered,
      ...(last ? {total: {count: last.rowCount, moreThan: last.moreThan}} : {}),
    });
  return {ok: true, statements: shown, ms, ran, ...(verdict ? {verdict} : {})};
}
