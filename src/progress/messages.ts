/**
 * Every text the progress UI and API show. The page, the server and the
 * browser tests import these, so a test asserts on what the learner reads.
 * Kept short: every byte here is in the full build's main bundle.
 */
export const PROGRESS_TEXT = {
  markDone: 'Mark as done',
  markUndone: 'Done ✓ · mark as not done',
  saving: 'Saving…',
  saved: 'Saved',
  willRetry: 'Offline: will retry',
  unavailable: 'Progress is unavailable right now.',
  continueHeading: 'Continue where you left off',
  continueNone: 'Nothing yet: pick a programme to start.',
  next: 'Next:',
  myLearning: 'My learning',
} as const;

/**
 * What an exercise's Check says when the server refused to record it for good
 * (it knows no such lesson or exercise). Apart from PROGRESS_TEXT, so that only
 * the lazily loaded src/progress/solved.ts carries it, not every page.
 */
export const EXERCISE_REFUSED = 'Not saved: your progress has no place for this exercise.';

/** "3 of 12 done". */
export const doneOf = (done: number, total: number) => `${done} of ${total} done`;

export const API_MESSAGES = {
  noSession: 'Sign in to keep your progress.',
  databaseDown:
    'Progress cannot be read or saved right now: the database is unavailable. Lessons still work; try again shortly.',
  crossOrigin: 'Progress can only be changed from this site’s own pages.',
} as const;
