import {describe, expect, it} from 'vitest';
import {describeBlocks, pendingBefore, failedUnexpectedly} from './sequence';

describe('pendingBefore', () => {
  it.each([
    {index: 0, done: [], pending: []},
    {index: 4, done: [], pending: [0, 1, 2, 3]},
    {index: 4, done: [0, 1, 2, 3], pending: []},
    {index: 4, done: [1, 3], pending: [0, 2]},
    {index: 2, done: [5], pending: [0, 1]},
  ])('block $index with $done done: $pending', ({index, done, pending}) => {
    expect(pendingBefore(index, new Set(done))).toEqual(pending);
  });
});

describe('describeBlocks', () => {
  it.each([
    {indexes: [1], text: 'block 2'},
    {indexes: [0, 1], text: 'blocks 1–2'},
    {indexes: [0, 1, 2, 3], text: 'blocks 1–4'},
    {indexes: [0, 2, 3], text: 'blocks 1, 3 and 4'},
    {indexes: [0, 2], text: 'blocks 1 and 3'},
  ])('$indexes: $text', ({indexes, text}) => {
    expect(describeBlocks(indexes)).toBe(text);
  });
});

describe('failedUnexpectedly', () => {
  const SHOWN = ['division by zero', 'current transaction is aborted, commands ignored until end of transaction block'];
  const errors = (...messages: string[]) => messages.map((message) => ({message}));
  it.each([
    {why: 'a block without errors', outcome: {ok: true}, shown: undefined, failed: false},
    {why: 'a psql-mode reply without errors', outcome: {ok: true, errors: []}, shown: undefined, failed: false},
    {why: 'a failed block', outcome: {ok: false}, shown: undefined, failed: true},
    {why: 'a failed block, though errors were shown', outcome: {ok: false}, shown: SHOWN, failed: true},
    {why: 'the errors shown, in order', outcome: {ok: true, errors: errors(...SHOWN)}, shown: SHOWN, failed: false},
    {
      why: 'the errors in another order',
      outcome: {ok: true, errors: errors(SHOWN[1]!, SHOWN[0]!)},
      shown: SHOWN,
      failed: true,
    },
    {why: 'one error of two', outcome: {ok: true, errors: errors(SHOWN[0]!)}, shown: SHOWN, failed: true},
    {
      why: 'another error',
      outcome: {ok: true, errors: errors('relation "x" does not exist')},
      shown: ['division by zero'],
      failed: true,
    },
    {why: 'an edited block that no longer fails', outcome: {ok: true, errors: []}, shown: SHOWN, failed: false},
    {
      why: 'an error where none is shown',
      outcome: {ok: true, errors: errors('division by zero')},
      shown: undefined,
      failed: true,
    },
  ])('$why: $failed', ({outcome, shown, failed}) => {
    expect(failedUnexpectedly(outcome, shown)).toBe(failed);
  });
});
