/** What the runner says (tests assert on these). */
export const RUNNER_TEXT = {
  stop: 'Stop',
  loading: "Loading the database engine, the editor and the lesson's data…",
  starting: 'Starting PostgreSQL…',
  running: 'Running…',
  editorLabel: (block: number) => `SQL of block ${block}, editable`,
  earlierPrompt: (blocks: string) => `This block may need ${blocks} of this lesson, which have not run yet.`,
  runEarlier: (blocks: string) => `Run ${blocks} first`,
  runAlone: 'Run only this block',
  earlierFailed: (block: number) => `Block ${block} failed while running the earlier blocks:`,
  stopped: 'Stopped. What ran before is kept; the database restarts on the next Run.',
  timedOut: (seconds: number) => `Stopped after ${seconds} s, the time limit for a statement.`,
  reset: "Back to the lesson's starting point: this block's text and the database.",
  correct: 'Correct',
  incorrect: (message: string) => `Not yet: ${message}.`,
  noResult: 'Done: the statements returned no rows.',
  error: 'ERROR',
  /** A block the lesson shows failing on purpose runs as psql runs it; its errors read as psql prints them. */
  psqlMode: 'As in psql, a statement that fails does not end this block: the next one runs.',
  psqlError: (message: string) => `ERROR:  ${message}`,
  psqlDetail: (detail: string) => `DETAIL:  ${detail}`,
  psqlHint: (hint: string) => `HINT:  ${hint}`,
  transactionFailed:
    'The transaction has failed: PostgreSQL ignores every statement until it ends. Run ROLLBACK (or Reset) to go on.',
  notSaved: 'Your edits could not be saved in this browser; they last until the page is closed.',
} as const;
