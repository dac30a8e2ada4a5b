import {describe, expect, it} from 'vitest';
import {compareOutput, outputLines} from './output';

describe('outputLines', () => {
  it.each([
    ['a\nb\n', ['a', 'b']],
    ['\n\n  a  \r\nb\t\n\n', ['  a', 'b']],
    ['a\n\nb', ['a', '', 'b']],
    ['', []],
    ['\n \n', []],
  ])('%j', (text, lines) => {
    expect(outputLines(text)).toEqual(lines);
  });
});

describe('compareOutput', () => {
  it.each([
    ['same text', 'x = 1\ny = 2', 'x = 1\ny = 2\n', null],
    ['trailing spaces and blank lines', 'x = 1  \n\n', '\nx = 1\n', null],
    ['Windows line ends', 'a\r\nb', 'a\nb\n', null],
    [
      'leading spaces count',
      '  total: 3',
      'total: 3',
      'line 1 of the shown output is `  total: 3`, the block printed `total: 3`',
    ],
    [
      'a differing value',
      'a\nb = 2\nc',
      'a\nb = 3\nc',
      'line 2 of the shown output is `b = 2`, the block printed `b = 3`',
    ],
    [
      'a line missing',
      'a\nb',
      'a',
      'line 2 of the shown output is `b`, the block printed nothing (2 lines shown, 1 printed)',
    ],
    [
      'a line too many',
      'a',
      'a\nb',
      'line 2 of the shown output is nothing, the block printed `b` (1 lines shown, 2 printed)',
    ],
    [
      'a blank line inside counts',
      'a\n\nb',
      'a\nb',
      'line 2 of the shown output is ``, the block printed `b` (3 lines shown, 2 printed)',
    ],
    [
      'nothing printed',
      'done',
      '',
      'line 1 of the shown output is `done`, the block printed nothing (1 lines shown, 0 printed)',
    ],
  ])('%s', (_, shown, actual, verdict) => {
    expect(compareOutput(shown, actual)).toBe(verdict);
  });
});
