/**
 * The course runner: every lesson's SQL, in lesson order, from its declared
 * starting point, on each engine; shown results and exercise solutions are
 * compared with what the engine returns.
 */
import {formatCourseReport, problemOf, type BlockStatus} from '../lib/courseReport';
import {compareResults} from '../../src/sql/compare';
import {DIALECT_NAMES} from '../../src/sql/fence';
import {firstLine, planLesson, type LessonPlan, type PlannedBlock} from '../../src/sql/plan';
import {formatPsqlTable, type ResultSet} from '../../src/sql/resultSet';
import {SqlFailure, type Engine, type Session} from './engines';
import {splitStatements, type Statement} from './statements';

export type Problem = {file: string; line: number; engine?: string; message: string};

export type LessonReport = {
  file: string;
  blocks: {line: number; exercise: boolean; status: BlockStatus}[];
  problems: Problem[];
  /** Time spent on the lesson per engine (setup included): a benchmark figure, never asserted. */
  milliseconds: Record<string, number>;
};

const TIMEOUT_CODE = '57014';

/** Where in the file a failing statement's error points: its position when PostgreSQL gives one. */
function errorLine(code: string, codeLine: number, statement: Statement, error: SqlFailure): number {
  const at = statement.offset + (error.position ? error.position - 1 : 0);
  return codeLine + (code.slice(0, at).match(/\n/g)?.length ?? 0);
}

type Rows = {result: ResultSet; ordered: boolean};
type Outcome = {ok: true; results: Rows[]} | {ok: false; problem: Problem; timeout: boolean};

/** Runs `code` statement by statement; the results of the statements that returned columns, in order. */
async function runScript(
  session: Session,
  engine: string,
  code: string,
  file: string,
  codeLine: number,
): Promise<Outcome> {
  let statements: Statement[];
  try {
    statements = await splitStatements(code);
  } catch (error) {
    return {
      ok: false,
      timeout: false,
      problem: {file, line: codeLine, engine, message: `does not parse: ${(error as Error).message}`},
    };
  }
  const results: Rows[] = [];
  for (const statement of statements) {
    try {
      const result = await session.run(statement.text);
      if (result) results.push({result, ordered: statement.ordered});
    } catch (error) {
      if (!(error instanceof SqlFailure)) throw error;
      const line = errorLine(code, codeLine, statement, error);
      return {ok: false, timeout: error.code === TIMEOUT_CODE, problem: {file, line, engine, message: error.message}};
    }
  }
  return {ok: true, results};
}

/**
 * Runs a block that shows errors as psql does, going on after each failed
 * statement; null when it fails with exactly the errors shown.
 */
async function runShowingErrors(session: Session, block: PlannedBlock, shown: string[]): Promise<string | null> {
  const errors: string[] = [];
  for (const statement of await splitStatements(block.code)) {
    try {
      await session.run(statement.text);
    } catch (error) {
      if (!(error instanceof SqlFailure)) throw error;
      errors.push(error.message);
    }
  }
  if (errors.join('\n') === shown.join('\n')) return null;
  const got = errors.length === 0 ? 'it succeeds' : `it fails with: ${errors.join(' / ')}`;
  return `the block should fail with: ${shown.join(' / ')}; ${got}`;
}

type EngineRun = {
  statuses: Map<number, 'run' | 'checked' | 'failed' | 'unreached'>;
  problems: Problem[];
  timeout: boolean;
};

async function runOn(engine: Engine, plan: LessonPlan): Promise<EngineRun> {
  const statuses: EngineRun['statuses'] = new Map();
  const problems: Problem[] = [];
  const runnable = plan.blocks.filter((block) => block.fence.kind === 'run' || block.fence.kind === 'exercise');
  const session = await engine.open(plan.datasets);
  try {
    for (const [index, sql] of plan.setup.entries()) {
      const source = plan.setupSources[index]!;
      const outcome = await runScript(session, engine.name, sql, source.file, source.line);
      if (!outcome.ok) {
        problems.push({...outcome.problem, message: `while setting up ${plan.file}: ${outcome.problem.message}`});
        for (const block of runnable) statuses.set(block.line, 'unreached');
        return {statuses, problems, timeout: outcome.timeout};
      }
    }
    for (const [index, block] of runnable.entries()) {
      if (block.shownErrors) {
        const failed = await runShowingErrors(session, block, block.shownErrors);
        statuses.set(block.line, failed === null ? 'checked' : 'failed');
        if (failed !== null) problems.push({file: plan.file, line: block.line, engine: engine.name, message: failed});
        continue;
      }
      const code = block.exercise ? block.exercise.solution : block.code;
      const outcome = await runScript(session, engine.name, code, plan.file, firstLine(block, code));
      if (!outcome.ok) {
        problems.push(outcome.problem);
        statuses.set(block.line, 'failed');
        for (const later of runnable.slice(index + 1)) statuses.set(later.line, 'unreached');
        return {statuses, problems, timeout: outcome.timeout};
      }
      const check = checkResult(block, outcome.results);
      if (check === null) statuses.set(block.line, 'run');
      else if (check === true) statuses.set(block.line, 'checked');
      else {
        statuses.set(block.line, 'failed');
        problems.push({file: plan.file, line: block.line, engine: engine.name, message: check});
      }
    }
    return {statuses, problems, timeout: false};
  } finally {
    await session.close();
  }
}

