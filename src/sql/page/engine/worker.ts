/**
 * The engine: PGlite (PostgreSQL compiled to WebAssembly, database.ts) in a
 * Web Worker, so that a long query never blocks the page and Stop can end it
 * by terminating the worker. The database lives in memory; the page replays
 * what it needs after a restart (session.ts).
 */
import {openDatabase, runBlock, sqlError, type BlockOutcome, type Database} from './database';
import type {EngineReply, EngineRequest} from './protocol';

let database: Database | null = null;

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the lesson's data (${response.status} for ${url}).`);
  return response.text();
}

async function handle(request: EngineRequest): Promise<BlockOutcome> {
  if (request.kind === 'run') {
    if (!database) throw new Error('The database has not started.');
    return runBlock(database, request.sql, request.check);
  }
  const opening = openDatabase();
  const datasets = await Promise.all(request.datasets.map(fetchText));
  database = await opening;
  for (const dataset of datasets) await database.db.exec(dataset);
  for (const script of request.scripts) {
    const outcome = await runBlock(database, script);
    if (!outcome.ok) return outcome;
  }
  return {ok: true, statements: [], ms: 0, ran: []};
}

self.onmessage = async ({data}: MessageEvent<EngineRequest>) => {
  let reply: EngineReply;
  try {
    reply = {...(await handle(data)), id: data.id};
  } catch (error) {
    reply = {id: data.id, ok: false, error: sqlError(error), ran: []};
  }
  self.postMessage(reply);
};
