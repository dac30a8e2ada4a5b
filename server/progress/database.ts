import {mkdirSync} from 'node:fs';
import {Kysely, PostgresDialect} from 'kysely';
import {PGliteDialect} from 'kysely-pglite-dialect';
import {PGlite} from '@electric-sql/pglite';
import pg from 'pg';
import type {ProgressDatabase} from './schema';

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
    if (target.dataDir !== 'memory://') mkdirSync(target.dataDir, {recursive: true});
    return new Kysely({dialect: new PGliteDialect(new PGlite(target.dataDir))});
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
