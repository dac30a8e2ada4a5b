import {describe, expect, it} from 'vitest';
import {pagePath, stableLessonId} from './lessonId';

describe('stableLessonId', () => {
  it.each([
    {name: 'the doc id', frontMatter: {}, id: 'Programs/En/m/a'},
    {name: 'lesson_id wins', frontMatter: {lesson_id: 'Programs/En/old/a'}, id: 'Programs/En/old/a'},
    {name: 'an empty lesson_id is ignored', frontMatter: {lesson_id: ''}, id: 'Programs/En/m/a'},
    {name: 'a lesson_id that is no string is ignored', frontMatter: {lesson_id: 3}, id: 'Programs/En/m/a'},
  ])('$name', ({frontMatter, id}) => {
    expect(stableLessonId('Programs/En/m/a', frontMatter)).toBe(id);
  });
});

describe('pagePath', () => {
  it.each([
    ['/docs/', '/docs'],
    ['/', '/'],
    ['/docs/Programs/Es/Machine%20Learning/', '/docs/Programs/Es/Machine Learning'],
    ['/docs/a', '/docs/a'],
  ])('%s → %s', (given, expected) => {
    expect(pagePath(given)).toBe(expected);
  });
});
