import {describe, expect, it} from 'vitest';
import {reconcileIds, type CurrentLesson, type FrozenIds} from './frozenIds';

type Case = {
  name: string;
  frozen: FrozenIds;
  current: CurrentLesson[];
  expected: {frozen: FrozenIds; added: string[]; problems: number};
};

describe('reconcileIds', () => {
  it.each<Case>([
    {
      name: 'freezes new lessons, sorted',
      frozen: {b: 'docs/b.md'},
      current: [
        {id: 'c', file: 'docs/c.md'},
        {id: 'b', file: 'docs/b.md'},
        {id: 'a', file: 'docs/a.md'},
      ],
      expected: {frozen: {a: 'docs/a.md', b: 'docs/b.md', c: 'docs/c.md'}, added: ['c', 'a'], problems: 0},
    },
    {
      name: 'follows a lesson that moved carrying its lesson_id',
      frozen: {'Mod/a': 'docs/Mod/a.md'},
      current: [{id: 'Mod/a', file: 'docs/Other/a.md'}],
      expected: {frozen: {'Mod/a': 'docs/Other/a.md'}, added: [], problems: 0},
    },
    {
      name: 'stops on a lesson that moved without it',
      frozen: {'Mod/a': 'docs/Mod/a.md'},
      current: [{id: 'Other/a', file: 'docs/Other/a.md'}],
      expected: {frozen: {'Mod/a': 'docs/Mod/a.md', 'Other/a': 'docs/Other/a.md'}, added: ['Other/a'], problems: 1},
    },
  ])('$name', ({frozen, current, expected}) => {
    const result = reconcileIds(frozen, current);
    expect(result.frozen).toEqual(expected.frozen);
    expect(result.added).toEqual(expected.added);
    expect(result.problems).toHaveLength(expected.problems);
  });

  it('tells the author which front matter to add, and where, or which line to delete', () => {
    const [problem] = reconcileIds({'Mod/a': 'docs/Mod/a.md'}, [{id: 'Other/a', file: 'docs/Other/a.md'}]).problems;
    expect(problem).toContain('`lesson_id: Mod/a`');
    expect(problem).toContain('docs/Other/a.md?');
    expect(problem).toContain('src/progress/lessonIds.json');
  });
});
