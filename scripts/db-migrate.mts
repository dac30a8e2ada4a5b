/**
 * Brings the progress database's schema up to date and exits: the store the
 * server would use (DATABASE_URL, else the PGlite folder DATA_DIR, default
 * .data). The server also does this at start-up; run it alone before
 * starting several stateless servers against one PostgreSQL.
 *
 *   npm run db:migrate
 */
import type {Kysely} from 'kysely';
import {readServerConfig} from '../server/config.ts';
import {openDatabase} from '../server/progress/database.ts';
import {migrateToLatest} from '../server/progress/migrate.ts';

const {database} = readServerConfig();
const db = openDatabase(database);
try {
  const applied = await migrateToLatest(db as Kysely<unknown>);
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${database.dataDir}`;
  console.log(
    applied.length > 0 ? `[db] ${where}: applied ${applied.join(', ')}` : `[db] ${where}: already up to date`,
  );
} finally {
  await db.destroy();
}
