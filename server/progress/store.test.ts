import type {Kysely} from 'kysely';
import {afterAll, describe, expect, it} from 'vitest';
import {migrateToLatest} from './migrate';
import {progressStore} from './store';
import {bothStores} from './testing/stores';

const stores = bothStores();
afterAll(() => stores.stop());

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe.each(stores.kinds)('the progress store on %s', (_kind, open) => {
  it('applies migrations once: a second run finds nothing to do', async () => {
    const {db, close} = await open();
    expect(await migrateToLatest(db as Kysely<unknown>)).toEqual([]);
    await close();
  }, 60_000);

  it('marks and unmarks; a resent event changes nothing; the later click wins whatever the arrival order', async () => {
    const {db, close} = await open();
    const store = progressStore(db);
    expect(await store.mark('u1', {eventId: id(1), lessonId: 'a', done: true, at: at(1)})).toEqual({fresh: true});
    expect(await store.mark('u1', {eventId: id(1), lessonId: 'a', done: true, at: at(1)})).toEqual({fresh: false});
    // An undo clicked at minute 3 arrives before a done clicked at minute 2 (an offline queue flushed late).
    await store.mark('u1', {eventId: id(3), lessonId: 'a', done: false, at: at(3)});
    await store.mark('u1', {eventId: id(2), lessonId: 'a', done: true, at: at(2)});
    const [row] = await store.lessons('u1');
    expect(row).toMatchObject({lessonId: 'a', done: false, markedAt: at(3)});
    expect((await store.exportAll('u1')).events.map((e) => e.eventId)).toEqual([id(1), id(3), id(2)]);
    await close();
  }, 60_000);

  it('lets many writers on one learner all land, and keeps learners apart', async () => {
    const {db, close} = await open();
    const store = progressStore(db);
    await Promise.all(
      Array.from({length: 40}, (_, n) =>
        store.mark(n % 2 ? 'u1' : 'u2', {eventId: id(n + 1), lessonId: `l${n}`, done: true, at: at(n)}),
      ),
    );
    expect((await store.lessons('u1')).map((row) => row.lessonId).sort()).toEqual(
      Array.from({length: 20}, (_, n) => `l${2 * n + 1}`).sort(),
    );
    expect(await store.lessons('u2')).toHaveLength(20);
    // The same event id from two learners is two events: ids are per learner.
    expect(await store.mark('u3', {eventId: id(1), lessonId: 'a', done: true, at: at(1)})).toEqual({fresh: true});
    await close();
  }, 60_000);

  it('keeps the newest visit and each exercise once, then exports and deletes everything of one learner only', async () => {
    const {db, close} = await open();
    const store = progressStore(db);
    await store.visit('u1', 'a', at(5));
    await store.visit('u1', 'a', at(4));
    await store.solve('u1', 'a', 2);
    await store.solve('u1', 'a', 2);
    await store.solve('u1', 'b', 1);
    await store.mark('u1', {eventId: id(9), lessonId: 'a', done: true, at: at(6)});
    await store.visit('u2', 'a', at(1));
    expect(await store.lessons('u1')).toEqual([
      {lessonId: 'a', done: true, markedAt: at(6), visitedAt: at(5), exercises: [2]},
      {lessonId: 'b', done: false, markedAt: null, visitedAt: null, exercises: [1]},
    ]);
    const exported = await store.exportAll('u1');
    expect(exported.exercises.map((e) => [e.lessonId, e.exercise])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
    // One lesson row, one event, two exercises.
    expect(await store.deleteAll('u1')).toBe(4);
    expect(await store.exportAll('u1')).toEqual({lessons: [], events: [], exercises: []});
    expect(await store.lessons('u2')).toHaveLength(1);
    await close();
  }, 60_000);
});
