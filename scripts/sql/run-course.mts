/**
 * Runs the course's SQL (all lessons, or the files and folders given) on
 * PostgreSQL and PGlite, prints every problem as file:line and a table per
 * module, and exits non-zero when a block fails.
 *
 *   npx tsx scripts/sql/run-course.mts [docs/…/Module-3 | lesson.md …]
 */
import {courseFiles} from './lessonOrder.ts';
import {runCourse} from './runCourse.ts';

const args = process.argv.slice(2);
const files = courseFiles(args.length > 0 ? args : ['docs', 'blog']);
const {report, problems} = await runCourse(files, (line) => console.log(line));
console.log(report);
process.exitCode = problems.length > 0 ? 1 : 0;
