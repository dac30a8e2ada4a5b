/**
 * The Python course runner: every lesson's Python blocks in lesson order, one Python session per lesson, each
 * lesson with a PostgreSQL database of its own; shown output is compared with what the blocks print.
 */
import {formatCourseReport, problemOf, type BlockStatus} from '../lib/courseReport';
import {lessonDatabases, startPostgres, type LessonDatabases, type TestPostgres} from '../lib/postgres';
import {datasetTemplates} from '../sql/engines';
import {splitStatements} from '../sql/statements';
import {compareOutput, outputLines} from './output';
import {lessonSteps, planPythonLesson, type LessonPlan, type PlannedBlock, type Step} from './plan';
import {runSteps, type StepResult} from './session';

export type Problem = {file: string; line: number; message: string};

export type LessonReport = {
  file: string;
  blocks: {line: number; status: BlockStatus}[];
  problems: Problem[];
  /** Time the lesson took, setup included: a benchmark figure, never asserted. */
  milliseconds: number;
};

/**
 * Where each lesson gets its database, holding `datasets`: the settings its code receives, and how to drop it
 * afterwards.
 */
export type LessonDatabase = {
  open(
    datasets: readonly string[],
    dsnVariables: readonly string[],
  ): Promise<{env: Record<string, string>; close(): Promise<void>}>;
};

/** SQL steps with their statements, as psql sends them; the SQL runner has already reported any that does not parse. */
async function withStatements(steps: readonly Step[]): Promise<Step[]> {
  return Promise.all(
    steps.map(async (step) =>
      step.kind === 'sql' ? {...step, statements: (await splitStatements(step.code)).map(({text}) => text)} : step,
    ),
  );
}

/** The last `count` lines of what a step printed, indented under the problem. */
function tail(output: string, count: number): string {
  const lines = outputLines(output);
  const shown = lines.slice(-count).map((line) => `    ${line}`);
  return lines.length > count
    ? [`    … (${lines.length - count} lines before)`, ...shown].join('\n')
    : shown.join('\n');
}

function failure(step: Step, result: StepResult): Problem {
  const printed = outputLines(result.output).length > 0 ? `\n${tail(result.output, 15)}` : '';
  return {
    file: step.source.file,
    line: result.line ?? step.source.line,
    message: `${result.error ?? 'failed'}${printed}`,
  };
}

/** run: ran; checked: ran and printed what the lesson shows; otherwise what differs. */
function verdict(block: PlannedBlock, result: StepResult): 'run' | 'checked' | string {
  if (!block.shown || block.shown.nocheck !== undefined) return 'run';
  const differs = compareOutput(block.shown.text, result.output);
  if (differs === null) return 'checked';
  return `the output differs from the one shown at line ${block.shown.line}: ${differs}; the block printed:\n${tail(result.output, 40)}`;
}

function planOf(file: string): LessonPlan | Problem {
  try {
    return planPythonLesson(file);
  } catch (error) {
    return problemOf(error, file);
  }
}

/** Where the course's pages live: every lesson, doc, post and page with Python. */
export const COURSE_ROOTS = ['docs', 'blog', 'src/pages'];

export {courseFiles} from '../sql/lessonOrder';

