import {describe, expect, it} from 'vitest';
import {countExercises} from './exercises';

describe('countExercises', () => {
  it.each([
    {name: 'none', markdown: '# Lesson\n\n```sql\nselect 1;\n```\n', count: 0},
    {
      name: 'two exercises among other blocks',
      markdown: '```sql exercise\na\n```\n```sql\nb\n```\n```sql exercise ordered\nc\n```\n',
      count: 2,
    },
    {name: 'a fence inside a longer fence is text', markdown: '````md\n```sql exercise\nx\n```\n````\n', count: 0},
    {name: 'a malformed info string is not counted', markdown: '```sql exercise=1\nx\n```\n', count: 0},
    {name: 'tildes', markdown: '~~~sql exercise\nx\n~~~\n', count: 1},
  ])('$name', ({markdown, count}) => {
    expect(countExercises(markdown)).toBe(count);
  });
});
