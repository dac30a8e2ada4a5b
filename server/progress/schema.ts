import type {ColumnType} from 'kysely';

/** A timestamptz column: written as a Date, read back as a Date (both drivers parse it). */
type Timestamp = ColumnType<Date, Date, Date>;

/**
 * What the database holds, one row per learner and thing, keyed by the uid
 * of the verified session and the lesson's stable id (never its URL).
 */
export type ProgressDatabase = {
  /** The learner's current state of each lesson they touched. */
  lesson_progress: {
    uid: string;
    lesson_id: string;
    done: ColumnType<boolean, boolean | undefined, boolean>;
    /** When the mark that set `done` was made, and its event id: the newest mark wins, ties by id. */
    marked_at: ColumnType<Date | null, Date | undefined, Date>;
    mark_event_id: ColumnType<string | null, string | undefined, string>;
    visited_at: ColumnType<Date | null, Date | undefined, Date>;
  };
  /** Every mark event ever accepted: a resent event finds its id here and changes nothing. */
  progress_events: {
    uid: string;
    event_id: string;
    lesson_id: string;
    done: boolean;
    marked_at: Timestamp;
    received_at: ColumnType<Date, Date | undefined, never>;
  };
  /** Exercises solved, by their position in the lesson (1-based). */
  exercises_solved: {
    uid: string;
    lesson_id: string;
    exercise: number;
    solved_at: ColumnType<Date, Date | undefined, never>;
  };
};
