import {expect, it} from 'vitest';
import {formatProblem} from '../../scripts/sql/courseRunner';
import {lessonsInOrder} from '../../scripts/sql/lessonOrder';
import {runCourse} from '../../scripts/sql/runCourse';

it('runs every PostgreSQL block of the course in lesson order on PostgreSQL and PGlite, with shown results and exercises checked', async () => {
  const files = [...lessonsInOrder('docs'), ...lessonsInOrder('blog')];
  const {report, problems} = await runCourse(files, (line) => console.log(line));
  console.log(report);
  expect(problems.map(formatProblem).join('\n')).toBe('');
});
