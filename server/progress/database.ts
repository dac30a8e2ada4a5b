import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {Kysely, PostgresDialect} from 'kysely';
import {PGliteDialect} from 'kysely-pglite-dialect';
import {PGlite} from '@electric-sql/pglite';
import pg from 'pg';
import type {ProgressDatabase} from './schema';

/** PGlite's in-memory store, for tests. */
export const MEMORY = 'memory://';
/** The folder inside DATA_DIR that PGlite keeps its database in. */
export const PGLITE_FOLDER = 'progress';

/** Where progress is kept: the embedded PGlite in a folder, or a PostgreSQL server. */
export type DatabaseTarget =
  {readonly kind: 'pglite'; readonly dataDir: string} | {readonly kind: 'postgres'; readonly url: string};

export type DatabaseOptions = {
  /** The most connections the pool opens (PostgreSQL only). */
  readonly poolSize?: number;
  /** How long a query waits for a connection before it fails, so an outage answers 503 instead of hanging. */
  readonly connectTimeoutMs?: number;
};

/** One Kysely over either store: the queries and migrations never know which. */
export function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Kysely<ProgressDatabase> {
  if (target.kind === 'pglite') {
    // PGlite needs a folder of its own: DATA_DIR may hold other things (the browser tests' folders, say).
    const folder = target.dataDir === MEMORY ? MEMORY : join(target.dataDir, PGLITE_FOLDER);
    if (folder !== MEMORY) mkdirSync(folder, {recursive: true});
    const pglite = new PGlite(folder);
    // A store that cannot start fails each query (503), never the process: its own start-up promise is handled here.
    pglite.waitReady.catch(() => undefined);
    return new Kysely({dialect: new PGliteDialect(pglite)});
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 3000,
    // A statement stuck behind a lost server fails rather than holding the request forever.
    query_timeout: 10_000,
  });
  // An idle client whose server went away emits an error; the next query reports it, so it must not crash the process.
  pool.on('error', () => undefined);
  return new Kysely({dialect: new PostgresDialect({pool})});
}
