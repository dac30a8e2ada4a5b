/**
 * The engine: PGlite (PostgreSQL compiled to WebAssembly) in a Web Worker, so
 * that a long query never blocks the page and Stop can end it by terminating
 * the worker. The database lives in memory; the page replays what it needs
 * after a restart (session.ts).
 */
import {PGlite} from '@electric-sql/pglite';
import {compareResults} from '../../compare';
import {asResultSet, typeCatalog, type TypeCatalog} from '../../pgliteText';
import {
  MAX_VALUE_CHARS,
  ROWS_SHOWN,
  type EngineReply,
  type EngineRequest,
  type SqlError,
  type StatementResult,
} from './protocol';

type Engine = {db: PGlite; catalog: TypeCatalog};

let engine: Engine | null = null;

async function open(): Promise<Engine> {
  const db = await PGlite.create();
  return {db, catalog: await typeCatalog(db)};
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the lesson's data (${response.status} for ${url}).`);
  return response.text();
}

const cut = (value: string | null) =>
  value !== null && value.length > MAX_VALUE_CHARS ? `${value.slice(0, MAX_VALUE_CHARS)}…` : value;

function sqlError(error: unknown): SqlError {
  if (!(error instanceof Error)) return {message: String(error)};
  const {position, detail, hint} = error as Error & {position?: string; detail?: string; hint?: string};
  const at = Number(position);
  return {
    message: error.message,
    ...(Number.isInteger(at) && at > 0 ? {position: at} : {}),
    ...(detail ? {detail} : {}),
    ...(hint ? {hint} : {}),
  };
}

async function run(current: Engine, request: Extract<EngineRequest, {kind: 'run'}>): Promise<EngineReply> {
  const started = performance.now();
  const results = await current.db.exec(request.sql, {rowMode: 'array', parsers: current.catalog.parsers});
  const ms = performance.now() - started;
  // A block may have created a type (an enum, say): read the catalog again so that its name shows.
  if (results.some((result) => result.fields.some((field) => !current.catalog.parsers[field.dataTypeID]))) {
    current.catalog = await typeCatalog(current.db);
  }
  const full = results.map((result) => asResultSet(result as never, current.catalog));
  const statements: StatementResult[] = full.map((result, index) => ({
    result: {columns: result.columns, rows: result.rows.slice(0, ROWS_SHOWN).map((row) => row.map(cut))},
    rowCount: result.columns.length > 0 ? result.rows.length : (results[index]!.affectedRows ?? 0),
    returnsRows: result.columns.length > 0,
  }));
  const last = full.at(-1) ?? {columns: [], rows: []};
  const verdict = request.check && compareResults(request.check.expected, last, {ordered: request.check.ordered});
  return {id: request.id, ok: true, statements, ms, ...(verdict ? {verdict} : {})};
}

async function handle(request: EngineRequest): Promise<EngineReply> {
  if (request.kind === 'start') {
    const started = open();
    const texts = await Promise.all(request.datasets.map(fetchText));
    engine = await started;
    for (const script of [...texts, ...request.scripts]) await engine.db.exec(script);
    return {id: request.id, ok: true, statements: [], ms: 0};
  }
  if (!engine) throw new Error('The database has not started.');
  return run(engine, request);
}

self.onmessage = async ({data}: MessageEvent<EngineRequest>) => {
  let reply: EngineReply;
  try {
    reply = await handle(data);
  } catch (error) {
    reply = {id: data.id, ok: false, error: sqlError(error)};
  }
  self.postMessage(reply);
};
