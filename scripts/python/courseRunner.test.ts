import {beforeAll, describe, expect, it} from 'vitest';
import {courseFiles, formatReport, runCourse, type LessonReport} from './courseRunner';

// Debian's Python with pytest and psycopg (`.ci/run` installs them) and a throwaway PostgreSQL.
const FIXTURES = 'scripts/python/runner.fixtures';

describe('runCourse (fixtures)', () => {
  let reports: Map<string, LessonReport>;

  beforeAll(async () => {
    const {reports: all} = await runCourse(courseFiles([FIXTURES]), () => undefined);
    reports = new Map(all.map((report) => [report.file.replace(`${FIXTURES}/`, ''), report]));
  }, 120_000);

  const statuses = (file: string) => reports.get(file)!.blocks.map(({line, status}) => `${line} ${status.kind}`);

  it('runs a lesson in one session: shared names, files, scripts with arguments, modules, tests, SQL, exit statuses', () => {
    expect(reports.get('good.md')!.problems).toEqual([]);
    expect(statuses('good.md')).toEqual([
      '6 checked', // the output shown under it
      '15 checked', // standard error interleaved with standard output, and `total` from the block above
      '34 checked', // a script run with its arguments on a file a here-document created
      '44 run', // a src/ module, imported
      '49 run', // pytest on a test file that imports it
      '62 checked', // the lesson's database, its SQL block run first, reached through python_dsn
      '75 run', // ends with status 3, as its fence says
      '79 run', // its output is marked nocheck
      '89 skipped',
    ]);
  });

  it('reports Python’s error at the line it points to, and leaves the blocks after it unreached', () => {
    const [problem] = reports.get('broken.md')!.problems;
    expect(problem).toMatchObject({file: `${FIXTURES}/broken.md`, line: 7});
    expect(problem!.message).toMatch(/^ValueError: invalid literal for int\(\) with base 10: 'twelve'\n/);
    expect(problem!.message).toContain('    12'); // what the block printed before it failed
    expect(statuses('broken.md')).toEqual(['5 run', '10 failed', '15 unreached']);
  });

  it('maps a failing script’s traceback to the lesson’s line', () => {
    const [problem] = reports.get('script.md')!.problems;
    expect(problem).toMatchObject({file: `${FIXTURES}/script.md`, line: 8});
    expect(problem!.message).toMatch(/^`python check\.py` exited with status 1: json\.decoder\.JSONDecodeError/);
  });

  it('says where shown output and printed output first differ, and prints what the block printed', () => {
    const [problem] = reports.get('wrong.md')!.problems;
    expect(problem!.line).toBe(5);
    expect(problem!.message).toBe(
      'the output differs from the one shown at line 10: line 3 of the shown output is `n = 3`, the block printed ' +
        '`n = 2`; the block printed:\n    n = 0\n    n = 1\n    n = 2',
    );
  });

  it('counts blocks per module', () => {
    expect(formatReport([...reports.values()])).toMatch(/runner\.fixtures \| +4 \| +5 \| +4 \| +1 \| +3 \| +1/);
  });
});
