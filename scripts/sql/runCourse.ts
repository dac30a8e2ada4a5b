import {formatProblem, formatReport, runLesson, type LessonReport, type Problem} from './courseRunner';
import {pgliteEngine, postgresEngine, type Engine} from './engines';

/** Runs `files` on both engines; `log` gets each problem as it is found and the time each engine took. */
export async function runCourse(files: readonly string[], log: (line: string) => void) {
  const engines: Engine[] = [];
  const reports: LessonReport[] = [];
  try {
    engines.push(await postgresEngine(), await pgliteEngine());
    const started = Date.now();
    for (const file of files) {
      const report = await runLesson(file, engines);
      for (const problem of report.problems) log(formatProblem(problem));
      reports.push(report);
    }
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const perEngine = engines.map((engine) => {
      const total = reports.reduce((sum, report) => sum + (report.milliseconds[engine.name] ?? 0), 0);
      return `${engine.name} ${seconds(total)}`;
    });
    log(`${files.length} files in ${seconds(Date.now() - started)} (${perEngine.join(', ')})`);
  } finally {
    for (const engine of engines) await engine.stop();
  }
  const problems: Problem[] = reports.flatMap((report) => report.problems);
  return {reports, problems, report: formatReport(reports)};
}
