/**
 * A lesson's runner state, shared by its blocks: the database session and
 * which blocks have run on it. Created on the first Run or Edit of any block
 * of the page (runner chunk) and kept on the page's `Lesson`.
 */
import {LessonSession} from './engine/session';
import type {Lesson} from './lesson';

export type LessonRuntime = {
  readonly session: LessonSession;
  /** Blocks that ran without error since the lesson's start. */
  readonly done: Set<number>;
  /** Called with nothing when `done` changes (a Reset empties it for every block). */
  readonly subscribe: (listener: () => void) => () => void;
  readonly changed: () => void;
};

export function lessonRuntime(lesson: Lesson): LessonRuntime {
  if (lesson.runtime) return lesson.runtime as LessonRuntime;
  const listeners = new Set<() => void>();
  const runtime: LessonRuntime = {
    session: new LessonSession(async () => (await lesson.start()).default),
    done: new Set(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed: () => listeners.forEach((listener) => listener()),
  };
  lesson.runtime = runtime;
  return runtime;
}
