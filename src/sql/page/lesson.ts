/**
 * What a page with SQL blocks shares between them (the remark plugin
 * `remarkSqlBlocks.ts` wraps the page in `SqlLesson`, which provides it).
 * Part of the small chunk every such page loads: no engine code here.
 */
import {createContext, useContext} from 'react';
import type {LessonStart} from './engine/session';

/** The lesson's starting point, loaded on the first Run: the chunk of its setup SQL and the dataset URLs. */
export type StartLoader = () => Promise<{default: LessonStart}>;

/** A block of the lesson's sequence, as the blocks after it may need to run it first. */
export type SequenceBlock = {
  /** The SQL that brings the lesson past this block: its current text, or an exercise's solution. */
  readonly sql: () => string;
  /** The errors the lesson shows it give, when it fails on purpose: it runs as psql runs it (remarkSqlBlocks). */
  readonly shownErrors?: readonly string[];
};

export type Lesson = {
  /** The page's source file, relative to the site: the key of the learner's edits and of the database. */
  readonly id: string;
  readonly start: StartLoader;
  readonly blocks: Map<number, SequenceBlock>;
  /** Set by the runner chunk on first use: the lesson's database and which blocks have run. */
  runtime?: unknown;
};

export const LessonContext = createContext<Lesson | null>(null);

export function useLesson(): Lesson {
  const lesson = useContext(LessonContext);
  if (!lesson) throw new Error('An SQL block must be inside SqlLesson (added by remarkSqlBlocks).');
  return lesson;
}
