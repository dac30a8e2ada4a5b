import type {LessonManifest, ManifestLesson} from './manifest';

/** What the store knows of one lesson of a learner. */
export type ProgressRow = {
  readonly lessonId: string;
  readonly done: boolean;
  readonly markedAt: Date | null;
  readonly visitedAt: Date | null;
  /** Positions (1-based) of the exercises solved. */
  readonly exercises: readonly number[];
};

export type LessonLink = {readonly path: string; readonly title: string};

/** What every page needs, in one small answer: the page matches these paths against its links. */
export type Summary = {
  /** Paths of the lessons done. */
  readonly done: readonly string[];
  /** For each group page's path: [lessons done, lessons in all]. */
  readonly groups: Readonly<Record<string, readonly [number, number]>>;
  /** The last lesson visited, and the next lesson of its module not done yet. */
  readonly continue: {readonly last: LessonLink; readonly next: LessonLink | null} | null;
};

export type ProgrammeProgress = {
  readonly path: string;
  readonly title: string;
  readonly done: number;
  readonly total: number;
  /** ISO time of the newest visit or mark in the programme, or null. */
  readonly lastActivity: string | null;
  readonly exercisesSolved: number;
};

/** Done: marked done, or every exercise of a lesson that has some solved. */
export function isDone(lesson: ManifestLesson, row: ProgressRow | undefined): boolean {
  if (!row) return false;
  if (row.done) return true;
  const solved = new Set(row.exercises.filter((n) => n >= 1 && n <= lesson.exercises));
  return lesson.exercises > 0 && solved.size === lesson.exercises;
}

const moduleOf = (lesson: ManifestLesson) => lesson.groups.at(-1) ?? '';
const linkTo = (lesson: ManifestLesson): LessonLink => ({path: lesson.path, title: lesson.title});
const newest = (dates: readonly (Date | null)[]) =>
  dates.reduce<Date | null>((max, date) => (date && (!max || date > max) ? date : max), null);

export function summarize(manifest: LessonManifest, rows: readonly ProgressRow[]): Summary {
  const byId = new Map(rows.map((row) => [row.lessonId, row]));
  const doneIds = new Set(
    manifest.lessons.filter((lesson) => isDone(lesson, byId.get(lesson.id))).map((lesson) => lesson.id),
  );
  const groups: Record<string, [number, number]> = Object.fromEntries(
    manifest.groups.map((group) => [group.path, [0, 0]]),
  );
  for (const lesson of manifest.lessons) {
    for (const path of lesson.groups) {
      const count = groups[path];
      if (!count) continue;
      count[1] += 1;
      if (doneIds.has(lesson.id)) count[0] += 1;
    }
  }
  let last: ManifestLesson | null = null;
  let lastVisit: Date | null = null;
  for (const lesson of manifest.lessons) {
    const visited = byId.get(lesson.id)?.visitedAt ?? null;
    if (visited && (!lastVisit || visited > lastVisit)) [last, lastVisit] = [lesson, visited];
  }
  let next: ManifestLesson | null = null;
  if (last) {
    const module = manifest.lessons.filter((lesson) => moduleOf(lesson) === moduleOf(last));
    const at = module.indexOf(last);
    // After the last lesson first, then from the module's start: the next one the learner has not done.
    next = [...module.slice(at + 1), ...module.slice(0, at)].find((lesson) => !doneIds.has(lesson.id)) ?? null;
  }
  return {
    done: manifest.lessons.filter((lesson) => doneIds.has(lesson.id)).map((lesson) => lesson.path),
    groups,
    continue: last ? {last: linkTo(last), next: next ? linkTo(next) : null} : null,
  };
}

/** Each programme with the learner's share of it done, last activity and exercises solved. */
export function programmeProgress(manifest: LessonManifest, rows: readonly ProgressRow[]): ProgrammeProgress[] {
  const byId = new Map(rows.map((row) => [row.lessonId, row]));
  return manifest.groups
    .filter((group) => group.programme)
    .map((group) => {
      const lessons = manifest.lessons.filter((lesson) => lesson.groups.includes(group.path));
      const touched = lessons.map((lesson) => byId.get(lesson.id)).filter((row) => row !== undefined);
      const activity = newest(touched.flatMap((row) => [row.visitedAt, row.markedAt]));
      return {
        path: group.path,
        title: group.title,
        done: lessons.filter((lesson) => isDone(lesson, byId.get(lesson.id))).length,
        total: lessons.length,
        lastActivity: activity?.toISOString() ?? null,
        exercisesSolved: touched.reduce((sum, row) => sum + row.exercises.length, 0),
      };
    });
}
