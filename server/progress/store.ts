import {sql, type Kysely} from 'kysely';
import type {ProgressRow} from '../../src/progress/summary';
import type {ProgressDatabase} from './schema';

export type MarkEvent = {
  /** Chosen by the browser once per click, and kept when the click is sent again. */
  readonly eventId: string;
  readonly lessonId: string;
  readonly done: boolean;
  /** When the learner clicked (the server caps it at its own clock). */
  readonly at: Date;
};

/** One lesson a learner touched: the row the summary rules read (`src/progress/summary.ts`). */
export type LessonRow = ProgressRow;

export type LearnerExport = {
  readonly lessons: readonly LessonRow[];
  readonly events: readonly {eventId: string; lessonId: string; done: boolean; markedAt: Date; receivedAt: Date}[];
  readonly exercises: readonly {lessonId: string; exercise: number; solvedAt: Date}[];
};

/**
 * The query layer: every read and write of progress, each scoped to the
 * uid the caller passes (the API passes the verified session's, only).
 */
export function progressStore(db: Kysely<ProgressDatabase>) {
  /** Every lesson the learner touched: marked, visited, or with an exercise solved. */
  async function lessons(uid: string): Promise<LessonRow[]> {
    const [rows, solved] = await Promise.all([
      db
        .selectFrom('lesson_progress')
        .select(['lesson_id', 'done', 'marked_at', 'visited_at'])
        .where('uid', '=', uid)
        .execute(),
      db
        .selectFrom('exercises_solved')
        .select(['lesson_id', 'exercise'])
        .where('uid', '=', uid)
        .orderBy('exercise')
        .execute(),
    ]);
    const byLesson = new Map<string, LessonRow & {exercises: number[]}>();
    for (const row of rows) {
      byLesson.set(row.lesson_id, {
        lessonId: row.lesson_id,
        done: row.done,
        markedAt: row.marked_at,
        visitedAt: row.visited_at,
        exercises: [],
      });
    }
    for (const {lesson_id, exercise} of solved) {
      const row = byLesson.get(lesson_id) ?? {
        lessonId: lesson_id,
        done: false,
        markedAt: null,
        visitedAt: null,
        exercises: [],
      };
      row.exercises.push(exercise);
      byLesson.set(lesson_id, row);
    }
    return [...byLesson.values()].sort((a, b) => a.lessonId.localeCompare(b.lessonId));
  }

  return {
    lessons,

    /**
     * Applies a mark. A resent event (same id) changes nothing; of two
     * marks on one lesson, the later click wins (ties by event id), in
     * whatever order they arrive. Returns whether the event was new.
     */
    async mark(uid: string, event: MarkEvent): Promise<{readonly fresh: boolean}> {
      // One statement, so one round trip and atomic without a transaction: the event is logged unless its id is
      // there already, and only a logged event reaches the lesson's state. Data-modifying CTEs always run.
      const {rows} = await sql<{fresh: number}>`
        with logged as (
          insert into progress_events (uid, event_id, lesson_id, done, marked_at)
          values (${uid}, ${event.eventId}, ${event.lessonId}, ${event.done}, ${event.at})
          on conflict (uid, event_id) do nothing
          returning lesson_id, done, marked_at, event_id
        ), applied as (
          insert into lesson_progress (uid, lesson_id, done, marked_at, mark_event_id)
          select ${uid}, lesson_id, done, marked_at, event_id from logged
          on conflict (uid, lesson_id) do update
            set done = excluded.done, marked_at = excluded.marked_at, mark_event_id = excluded.mark_event_id
            -- The newer click wins, ties by event id; a lesson only visited so far (no mark) takes any mark.
            where lesson_progress.marked_at is null
              or (lesson_progress.marked_at, lesson_progress.mark_event_id) < (excluded.marked_at, excluded.mark_event_id)
        )
        select count(*)::int as fresh from logged`.execute(db);
      return {fresh: rows[0]!.fresh === 1};
    },

    /** Notes a visit to a lesson; only the newest visit is kept. */
    async visit(uid: string, lessonId: string, at: Date): Promise<void> {
      await db
        .insertInto('lesson_progress')
        .values({uid, lesson_id: lessonId, visited_at: at})
        .onConflict((conflict) =>
          conflict.columns(['uid', 'lesson_id']).doUpdateSet({
            visited_at: sql<Date>`greatest(lesson_progress.visited_at, excluded.visited_at)`,
          }),
        )
        .execute();
    },

    /** Notes an exercise solved; solving it again changes nothing. */
    async solve(uid: string, lessonId: string, exercise: number): Promise<void> {
      await db
        .insertInto('exercises_solved')
        .values({uid, lesson_id: lessonId, exercise})
        .onConflict((conflict) => conflict.columns(['uid', 'lesson_id', 'exercise']).doNothing())
        .execute();
    },

    /** All the learner's data, as it is stored. */
    async exportAll(uid: string): Promise<LearnerExport> {
      const [touched, events, exercises] = await Promise.all([
        lessons(uid),
        db
          .selectFrom('progress_events')
          .selectAll()
          .where('uid', '=', uid)
          .orderBy('received_at')
          .orderBy('event_id')
          .execute(),
        db
          .selectFrom('exercises_solved')
          .selectAll()
          .where('uid', '=', uid)
          .orderBy('lesson_id')
          .orderBy('exercise')
          .execute(),
      ]);
      return {
        lessons: touched,
        events: events.map((e) => ({
          eventId: e.event_id,
          lessonId: e.lesson_id,
          done: e.done,
          markedAt: e.marked_at,
          receivedAt: e.received_at,
        })),
        exercises: exercises.map((e) => ({lessonId: e.lesson_id, exercise: e.exercise, solvedAt: e.solved_at})),
      };
    },

    /** Deletes every row of the learner, in one transaction; returns how many went. */
    async deleteAll(uid: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        let count = 0n;
        for (const table of ['lesson_progress', 'progress_events', 'exercises_solved'] as const) {
          const result = await trx.deleteFrom(table).where('uid', '=', uid).executeTakeFirst();
          count += result.numDeletedRows;
        }
        return Number(count);
      });
    },

    /** Whether the database answers a trivial query. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}

export type ProgressStore = ReturnType<typeof progressStore>;
