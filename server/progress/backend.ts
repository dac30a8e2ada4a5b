import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {Kysely} from 'kysely';
import {MANIFEST_FILE, type LessonManifest} from '../../src/progress/manifest';
import {openDatabase, type DatabaseOptions, type DatabaseTarget} from './database';
import {migrateToLatest} from './migrate';
import type {ProgressDatabase} from './schema';
import {progressStore, type ProgressStore} from './store';

/** The store, and the schema it needs brought up to date before first use. */
export type ProgressBackend = {
  readonly store: ProgressStore;
  /**
   * Resolves once the migrations have run. A database that is down at
   * start-up does not stop the server: lessons are served, and the next
   * progress request tries the migrations again.
   */
  readonly ready: () => Promise<void>;
  readonly close: () => Promise<void>;
};

export function progressBackend(db: Kysely<ProgressDatabase>): ProgressBackend {
  let migrated: Promise<void> | null = null;
  return {
    store: progressStore(db),
    ready: () =>
      (migrated ??= migrateToLatest(db as Kysely<unknown>).then(
        () => undefined,
        (error: unknown) => {
          migrated = null;
          throw error;
        },
      )),
    // A PGlite store that never started fails to close too; that failure was reported when it happened.
    close: () => db.destroy().catch(() => undefined),
  };
}

export function openProgressBackend(target: DatabaseTarget, options?: DatabaseOptions): ProgressBackend {
  return progressBackend(openDatabase(target, options));
}

/** The lesson manifest the full build carries (src/progress/plugin.ts writes it). */
export async function readManifest(fullRoot: string): Promise<LessonManifest> {
  const file = join(fullRoot, MANIFEST_FILE);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as LessonManifest;
  } catch (error) {
    throw new Error(`Cannot read the lesson manifest ${file} (run \`npm run build\`): ${(error as Error).message}`);
  }
}