/**
 * null: nothing to compare; true: as expected; otherwise what differs. An
 * exercise's expected result is its solution's last result; a text fence of
 * N tables shows the block's last N results.
 */
function checkResult(block: PlannedBlock, results: Rows[]): true | string | null {
  const expected = block.exercise ? [block.exercise.expected] : block.shown;
  if (!expected) return null;
  const what = block.exercise ? "the exercise's solution" : 'the shown result';
  if (results.length < expected.length) {
    return `${what}: ${expected.length} table(s) shown, but the block returns rows from ${results.length} statement(s)`;
  }
  const compared = results.slice(results.length - expected.length);
  for (const [index, table] of expected.entries()) {
    const {result, ordered} = compared[index]!;
    const verdict = compareResults(table, result, {ordered: block.exercise ? block.exercise.ordered : ordered});
    if (!verdict.ok) {
      const which = expected.length > 1 ? ` (table ${index + 1} of ${expected.length})` : '';
      return `${what}${which} differs: ${verdict.message}; the block returns:\n${formatPsqlTable(result)}`;
    }
  }
  return true;
}

function skipReason(block: PlannedBlock): string | null {
  if (block.fence.kind === 'dialect') return `dialect: ${DIALECT_NAMES[block.fence.dialect] ?? block.fence.dialect}`;
  if (block.fence.kind === 'norun') return `norun: ${block.fence.reason}`;
  return null;
}

/** Runs one lesson on every engine in turn (PGlite has no statement timeout, so a lesson that timed out is not re-run there). */
export async function runLesson(file: string, engines: readonly Engine[]): Promise<LessonReport> {
  let plan: LessonPlan;
  try {
    plan = planLesson(file);
  } catch (error) {
    return {file, blocks: [], problems: [problemOf(error, file)], milliseconds: {}};
  }
  const runs: EngineRun[] = [];
  const runnable = plan.blocks.some((block) => block.fence.kind === 'run' || block.fence.kind === 'exercise');
  const milliseconds: Record<string, number> = {};
  for (const engine of runnable ? engines : []) {
    if (runs.some((run) => run.timeout)) break;
    const started = performance.now();
    runs.push(await runOn(engine, plan));
    milliseconds[engine.name] = performance.now() - started;
  }
  const rank = {unreached: 3, failed: 4, run: 1, checked: 2} as const;
  const blocks = plan.blocks.map((block) => {
    const reason = skipReason(block);
    if (reason) return {line: block.line, exercise: false, status: {kind: 'skipped', reason} as BlockStatus};
    // The worst outcome over the engines: failed, then unreached, then run without a check.
    const kinds = runs.map((run) => run.statuses.get(block.line) ?? 'unreached');
    const worst = kinds.reduce(
      (a, b) => (rank[b] > rank[a] || (a === 'checked' && b === 'run') ? b : a),
      'checked' as keyof typeof rank,
    );
    return {line: block.line, exercise: block.fence.kind === 'exercise', status: {kind: worst} as BlockStatus};
  });
  return {file, blocks, problems: runs.flatMap((run) => run.problems), milliseconds};
}

/** A table of blocks per module (run, checked, skipped, failed, not reached, exercises) and the reasons for skipping. */
export const formatReport = (reports: readonly LessonReport[]) => formatCourseReport(reports, {exercises: true});

export const formatProblem = (problem: Problem) =>
  `${problem.file}:${problem.line}${problem.engine ? ` [${problem.engine}]` : ''}: ${problem.message}`;
