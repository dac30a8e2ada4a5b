/**
 * A lesson's Python plan: its Python blocks in order with their fences and the output shown under them, what to
 * run before them (the lessons it says it starts after), and the environment variables that receive the
 * connection string of its database. See README.md.
 */
import {existsSync, readFileSync} from 'node:fs';
import {dirname, relative, resolve} from 'node:path';
import matter from 'gray-matter';
import {planLesson as planSqlLesson, type LessonPlan as SqlPlan} from '../../src/sql/plan';
import {blockRightAfter, codeBlocks, type CodeBlock} from '../content/markdown';
import {fenceFile, parseOutputFence, parsePythonFence, titleFile, type PythonFence} from './fence';

/** The output a lesson shows under a block: a ```text fence right after it. */
export type ShownOutput = {line: number; text: string; nocheck?: string};

export type PlannedBlock = {line: number; code: string; fence: PythonFence; shown?: ShownOutput};

/** A file the lesson has the learner create outside Python: a block titled with its name, or a shell here-document. */
export type LessonFile = {line: number; file: string; code: string};

/**
 * One thing the session does: type code into the session, save a file, run a script or pytest, or run SQL on the
 * lesson's database as psql would.
 */
export type Step = {
  kind: 'session' | 'script' | 'module' | 'main' | 'pytest' | 'save' | 'sql';
  code: string;
  /** The file to save the code as, relative to the lesson's folder (scripts, test files, saved blocks). */
  file?: string;
  /** A script's command-line arguments. */
  args?: string[];
  /** The exit status a script or pytest ends with (0 unless the lesson shows it failing on purpose). */
  exit?: number;
  /** The module a `module` step imports, or the module (or package) a `main` step runs. */
  module?: string;
  /** SQL split into statements, sent one at a time (filled in by the runner, which splits with PostgreSQL's parser). */
  statements?: string[];
  /** The lesson file and the line of the block's opening fence. */
  source: {file: string; line: number};
};

export type LessonPlan = {
  file: string;
  /** The SQL datasets the lesson's database starts with (its `sql_start`, see src/sql/README.md). */
  datasets: string[];
  /**
   * What runs first, in order: the SQL of the lesson's `sql_start`, or, with `python_start`, every step of the
   * lessons this one starts after (their tests excepted).
   */
  setup: Step[];
  blocks: PlannedBlock[];
  /** Files the lesson's other blocks create, saved when the session reaches them. */
  files: LessonFile[];
  /** The lesson's SQL that runs (PostgreSQL blocks and exercise solutions), run on its database in page order. */
  sql: {line: number; code: string}[];
  /** Variables besides libpq's PG* that are set to the lesson database's connection string (`python_dsn`). */
  dsnVariables: string[];
};

export const isPython = (lang: string) => lang === 'python' || lang === 'py';

/** The step a block is, or null when it is neither run nor saved. */
export function stepOf(block: PlannedBlock, file: string): Step | null {
  const source = {file, line: block.line};
  const {fence} = block;
  if (fence.kind === 'norun')
    return fence.file === undefined ? null : {kind: 'save', code: block.code, file: fence.file, source};
  if (fence.kind === 'session') return {kind: 'session', code: block.code, source};
  if (fence.kind === 'pytest') return {kind: 'pytest', code: block.code, file: fence.file, exit: fence.exit, source};
  if (fence.kind === 'module')
    return {kind: 'module', code: block.code, file: fence.file, module: fence.module, source};
  if (fence.kind === 'main') {
    const {file: path, module, args, exit} = fence;
    return {kind: 'main', code: block.code, file: path, module, args, exit, source};
  }
  return {kind: 'script', code: block.code, file: fence.file, args: fence.args, exit: fence.exit, source};
}

/** The lesson's steps in page order: its Python blocks (with the block each comes from) and its other files. */
export function lessonSteps(plan: LessonPlan): {step: Step | null; block?: PlannedBlock}[] {
  type Entry = {line: number; step: Step | null; block?: PlannedBlock};
  const entries: Entry[] = [
    ...plan.blocks.map((block) => ({line: block.line, step: stepOf(block, plan.file), block})),
    ...plan.files.map(({line, file, code}): Entry => ({
      line,
      step: {kind: 'save', code, file, source: {file: plan.file, line}},
    })),
    ...plan.sql.map(({line, code}): Entry => ({line, step: {kind: 'sql', code, source: {file: plan.file, line}}})),
  ];
  return entries.sort((a, b) => a.line - b.line).map(({step, block}) => (block ? {step, block} : {step}));
}

