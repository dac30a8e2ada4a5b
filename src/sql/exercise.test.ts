import {describe, expect, it} from 'vitest';
import {parseExercise} from './exercise';

const fence = (...lines: string[]) => lines.join('\n');

const full = fence(
  '-- task: Which three pickup boroughs have the most trips?',
  '-- Return borough and trips, most trips first.',
  '-- starter:',
  'SELECT borough',
  'FROM zones',
  '-- solution:',
  'SELECT z.borough, count(*) AS trips',
  'FROM trips t JOIN zones z ON z.location_id = t.pickup_location_id',
  'GROUP BY z.borough ORDER BY trips DESC LIMIT 3;',
  '-- expected:',
  '--  borough   | trips',
  '-- -----------+-------',
  '--  Manhattan |  4120',
  '--  Queens    |  NULL',
  '--  Brooklyn  |',
);

describe('parseExercise', () => {
  it('reads every section', () => {
    expect(parseExercise(full, true)).toEqual({
      task: 'Which three pickup boroughs have the most trips? Return borough and trips, most trips first.',
      starter: 'SELECT borough\nFROM zones',
      solution:
        'SELECT z.borough, count(*) AS trips\nFROM trips t JOIN zones z ON z.location_id = t.pickup_location_id\nGROUP BY z.borough ORDER BY trips DESC LIMIT 3;',
      expected: {
        columns: [
          {name: 'borough', type: ''},
          {name: 'trips', type: ''},
        ],
        rows: [
          ['Manhattan', '4120'],
          ['Queens', null],
          ['Brooklyn', ''],
        ],
      },
      ordered: true,
    });
  });

  it.each([
    [
      'an absent starter',
      fence('-- task: Count', '-- solution:', 'SELECT 1 AS n;', '-- expected:', '-- n', '-- ---', '-- 1'),
    ],
    [
      'an empty starter',
      fence(
        '-- task: Count',
        '-- starter:',
        '',
        '-- solution:',
        'SELECT 1 AS n;',
        '-- expected:',
        '--  n',
        '-- ---',
        '--  1',
      ),
    ],
    [
      'the task on the next line',
      fence(
        '-- task:',
        '-- Count',
        '-- solution:',
        'SELECT 1 AS n;',
        '-- expected:',
        '--  n',
        '-- ---',
        '--  1',
        '-- (1 row)',
      ),
    ],
  ])('reads an exercise with %s', (_, code) => {
    const exercise = parseExercise(code, false);
    expect(exercise).toMatchObject({task: 'Count', starter: '', solution: 'SELECT 1 AS n;', ordered: false});
    expect(exercise.expected.rows).toEqual([['1']]);
  });

  it.each([
    [
      'no task',
      fence('-- solution:', 'SELECT 1;', '-- expected:', '-- a', '-- -', '-- 1'),
      /line 1 .*must come|no `-- task:`/,
    ],
    ['text before the task', fence('SELECT 1;', '-- task: x'), /line 1 comes before `-- task:`/],
    [
      'markers out of order',
      fence('-- task: x', '-- solution:', 'SELECT 1;', '-- starter:', 'SELECT'),
      /`-- starter:` \(line 4\) must come before `-- solution:`/,
    ],
    [
      'expected before solution',
      fence('-- task: x', '-- expected:', '-- a', '-- solution:', 'SELECT 1'),
      /`-- solution:` \(line 4\) must come before `-- expected:`/,
    ],
    [
      'a second solution',
      fence('-- task: x', '-- solution:', 'SELECT 1;', '-- solution:', 'SELECT 2;'),
      /line 4 opens a second `-- solution:`/,
    ],
    ['no solution', fence('-- task: x', '-- starter:', 'SELECT 1;'), /no `-- solution:` section/],
    [
      'an empty solution',
      fence('-- task: x', '-- solution:', '', '-- expected:', '-- a', '-- ---', '-- 1'),
      /the solution is empty/,
    ],
    [
      'an empty task',
      fence('-- task:', '-- solution:', 'SELECT 1', '-- expected:', '-- a', '-- ---', '-- 1'),
      /the task is empty/,
    ],
    ['no expected result', fence('-- task: x', '-- solution:', 'SELECT 1;'), /no `-- expected:` section/],
    [
      'an expected result that is not a table',
      fence('-- task: x', '-- solution:', 'SELECT 1;', '-- expected:', '-- one row'),
      /line 4\) is not a psql table/,
    ],
    [
      'an uncommented expected line',
      fence('-- task: x', '-- solution:', 'SELECT 1;', '-- expected:', '-- a', '-- ---', '1'),
      /line 7 in `-- expected:` must be a `-- ` comment/,
    ],
    [
      'a malformed expected table',
      fence('-- task: x', '-- solution:', 'SELECT 1;', '-- expected:', '--  a | b', '-- ---+---', '--  1'),
      /expected result \(line 4\): psql table: line 3 has 1 cells/,
    ],
    [
      'SQL inside the task',
      fence('-- task: x', 'SELECT 1;', '-- solution:', 'SELECT 1;'),
      /line 2 in `-- task:` must be a `-- ` comment/,
    ],
  ])('refuses %s', (_, code, message) => {
    expect(() => parseExercise(code, false)).toThrow(message);
  });
});
