import {expect, it} from 'vitest';
import {COURSE_ROOTS, courseFiles, formatProblem, runCourse} from '../../scripts/python/courseRunner';

it('runs every Python block of the course in lesson order, with shown output compared, or finds it tagged', async () => {
  const {report, problems} = await runCourse(courseFiles(COURSE_ROOTS), (line) => console.log(line));
  console.log(report);
  expect(problems.map(formatProblem).join('\n')).toBe('');
});
