import {describe, expect, it} from 'vitest';
import {lessonSteps, planPythonLesson} from './plan';

const FIXTURES = 'scripts/python/plan.fixtures';
const FIRST = `${FIXTURES}/Course/01-first.md`;

describe('planPythonLesson', () => {
  it('reads the blocks, their fences and the output shown right under them', () => {
    const plan = planPythonLesson(FIRST);
    expect(plan.blocks.map(({line, fence, shown}) => ({line, kind: fence.kind, shown}))).toEqual([
      {line: 6, kind: 'session', shown: {line: 11, text: '1'}},
      {line: 30, kind: 'script', shown: {line: 34, text: 'loaded in 0.1 s', nocheck: 'prints a time'}},
      {line: 38, kind: 'norun', shown: undefined}, // prose before the text fence
      {line: 48, kind: 'pytest', shown: undefined},
    ]);
    expect(plan.dsnVariables).toEqual(['TAXI_DSN', 'DATABASE_URL']);
    expect(plan.setup).toEqual([]);
    expect(plan.datasets).toEqual([]);
  });

  it('puts the Python blocks, the files other blocks create and the SQL in page order', () => {
    const steps = lessonSteps(planPythonLesson(FIRST)).map(({step, block}) => ({
      kind: step?.kind,
      file: step?.file,
      args: step?.args,
      line: step?.source.line,
      block: block?.line,
    }));
    expect(steps).toEqual([
      {kind: 'session', file: undefined, args: undefined, line: 6, block: 6},
      {kind: 'save', file: 'data/trips.csv', args: undefined, line: 16, block: undefined}, // the here-document's line
      {kind: 'save', file: 'config.json', args: undefined, line: 22, block: undefined},
      {kind: 'sql', file: undefined, args: undefined, line: 26, block: undefined},
      {kind: 'script', file: 'load.py', args: ['data/trips.csv'], line: 30, block: 30},
      {kind: 'save', file: 'dags/taxi.py', args: undefined, line: 38, block: 38}, // not run, but saved
      {kind: 'pytest', file: 'test_load.py', args: undefined, line: 48, block: 48},
    ]);
    const files = planPythonLesson(FIRST).files;
    expect(files.find(({file}) => file === 'data/trips.csv')?.code).toBe('id,fare\n1,9.5');
  });

  it('starts after an earlier lesson: its steps (not its tests) first, and its variables', () => {
    const plan = planPythonLesson(`${FIXTURES}/Course/02-second.md`);
    expect(plan.setup.map(({kind, source}) => `${kind} ${source.file}:${source.line}`)).toEqual([
      `session ${FIRST}:6`,
      `save ${FIRST}:16`,
      `save ${FIRST}:22`,
      `sql ${FIRST}:26`,
      `script ${FIRST}:30`,
      `save ${FIRST}:38`,
    ]);
    expect(plan.dsnVariables).toEqual(['TAXI_DSN', 'DATABASE_URL']);
  });

  it.each([
    ['nocheck.md', /nocheck\.md:9: `nocheck` only applies to the output right after a Python block/],
    ['both.md', /both\.md:1: give python_start or sql_start, not both/],
    ['loop-a.md', /python_start: a cycle: .*loop-a\.md → .*loop-b\.md → .*loop-a\.md/],
    ['dsn.md', /dsn\.md:1: python_dsn must name environment variables/],
    ['fence.md', /fence\.md:5: Python fence: unknown attribute `runnable`/],
  ])('refuses %s', (file, message) => {
    expect(() => planPythonLesson(`${FIXTURES}/Bad/${file}`)).toThrow(message);
  });
});
