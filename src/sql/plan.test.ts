import {describe, expect, it} from 'vitest';
import {planLesson} from './plan';

const FIXTURES = 'src/sql/plan.fixtures';
const MODULE = `${FIXTURES}/Module`;

describe('planLesson', () => {
  it('plans a lesson that starts from its module: datasets, module schema, blocks with fences and results', () => {
    const plan = planLesson(`${MODULE}/section/01-first.md`);
    expect(plan.file).toBe(`${MODULE}/section/01-first.md`);
    expect(plan.datasets).toEqual(['taxi']);
    expect(plan.setup).toEqual([expect.stringMatching(/^-- The module's schema[\s\S]*CREATE VIEW trips_per_zone/)]);
    expect(plan.setupSources).toEqual([{file: `${MODULE}/sql-start.sql`, line: 2}]);
    expect(plan.blocks.map(({line, fence}) => ({line, kind: fence.kind}))).toEqual([
      {line: 8, kind: 'run'},
      {line: 16, kind: 'run'},
      {line: 27, kind: 'dialect'},
      {line: 31, kind: 'norun'},
      {line: 35, kind: 'exercise'},
      {line: 45, kind: 'run'},
    ]);
    const [create, count, , , exercise, two] = plan.blocks;
    expect(create!.shown).toBeUndefined(); // a text fence that is not a table
    expect(count!.shown).toEqual([{columns: [{name: 'n', type: ''}], rows: [['0']]}]);
    expect(exercise!.exercise).toMatchObject({
      task: 'Add a note.',
      solution: 'INSERT INTO notes VALUES (1) RETURNING id;',
    });
    expect(two!.shown).toBeUndefined(); // prose between the fences
  });

  it('starts after a chain of lessons with their end states, solutions included, skipping what cannot run', () => {
    const plan = planLesson(`${MODULE}/section/03-third.md`);
    expect(plan.datasets).toEqual(['taxi']);
    expect(plan.setup.slice(1)).toEqual([
      'CREATE TABLE notes (id integer);',
      'SELECT count(*) AS n FROM notes;',
      'INSERT INTO notes VALUES (1) RETURNING id;',
      'SELECT 2 AS two;',
      'SELECT id FROM notes;',
    ]);
    expect(plan.setupSources.map(({file, line}) => `${file.split('/').at(-1)}:${line}`)).toEqual([
      'sql-start.sql:2',
      '01-first.md:9',
      '01-first.md:17',
      '01-first.md:38',
      '01-first.md:46',
      '02-second.md:7',
    ]);
    expect(plan.blocks.map((block) => block.code)).toEqual(['SELECT 3;']);
    // 02's block that fails on purpose is not part of its end state.
    expect(plan.setup).not.toContain('SELECT nope FROM notes;');
    expect(planLesson(`${MODULE}/section/02-second.md`).blocks[1]).toMatchObject({shownErrors: ['column "nope" does not exist']});
  });

  it('starts empty without sql_start, and ignores SQL shown inside another fence', () => {
    expect(planLesson(`${MODULE}/section/04-plain.md`)).toEqual({
      file: `${MODULE}/section/04-plain.md`,
      datasets: [],
      setup: [],
      setupSources: [],
      blocks: [],
    });
  });

  it.each([
    ['a cycle', `${FIXTURES}/Loop/a.md`, /sql_start: a cycle: .*Loop\/a\.md → .*Loop\/b\.md → .*Loop\/a\.md/],
    [
      'a missing lesson',
      `${FIXTURES}/Bad/missing.md`,
      /Bad\/missing\.md:1: sql_start: no lesson at .*Bad\/nowhere\.md/,
    ],
    [
      'an unknown start',
      `${FIXTURES}/Bad/unknown-start.md`,
      /unknown-start\.md:1: sql_start: "previous" is not one of/,
    ],
    ['no module start', `${FIXTURES}/Bad/no-module.md`, /no-module\.md:1: sql_start: module, but no sql-start\.sql/],
    ['an unknown dataset', `${FIXTURES}/BadData/lesson.md`, /BadData\/sql-start\.sql:1: no dataset "nosuchdata"/],
    ['a bad fence', `${FIXTURES}/Bad/bad-fence.md`, /bad-fence\.md:5: SQL fence: unknown dialect "klingon"/],
    ['a bad exercise', `${FIXTURES}/Bad/bad-exercise.md`, /bad-exercise\.md:5: exercise: no `-- task:` section/],
    [
      'a bad shown table',
      `${FIXTURES}/Bad/bad-shown.md`,
      /bad-shown\.md:9: shown result: psql table: line 3 has 1 cells/,
    ],
    ['a lesson that does not exist', `${FIXTURES}/none.md`, /none\.md:1: sql_start: no lesson at/],
  ])('refuses %s', (_, file, message) => {
    expect(() => planLesson(file)).toThrow(message);
  });
});
