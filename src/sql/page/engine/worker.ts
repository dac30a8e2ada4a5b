/**
 * The engine: PGlite (PostgreSQL compiled to WebAssembly, database.ts) in a
 * Web Worker, so that a long query never blocks the page and Stop can end it
 * by terminating the worker. The database lives in memory; the page replays
 * what it needs after a restart (session.ts).
 */
import ENGINE from '@side/sql-engine-files';
import {openDatabase, runBlock, sqlError, type BlockOutcome, type Database} from './database';
import {countingFetch} from './download';
import type {Download, EngineMessage, EngineRequest} from './protocol';

/*
 * PGlite's WebAssembly and file system (ENGINE, as the build emits them, with
 * their sizes: src/sql/page/plugin.ts) are fetched here rather than by PGlite,
 * so that their bytes can be counted; PGlite is handed them and fetches nothing.
 */

let database: Database | null = null;

const post = (message: EngineMessage) => self.postMessage(message);

async function start(id: number, datasets: Download[]): Promise<Database> {
  const downloads = [ENGINE.wasm, ENGINE.data, ...datasets];
  const fetchCounted = countingFetch(
    downloads.reduce((sum, download) => sum + download.bytes, 0),
    (loading) => post({id, loading}),
  );
  const engine = 'the database engine';
  // All at once: the WebAssembly compiles while it downloads, beside the file system and the data.
  const [wasmModule, fsBundle, ...texts] = await Promise.all([
    fetchCounted(ENGINE.wasm, engine).then((response) => WebAssembly.compileStreaming(response)),
    fetchCounted(ENGINE.data, engine).then((response) => response.blob()),
    ...datasets.map((dataset) => fetchCounted(dataset, "the lesson's data").then((response) => response.text())),
  ]);
  const opened = await openDatabase({wasmModule, fsBundle});
  for (const text of texts) await opened.db.exec(text);
  return opened;
}

async function handle(request: EngineRequest): Promise<BlockOutcome> {
  if (request.kind === 'run') {
    if (!database) throw new Error('The database has not started.');
    return runBlock(database, request.sql, request.check);
  }
  database = await start(request.id, request.datasets);
  for (const script of request.scripts) {
    const outcome = await runBlock(database, script);
    if (!outcome.ok) return outcome;
  }
  return {ok: true, statements: [], ms: 0, ran: []};
}

self.onmessage = async ({data}: MessageEvent<EngineRequest>) => {
  let reply: EngineMessage;
  try {
    reply = {...(await handle(data)), id: data.id};
  } catch (error) {
    reply = {id: data.id, ok: false, error: sqlError(error), ran: []};
  }
  post(reply);
};
