import {describe, expect, it} from 'vitest';
import {archiveByYear} from './archive';

const post = (date: string, title: string) => ({date, title, permalink: `/blog/${title}`});

describe('archiveByYear', () => {
  it.each([
    ['nothing', [], []],
    [
      'oldest first in, newest first out',
      [post('2024-11-02T00:00:00.000Z', 'a'), post('2025-01-15T00:00:00.000Z', 'b'), post('2025-06-18T00:00:00.000Z', 'c')],
      [
        ['2025', ['c', 'b']],
        ['2024', ['a']],
      ],
    ],
    [
      'already newest first',
      [post('2025-06-18', 'c'), post('2025-01-15', 'b'), post('2023-03-01', 'a')],
      [
        ['2025', ['c', 'b']],
        ['2023', ['a']],
      ],
    ],
    ['same day keeps input order', [post('2025-02-05', 'x'), post('2025-02-05', 'y')], [['2025', ['x', 'y']]]],
  ])('%s', (_name, posts, expected) => {
    expect(archiveByYear(posts).map(({year, posts: inYear}) => [year, inYear.map((p) => p.title)])).toEqual(expected);
  });

  it('refuses a post without an ISO date', () => {
    expect(() => archiveByYear([post('June 2025', 'odd')])).toThrow(/\/blog\/odd has no ISO date/);
  });
});
