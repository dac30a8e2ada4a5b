import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {formatReport, runLesson, type LessonReport} from './courseRunner';
import {pgliteEngine, type Engine} from './engines';

const FILE = 'scripts/sql/runner.fixtures/wrong.md';

describe('runLesson (on PGlite)', () => {
  let engine: Engine;
  let report: LessonReport;

  beforeAll(async () => {
    engine = await pgliteEngine();
    report = await runLesson(FILE, [engine]);
  }, 60_000);
  afterAll(() => engine.stop());

  it('reports each failure with file:line, engine and what differs', () => {
    expect(
      report.problems.map(({line, engine: name, message}) => ({line, name, message: message.split(';')[0]})),
    ).toEqual([
      {line: 5, name: 'PGlite', message: 'the shown result differs: column `b` differs in row 2'},
      {line: 39, name: 'PGlite', message: "the exercise's solution differs: column `n` differs in row 1"},
      {line: 55, name: 'PGlite', message: 'column "missing" does not exist'}, // where PostgreSQL's position points
    ]);
    expect(report.problems[0]!.message).toContain(' 2 | NULL');
  });

  it('checks shown results, errors shown on purpose and exercises, skips other dialects, stops at a failure', () => {
    expect(report.blocks.map(({line, status}) => `${line} ${status.kind}`)).toEqual([
      '5 failed',
      '19 checked',
      '31 checked',
      '39 failed',
      '49 skipped',
      '53 failed',
      '58 unreached',
    ]);
    expect(formatReport([report])).toMatch(/runner\.fixtures \| +1 \| +0 \| +2 \| +1 \| +3 \| +1 \| +1/);
  });
});
