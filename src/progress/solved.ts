/**
 * An exercise solved, recorded in the learner's progress: the runnable SQL's
 * hook (src/sql/README.md). It is part of the SQL runner's chunk, in the full
 * build only, and called when a Check answers "Correct"; nothing here is on a
 * page before its first Run. It goes through the progress client's queue as a "Mark as
 * done" click does, so it survives a lost connection, a closed tab or a
 * server restart, and is sent again until the server has it.
 */
import {flush, keep, queued, refused} from './client';
import {EXERCISE_REFUSED, PROGRESS_TEXT as T} from './messages';

/** How often the runner looks whether a waiting exercise has left the queue (the client sends it). */
const WATCH_MS = 1_000;

/**
 * Queues `POST /api/progress/exercises {lessonId, exercise}` for this page's
 * lesson (its progress id, as the "Mark as done" slot carries it) and tells
 * `report` what the progress UI says of a mark: "Saving…", then "Saved", or
 * "Offline: will retry" until the client's next attempt (back online, every
 * 10 s, the next page) gets it through; a request the server refuses for good
 * (a lesson or exercise it does not know) says so. A page that is no lesson
 * (a blog post) records nothing. `exercise` is 1-based among the lesson's
 * exercise fences, as the manifest counts them (src/progress/exercises.ts).
 */
export async function recordSolved(exercise: number, report: (status: string) => void): Promise<void> {
  // The slot the client fills with "Mark as done" carries it (src/components/ProgressSlot).
  const lessonId = document.querySelector<HTMLElement>('[data-progress=mark]')?.dataset.lesson;
  if (!lessonId) return;
  const eventId = crypto.randomUUID();
  keep([...queued(), {eventId, path: '/exercises', body: {lessonId, exercise}}]);
  report(T.saving);
  const waiting = () => queued().some((event) => event.eventId === eventId);
  await flush();
  if (waiting()) report(T.willRetry);
  // The client retries on its own schedule; this only watches the queue, so no request is sent twice.
  while (waiting()) await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
  report(refused.includes(eventId) ? EXERCISE_REFUSED : T.saved);
}
