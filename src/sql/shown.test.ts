import {describe, expect, it} from 'vitest';
import type {SqlFence} from './fence';
import {shownOutput, type NextFence} from './shown';

const RUN: SqlFence = {kind: 'run'};
const PSQL_OUTPUT = [
  'BEGIN',
  'UPDATE 1',
  'ERROR:  division by zero',
  'ERROR:  current transaction is aborted, commands ignored until end of transaction block',
  'ROLLBACK',
].join('\n');
const TABLE = ' n\n---\n 1\n(1 row)';
const text = (code: string, adjacent = true): NextFence => ({lang: 'text', code, adjacent});

describe('shownOutput', () => {
  it.each<[string, SqlFence, NextFence | undefined, ReturnType<typeof shownOutput>]>([
    [
      'ERROR lines, in order, without their prefix',
      RUN,
      text(PSQL_OUTPUT),
      {
        kind: 'errors',
        errors: ['division by zero', 'current transaction is aborted, commands ignored until end of transaction block'],
      },
    ],
    [
      'an indented ERROR line',
      RUN,
      text('  ERROR:   relation "x" does not exist  '),
      {kind: 'errors', errors: ['relation "x" does not exist']},
    ],
    ['a table', RUN, text(TABLE), {kind: 'text', text: TABLE}],
    [
      '"ERROR:" inside a line is not an error line',
      RUN,
      text(' note\n------\n an ERROR: here'),
      {kind: 'text', text: ' note\n------\n an ERROR: here'},
    ],
    [
      'ERROR without the colon and space',
      RUN,
      text('ERROR division by zero'),
      {kind: 'text', text: 'ERROR division by zero'},
    ],
    ['prose between the fences', RUN, text(PSQL_OUTPUT, false), null],
    ['a fence in another language', RUN, {lang: 'console', code: PSQL_OUTPUT, adjacent: true}, null],
    ['a fence without a language', RUN, {lang: undefined, code: PSQL_OUTPUT, adjacent: true}, null],
    ['no fence after the block', RUN, undefined, null],
    ['an exercise', {kind: 'exercise', ordered: false}, text(PSQL_OUTPUT), null],
    ['a block in another dialect', {kind: 'dialect', dialect: 'bigquery'}, text(PSQL_OUTPUT), null],
    ['a block that does not run here', {kind: 'norun', reason: 'two sessions'}, text(PSQL_OUTPUT), null],
  ])('%s', (_, fence, next, expected) => {
    expect(shownOutput(fence, next)).toEqual(expected);
  });
});
