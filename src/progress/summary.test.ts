import {describe, expect, it} from 'vitest';
import type {LessonManifest, ManifestLesson} from './manifest';
import {isDone, programmeProgress, summarize, type ProgressRow} from './summary';

const lesson = (id: string, groups: string[], exercises = 0): ManifestLesson => ({
  id,
  path: `/docs/${id}`,
  title: id,
  groups,
  exercises,
});
const M1 = ['/docs', '/docs/P', '/docs/P/M1'];
const M2 = ['/docs', '/docs/P', '/docs/P/M2'];
const manifest: LessonManifest = {
  lessons: [lesson('a', M1), lesson('b', M1, 2), lesson('c', M1), lesson('d', M2), lesson('intro', [])],
  groups: [
    {path: '/docs', title: 'Programmes', programme: false},
    {path: '/docs/P', title: 'P', programme: true},
    {path: '/docs/P/M1', title: 'M1', programme: false},
    {path: '/docs/P/M2', title: 'M2', programme: false},
  ],
};
const t = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
const row = (lessonId: string, fields: Partial<ProgressRow> = {}): ProgressRow => ({
  lessonId,
  done: false,
  markedAt: null,
  visitedAt: null,
  exercises: [],
  ...fields,
});

describe('isDone', () => {
  it.each([
    {name: 'no row', row: undefined, exercises: 0, done: false},
    {name: 'marked done', row: row('x', {done: true}), exercises: 0, done: true},
    {name: 'every exercise solved', row: row('x', {exercises: [1, 2]}), exercises: 2, done: true},
    {name: 'some exercises solved', row: row('x', {exercises: [2]}), exercises: 2, done: false},
    {
      name: 'an exercise the lesson no longer has does not count',
      row: row('x', {exercises: [1, 3]}),
      exercises: 2,
      done: false,
    },
    {name: 'no exercises, none solved', row: row('x', {visitedAt: t(1)}), exercises: 0, done: false},
  ])('$name', ({row: given, exercises, done}) => {
    expect(isDone(lesson('x', [], exercises), given)).toBe(done);
  });
});

describe('summarize', () => {
  it('is empty for a new learner', () => {
    expect(summarize(manifest, [])).toEqual({
      done: [],
      groups: {'/docs': [0, 4], '/docs/P': [0, 4], '/docs/P/M1': [0, 3], '/docs/P/M2': [0, 1]},
      continue: null,
    });
  });

  it('counts done lessons in every group around them and ignores ids no lesson has', () => {
    const summary = summarize(manifest, [
      row('a', {done: true}),
      row('b', {exercises: [1, 2]}),
      row('gone', {done: true}),
    ]);
    expect(summary.done).toEqual(['/docs/a', '/docs/b']);
    expect(summary.groups['/docs/P/M1']).toEqual([2, 3]);
    expect(summary.groups['/docs']).toEqual([2, 4]);
  });

  it.each([
    {
      name: 'the next undone lesson after the last visited',
      rows: [row('a', {visitedAt: t(2)}), row('c', {visitedAt: t(1)})],
      last: 'a',
      next: 'b',
    },
    {
      name: 'wraps to the module start',
      rows: [row('c', {visitedAt: t(3)}), row('b', {done: true})],
      last: 'c',
      next: 'a',
    },
    {name: 'skips done lessons', rows: [row('a', {visitedAt: t(3)}), row('b', {done: true})], last: 'a', next: 'c'},
    {
      name: 'nothing next when the module is done',
      rows: [row('d', {visitedAt: t(1), done: true})],
      last: 'd',
      next: null,
    },
  ])('continue: $name', ({rows, last, next}) => {
    const {continue: resume} = summarize(manifest, rows);
    expect(resume?.last.path).toBe(`/docs/${last}`);
    expect(resume?.next?.path ?? null).toBe(next && `/docs/${next}`);
  });
});

describe('programmeProgress', () => {
  it('gives each programme its counts, newest activity and exercises solved', () => {
    expect(
      programmeProgress(manifest, [
        row('a', {done: true, markedAt: t(5), visitedAt: t(4)}),
        row('b', {exercises: [1], visitedAt: t(9)}),
      ]),
    ).toEqual([{path: '/docs/P', title: 'P', done: 1, total: 4, lastActivity: t(9).toISOString(), exercisesSolved: 1}]);
  });
});
