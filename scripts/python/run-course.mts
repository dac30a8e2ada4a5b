/**
 * Runs the course's Python (all lessons, or the files and folders given) in lesson order, prints every problem as
 * file:line and a table per module, and exits non-zero when a block fails.
 *
 *   npx tsx scripts/python/run-course.mts [docs/…/Module-4 | lesson.md …]
 */
import {COURSE_ROOTS, courseFiles, runCourse} from './courseRunner.ts';

const args = process.argv.slice(2);
const {report, problems} = await runCourse(courseFiles(args.length > 0 ? args : COURSE_ROOTS), (line) =>
  console.log(line),
);
console.log(report);
process.exitCode = problems.length > 0 ? 1 : 0;
