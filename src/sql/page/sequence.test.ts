import {describe, expect, it} from 'vitest';
import {describeBlocks, pendingBefore} from './sequence';

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
