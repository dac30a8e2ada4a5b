/**
 * A lesson's SQL plan: what to load before its first block (its declared
 * starting point) and its blocks in order. Node only: it reads the lesson,
 * its module's sql-start.sql and the lessons it starts after.
 */
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import matter from 'gray-matter';
import {blockRightAfter, codeBlocks} from '../../scripts/content/markdown';
import {parseExercise, type Exercise} from './exercise';
import {parseSqlFence, type SqlFence} from './fence';
import {parsePsqlTables, type ResultSet} from './resultSet';
import {shownOutput} from './shown';

/**
 * `shown`: the psql tables of the text fence right after the block, one per row-returning statement at its end;
 * `shownErrors`: the messages of the `ERROR:` lines shown there instead, when the block fails on purpose
 * (psql goes on with the next statement after an error, so a block may show several).
 */
export type PlannedBlock = {
  line: number;
  code: string;
  fence: SqlFence;
  exercise?: Exercise;
  shown?: ResultSet[];
  shownErrors?: string[];
};
/** Where a setup script comes from, to name it when it fails: its file and the line its SQL starts on. */
export type SetupSource = {file: string; line: number};
export type LessonPlan = {
  file: string;
  datasets: string[];
  /** SQL scripts to run, in order, before the lesson's first block (module start, earlier lessons' blocks). */
  setup: string[];
  /** Where each `setup` script comes from (same order). */
  setupSources: SetupSource[];
  blocks: PlannedBlock[];
};

export const DATASETS_DIR = fileURLToPath(new URL('./datasets/', import.meta.url));
export const MODULE_START = 'sql-start.sql';

const DATA_LINE = /^--\s*data:\s*(\S+)\s*$/;
const START_FORMS = '`module`, `empty` or `after <relative lesson path>`';

/** The nearest sql-start.sql at or above the lesson's folder, below the project root. */
function moduleStart(file: string): string {
  const root = resolve('.');
  for (let folder = dirname(resolve(file)); folder.startsWith(`${root}/`); folder = dirname(folder)) {
    const candidate = join(folder, MODULE_START);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${file}:1: sql_start: module, but no ${MODULE_START} in its folder or above`);
}

/** `-- data: <name>` lines at the top, then the module's schema SQL. */
function readModuleStart(path: string): {datasets: string[]; sql: string; line: number} {
  const lines = readFileSync(path, 'utf8').split('\n');
  const datasets: string[] = [];
  let index = 0;
  for (; index < lines.length; index += 1) {
    const line = lines[index]!;
    const data = DATA_LINE.exec(line);
    if (data) {
      const name = data[1]!;
      if (!existsSync(join(DATASETS_DIR, `${name}.sql`))) {
        throw new Error(`${relative('.', path)}:${index + 1}: no dataset "${name}" (src/sql/datasets/${name}.sql)`);
      }
      datasets.push(name);
    } else if (line.trim() !== '') break;
  }
  return {datasets, sql: lines.slice(index).join('\n').trim(), line: index + 1};
}

function plannedBlocks(file: string, raw: string): PlannedBlock[] {
  const blocks = codeBlocks(raw);
  const planned: PlannedBlock[] = [];
  blocks.forEach((block, index) => {
    if (block.lang !== 'sql') return;
    const where = `${file}:${block.line}`;
    let fence: SqlFence;
    try {
      fence = parseSqlFence(block.meta);
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`);
    }
    const entry: PlannedBlock = {line: block.line, code: block.code, fence};
    if (fence.kind === 'exercise') {
      try {
        entry.exercise = parseExercise(block.code, fence.ordered);
      } catch (error) {
        throw new Error(`${where}: ${(error as Error).message}`);
      }
    }
    const next = blockRightAfter(raw, blocks, index);
    const output = next && shownOutput(fence, {lang: next.lang, code: next.code, adjacent: true});
    if (output?.kind === 'errors') entry.shownErrors = output.errors;
    else if (output?.kind === 'text')
      try {
        const shown = parsePsqlTables(output.text);
        if (shown) entry.shown = shown;
      } catch (error) {
        throw new Error(`${file}:${next!.line}: shown result: ${(error as Error).message}`);
      }
    planned.push(entry);
  });
  return planned;
}

/** The SQL a lesson leaves behind it: every runnable block and exercise solution, in order. */
function endScripts(plan: LessonPlan): {sql: string; source: SetupSource}[] {
  return plan.blocks.flatMap((block) => {
    // A block shown failing on purpose changes nothing: its failing statement is rolled back.
    if (block.shownErrors) return [];
    const sql = block.fence.kind === 'run' ? block.code : block.exercise?.solution;
    return sql === undefined ? [] : [{sql, source: {file: plan.file, line: firstLine(block, sql)}}];
  });
}

/** The file line where `sql`, the block's code or a part of it, starts. */
export function firstLine(block: PlannedBlock, sql: string): number {
  const at = Math.max(0, block.code.indexOf(sql));
  return block.line + 1 + (block.code.slice(0, at).match(/\n/g)?.length ?? 0);
}

function plan(file: string, chain: string[]): LessonPlan {
  if (chain.includes(file)) throw new Error(`sql_start: a cycle: ${[...chain, file].join(' → ')}`);
  if (!existsSync(file)) {
    const from = chain.at(-1);
    throw new Error(`${from ?? file}:1: sql_start: no lesson at ${file}`);
  }
  const raw = readFileSync(file, 'utf8');
  const start: unknown = matter(raw).data.sql_start ?? 'empty';
  const result: LessonPlan = {file, datasets: [], setup: [], setupSources: [], blocks: plannedBlocks(file, raw)};
  if (typeof start !== 'string') throw new Error(`${file}:1: sql_start must be ${START_FORMS}`);
  const after = /^after\s+(\S.*)$/.exec(start.trim());
  if (start === 'module') {
    const path = moduleStart(file);
    const {datasets, sql, line} = readModuleStart(path);
    result.datasets.push(...datasets);
    if (sql !== '') {
      result.setup.push(sql);
      result.setupSources.push({file: relative('.', path), line});
    }
  } else if (after) {
    const previous = relative('.', resolve(dirname(file), after[1]!.trim()));
    const before = plan(previous, [...chain, file]);
    result.datasets.push(...before.datasets);
    result.setup.push(...before.setup);
    result.setupSources.push(...before.setupSources);
    for (const {sql, source} of endScripts(before)) {
      result.setup.push(sql);
      result.setupSources.push(source);
    }
  } else if (start !== 'empty') {
    throw new Error(`${file}:1: sql_start: "${start}" is not one of ${START_FORMS}`);
  }
  return result;
}

/**
 * Plans a lesson (`file` relative to the project root): its datasets, the
 * setup scripts of its declared start (front matter `sql_start`) and its SQL
 * blocks with their fences, exercises and shown results. Throws an Error
 * with `file:line` for a malformed fence, exercise or shown table, an
 * unknown start, a missing lesson or dataset, or a cycle of `after`.
 */
export function planLesson(file: string): LessonPlan {
  return plan(relative('.', resolve(file)), []);
}
