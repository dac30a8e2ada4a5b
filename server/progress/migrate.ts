import {Migrator, type Kysely, type Migration, type MigrationProvider} from 'kysely';
import * as progress0001 from './migrations/0001_progress';

/**
 * The migrations, in order, listed here rather than read from a folder, so
 * the compiled server (dist/) and the TypeScript sources run the same list.
 * A new migration is a new file in migrations/ and a new line here; never
 * edit one that has shipped.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001_progress': progress0001,
};

const provider: MigrationProvider = {getMigrations: async () => MIGRATIONS};

/** Brings the schema up to date; returns the names of the migrations it applied. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const {error, results = []} = await new Migrator({db, provider}).migrateToLatest();
  // PGlite reports a store that cannot start with an ExitStatus, which is no Error but has a message.
  if (error) throw error instanceof Error ? error : new Error((error as {message?: string}).message ?? String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