/** Runs one lesson: its setup, then its blocks, in one session; `database` gives it a PostgreSQL database. */
export async function runLesson(file: string, database: LessonDatabase): Promise<LessonReport> {
  const started = performance.now();
  const plan = planOf(file);
  if (!('blocks' in plan)) return {file, blocks: [], problems: [plan], milliseconds: 0};
  const entries = lessonSteps(plan);
  // Python runs: a lesson whose only steps are files and SQL has nothing for this runner (the SQL runner runs its SQL).
  const runs = entries.some(({step}) => step !== null && step.kind !== 'save' && step.kind !== 'sql');
  let results: StepResult[] = [];
  if (runs) {
    const steps = await withStatements([...plan.setup, ...entries.flatMap(({step}) => (step ? [step] : []))]);
    const db = await database.open(plan.datasets, plan.dsnVariables);
    try {
      results = await runSteps(steps, db.env);
    } finally {
      await db.close();
    }
  }
  const problems: Problem[] = [];
  const setupFailure = plan.setup.findIndex((_, index) => results[index] && !results[index]!.ok);
  if (setupFailure >= 0) {
    const problem = failure(plan.setup[setupFailure]!, results[setupFailure]!);
    problems.push({...problem, message: `while setting up ${plan.file}: ${problem.message}`});
  }
  let index = plan.setup.length;
  const blocks = entries.flatMap(({block, step}) => {
    const result = step ? results[index] : undefined;
    if (step) index += 1;
    if (!block) return []; // a file saved for the Python blocks, not a block of its own
    const status = (kind: BlockStatus['kind']) => ({line: block.line, status: {kind} as BlockStatus});
    if (block.fence.kind === 'norun') {
      return {line: block.line, status: {kind: 'skipped', reason: `norun: ${block.fence.reason}`} as BlockStatus};
    }
    if (!result) return status('unreached');
    if (!result.ok) {
      problems.push(failure(step!, result));
      return status('failed');
    }
    const outcome = verdict(block, result);
    if (outcome === 'run' || outcome === 'checked') return status(outcome);
    problems.push({file: plan.file, line: block.line, message: outcome});
    return status('failed');
  });
  return {file, blocks, problems, milliseconds: runs ? performance.now() - started : 0};
}

/** A table of blocks per module (run, checked, skipped, failed, not reached) and the reasons for skipping. */
export const formatReport = (reports: readonly LessonReport[]) => formatCourseReport(reports, {exercises: false});

export const formatProblem = (problem: Problem) => `${problem.file}:${problem.line}: ${problem.message}`;

/** Each lesson's database on a throwaway server, reached through libpq's PG* variables (and `python_dsn`). */
function databasesOn(server: TestPostgres, databases: LessonDatabases): LessonDatabase {
  const template = datasetTemplates(server, databases.admin);
  return {
    async open(datasets, dsnVariables) {
      const source = datasets.length > 0 ? await template(datasets) : undefined;
      const name = await databases.open(source);
      const url = server.urlFor(name);
      const env: Record<string, string> = {
        PGHOST: '127.0.0.1',
        PGPORT: String(server.port),
        PGUSER: 'postgres',
        // The server trusts connections from this machine, so the password is never checked; code that insists
        // on reading one (os.environ["PGPASSWORD"]) finds it set.
        PGPASSWORD: 'postgres',
        PGDATABASE: name,
      };
      for (const variable of dsnVariables) env[variable] = url;
      return {env, close: () => databases.close()};
    },
  };
}

/** Runs `files` in order; `log` gets each problem as it is found, then the time taken. */
export async function runCourse(files: readonly string[], log: (line: string) => void) {
  const reports: LessonReport[] = [];
  // Logical decoding on, as the change-data-capture lessons configure their own server; it decodes only WAL that
  // is flushed, so commits are flushed as on a real server.
  const server = await startPostgres({wal_level: 'logical', synchronous_commit: 'on'});
  const databases = await lessonDatabases(server);
  try {
    const database = databasesOn(server, databases);
    const started = Date.now();
    for (const file of files) {
      const report = await runLesson(file, database);
      for (const problem of report.problems) log(formatProblem(problem));
      reports.push(report);
    }
    const slowest = [...reports]
      .sort((a, b) => b.milliseconds - a.milliseconds)
      .slice(0, 3)
      .map((report) => `${report.file} ${(report.milliseconds / 1000).toFixed(1)} s`);
    log(`${files.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s (slowest: ${slowest.join(', ')})`);
  } finally {
    await databases.end();
    await server.stop();
  }
  const problems = reports.flatMap((report) => report.problems);
  return {reports, problems, report: formatReport(reports)};
}
