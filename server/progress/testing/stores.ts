import {sql, type Kysely} from 'kysely';
import {startPostgres, type TestPostgres} from '../../../scripts/lib/postgres';
import {MEMORY, openDatabase} from '../database';
import {migrateToLatest} from '../migrate';
import type {ProgressDatabase} from '../schema';

/** A migrated, empty database of one kind, and how to close it. */
export type TestDatabase = {readonly db: Kysely<ProgressDatabase>; readonly close: () => Promise<void>};

/**
 * The two stores every storage and API test runs against: PGlite in
 * memory, and a real PostgreSQL server started for the test file (the
 * harness in scripts/lib/postgres.ts), one fresh database per call.
 */
export function bothStores() {
  let server: TestPostgres | null = null;
  let databases = 0;
  const kinds = {
    pglite: async (): Promise<TestDatabase> => {
      const db = openDatabase({kind: 'pglite', dataDir: MEMORY});
      await migrateToLatest(db as Kysely<unknown>);
      return {db, close: () => db.destroy()};
    },
    postgres: async (): Promise<TestDatabase> => {
      server ??= await startPostgres();
      const name = `progress_${++databases}`;
      const admin = openDatabase({kind: 'postgres', url: server.url});
      await sql.raw(`create database ${name}`).execute(admin);
      await admin.destroy();
      const db = openDatabase({kind: 'postgres', url: server.urlFor(name)});
      await migrateToLatest(db as Kysely<unknown>);
      return {db, close: () => db.destroy()};
    },
  };
  return {
    kinds: Object.entries(kinds) as [keyof typeof kinds, () => Promise<TestDatabase>][],
    /** The PostgreSQL server, once a test asked for it (to stop it, for the outage test). */
    server: () => server,
    stop: async () => {
      await server?.stop();
      server = null;
    },
  };
}
