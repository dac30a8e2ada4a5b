import {describe, expect, it} from 'vitest';
import {moveActive, toOptions} from './options';
import type {PageHit} from '@site/src/search/results';

const page = (url: string, sections: string[]): PageHit => ({
  url,
  title: url,
  locked: false,
  excerpt: [],
  sections: sections.map((anchor) => ({title: anchor, url: `${url}#${anchor}`, excerpt: []})),
});

describe('toOptions', () => {
  it('lists each page, then its sections, with stable ids', () => {
    const options = toOptions([page('/a', ['x', 'y']), page('/b', [])], 'opt');
    expect(options.map((option) => [option.id, option.url])).toEqual([
      ['opt-0', '/a'],
      ['opt-0-0', '/a#x'],
      ['opt-0-1', '/a#y'],
      ['opt-1', '/b'],
    ]);
  });
});

describe('moveActive', () => {
  it.each([
    [-1, 3, 'ArrowDown', 0],
    [0, 3, 'ArrowDown', 1],
    [2, 3, 'ArrowDown', 0],
    [-1, 3, 'ArrowUp', 2],
    [0, 3, 'ArrowUp', 2],
    [2, 3, 'ArrowUp', 1],
    [0, 0, 'ArrowDown', -1],
  ] as const)('from %i of %i, %s → %i', (active, count, key, expected) => {
    expect(moveActive(active, count, key)).toBe(expected);
  });
});
