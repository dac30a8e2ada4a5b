/**
 * A lesson's starting point as a module of its own, written at build time by
 * remarkSqlBlocks: the setup SQL and the datasets' URLs and sizes. The page imports it
 * on the first Run only, and rspack emits it as a hashed chunk and each
 * dataset (src/sql/datasets/<name>.sql) as a hashed asset, so a dataset is
 * downloaded once for every lesson that uses it and then cached.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, renameSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {DATASETS_DIR} from '../plan';
import {downloadSource} from './downloadSource';

/** Inside the project so that the bundler resolves and transpiles it as any module; named by content. */
export const START_MODULES_DIR = resolve('node_modules/.cache/sql-lesson-starts');

/** The module's source: `export default {datasets, scripts}` (a LessonStart, engine/session.ts). */
export function startModuleSource(datasets: readonly string[], scripts: readonly string[], from: string): string {
  const downloads = datasets.map((name) => downloadSource(join(DATASETS_DIR, `${name}.sql`), from));
  return `export default {datasets: [${downloads.join(', ')}], scripts: ${JSON.stringify(scripts)}};\n`;
}

/** Writes the module (once per content: builds of both variants may share it) and returns its path. */
export function writeStartModule(datasets: readonly string[], scripts: readonly string[]): string {
  const source = startModuleSource(datasets, scripts, START_MODULES_DIR);
  const path = join(START_MODULES_DIR, `${createHash('sha256').update(source).digest('hex').slice(0, 20)}.js`);
  if (!existsSync(path)) {
    mkdirSync(START_MODULES_DIR, {recursive: true});
    const partial = `${path}.${process.pid}.tmp`;
    writeFileSync(partial, source);
    renameSync(partial, path);
  }
  return path;
}
