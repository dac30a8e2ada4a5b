import {LESSON_ID_KEY} from './lessonId';

/** Every stable lesson id the site has published, with the file it was last seen in: `{id: file}`. */
export type FrozenIds = Readonly<Record<string, string>>;

/** Where the frozen ids live; the build adds new lessons to it, and the author commits it. */
export const FROZEN_IDS_FILE = 'src/progress/lessonIds.json';

export type CurrentLesson = {readonly id: string; readonly file: string};

export type Reconciled = {
  /** The frozen ids to write back: new lessons added, moved files updated. */
  readonly frozen: FrozenIds;
  readonly added: readonly string[];
  /** One message per published id no lesson carries any more: the build stops on these. */
  readonly problems: readonly string[];
};

const baseName = (file: string) =>
  file
    .split('/')
    .pop()!
    .replace(/\.mdx?$/, '');

/**
 * Compares the lessons of this build with the ids already published. A new
 * lesson's id is frozen; a lesson found under a published id in another file
 * (it moved and carries `lesson_id`) updates the file; a published id that no
 * lesson carries would orphan every learner's progress on it, so it is a
 * problem that names the fix.
 */
export function reconcileIds(frozen: FrozenIds, current: readonly CurrentLesson[]): Reconciled {
  const next: Record<string, string> = {...frozen};
  const currentIds = new Set(current.map((lesson) => lesson.id));
  const added = current.filter((lesson) => !(lesson.id in frozen));
  for (const lesson of current) next[lesson.id] = lesson.file;
  const problems = Object.entries(frozen)
    .filter(([id]) => !currentIds.has(id))
    .map(([id, file]) => {
      const guess = added.find((lesson) => baseName(lesson.file) === baseName(file));
      const target = guess ? `its new file (${guess.file}?)` : 'its new file';
      return (
        `Lesson "${id}" (last seen in ${file}) is gone. If it moved, add \`${LESSON_ID_KEY}: ${id}\` to the front matter of ` +
        `${target} so learners keep their progress; if it was removed on purpose, delete its line from ${FROZEN_IDS_FILE}.`
      );
    });
  const sorted = Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)));
  return {frozen: sorted, added: added.map((lesson) => lesson.id), problems};
}