const SHELLS = new Set(['bash', 'sh', 'shell', 'zsh']);
/** `cat > path <<'EOF'` (or <<EOF, <<"EOF"), the usual way a lesson has a small file typed in the shell. */
const HEREDOC = /^\s*cat\s+>\s*(\S+)\s+<<-?\s*(['"]?)(\w+)\2\s*$/;

/** The files a non-Python block creates: its title when that is a file name, or the here-documents of a shell block. */
function createdFiles(block: CodeBlock): LessonFile[] {
  if (SHELLS.has(block.lang)) {
    const lines = block.code.split('\n');
    const files: LessonFile[] = [];
    for (let index = 0; index < lines.length; index += 1) {
      const match = HEREDOC.exec(lines[index]!);
      const file = match ? titleFile(match[1]!) : undefined;
      if (!match || !file) continue;
      const end = lines.findIndex((line, at) => at > index && line.trim() === match[3]);
      if (end < 0) continue;
      files.push({line: block.line + 1 + index, file, code: lines.slice(index + 1, end).join('\n')});
      index = end;
    }
    return files;
  }
  let file: string | undefined;
  try {
    file = fenceFile(block.meta, `${block.lang} fence`);
  } catch {
    return []; // other checks own other fences' syntax; an unreadable title names no file
  }
  return file === undefined ? [] : [{line: block.line, file, code: block.code}];
}

function plannedBlocks(file: string, raw: string): {blocks: PlannedBlock[]; files: LessonFile[]} {
  const blocks = codeBlocks(raw);
  const planned: PlannedBlock[] = [];
  const files: LessonFile[] = [];
  blocks.forEach((block, index) => {
    if (!isPython(block.lang)) {
      files.push(...createdFiles(block));
      return;
    }
    let fence: PythonFence;
    try {
      fence = parsePythonFence(block.meta);
    } catch (error) {
      throw new Error(`${file}:${block.line}: ${(error as Error).message}`);
    }
    const entry: PlannedBlock = {line: block.line, code: block.code, fence};
    const next = blockRightAfter(raw, blocks, index);
    if (next?.lang === 'text') {
      try {
        entry.shown = {line: next.line, text: next.code, ...parseOutputFence(next.meta)};
      } catch (error) {
        throw new Error(`${file}:${next.line}: ${(error as Error).message}`);
      }
    }
    planned.push(entry);
  });
  // `nocheck` anywhere else would promise a comparison that never happens.
  blocks.forEach((block, index) => {
    const previous = blocks[index - 1];
    const isOutput = previous && isPython(previous.lang) && blockRightAfter(raw, blocks, index - 1) === block;
    if (block.lang === 'text' && /\bnocheck\b/.test(block.meta) && !isOutput) {
      throw new Error(`${file}:${block.line}: \`nocheck\` only applies to the output right after a Python block`);
    }
  });
  return {blocks: planned, files};
}

function names(value: unknown, file: string): string[] {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  for (const name of list) {
    if (typeof name !== 'string' || !/^[A-Z_][A-Z0-9_]*$/.test(name)) {
      throw new Error(`${file}:1: python_dsn must name environment variables (TAXI_DSN, or a list of them)`);
    }
  }
  return list as string[];
}

/** The SQL of a lesson that changes its database: runnable blocks (not those shown failing) and exercise solutions. */
function sqlSteps(sqlPlan: SqlPlan): {line: number; code: string}[] {
  return sqlPlan.blocks.flatMap((block) => {
    if (block.shownErrors) return [];
    const code = block.fence.kind === 'run' ? block.code : block.exercise?.solution;
    return code === undefined ? [] : [{line: block.line, code}];
  });
}

function plan(file: string, chain: string[]): LessonPlan {
  if (chain.includes(file)) throw new Error(`${file}:1: python_start: a cycle: ${[...chain, file].join(' → ')}`);
  if (!existsSync(file)) throw new Error(`${chain.at(-1) ?? file}:1: python_start: no lesson at ${file}`);
  const raw = readFileSync(file, 'utf8');
  const front = matter(raw).data as {python_start?: unknown; python_dsn?: unknown; sql_start?: unknown};
  if (front.python_start !== undefined && front.sql_start !== undefined) {
    throw new Error(
      `${file}:1: give python_start or sql_start, not both: python_start replays the earlier lesson, SQL included`,
    );
  }
  const sqlPlan = planSqlLesson(file);
  const result: LessonPlan = {
    file,
    datasets: [],
    setup: [],
    ...plannedBlocks(file, raw),
    sql: sqlSteps(sqlPlan),
    dsnVariables: names(front.python_dsn, file),
  };
  if (front.python_start === undefined) {
    result.datasets = sqlPlan.datasets;
    result.setup = sqlPlan.setup.map((code, index) => ({kind: 'sql', code, source: sqlPlan.setupSources[index]!}));
    return result;
  }
  const after = typeof front.python_start === 'string' ? /^after\s+(\S.*)$/.exec(front.python_start.trim()) : null;
  if (!after) throw new Error(`${file}:1: python_start must be \`after <relative lesson path>\``);
  const previous = plan(relative('.', resolve(dirname(file), after[1]!.trim())), [...chain, file]);
  result.datasets = previous.datasets;
  result.setup.push(...previous.setup);
  for (const {step} of lessonSteps(previous)) {
    // Tests check the earlier lesson; they leave nothing this one needs.
    if (step && step.kind !== 'pytest') result.setup.push(step);
  }
  for (const name of previous.dsnVariables) if (!result.dsnVariables.includes(name)) result.dsnVariables.push(name);
  return result;
}

/**
 * Plans a lesson (`file` relative to the project root). Throws an Error with `file:line` for a malformed fence,
 * `python_start` or `python_dsn`, a missing lesson, or a cycle of `after`.
 */
export function planPythonLesson(file: string): LessonPlan {
  return plan(relative('.', resolve(file)), []);
}
