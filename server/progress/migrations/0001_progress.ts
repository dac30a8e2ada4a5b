import {sql, type Kysely} from 'kysely';

/** The first schema: lesson state, the mark event log, exercises solved. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lesson_progress')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('lesson_id', 'text', (c) => c.notNull())
    .addColumn('done', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('marked_at', 'timestamptz')
    .addColumn('mark_event_id', 'uuid')
    .addColumn('visited_at', 'timestamptz')
    .addPrimaryKeyConstraint('lesson_progress_pk', ['uid', 'lesson_id'])
    .execute();
  await db.schema
    .createTable('progress_events')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('event_id', 'uuid', (c) => c.notNull())
    .addColumn('lesson_id', 'text', (c) => c.notNull())
    .addColumn('done', 'boolean', (c) => c.notNull())
    .addColumn('marked_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('progress_events_pk', ['uid', 'event_id'])
    .execute();
  await db.schema
    .createTable('exercises_solved')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('lesson_id', 'text', (c) => c.notNull())
    .addColumn('exercise', 'integer', (c) => c.notNull().check(sql`exercise > 0`))
    .addColumn('solved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('exercises_solved_pk', ['uid', 'lesson_id', 'exercise'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['exercises_solved', 'progress_events', 'lesson_progress'])
    await db.schema.dropTable(table).execute();
}
