/** What the runner says (tests assert on these). */
export const RUNNER_TEXT = {
  stop: 'Stop',
  loading: "Loading the database engine, the editor and the lesson's data…",
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
  notSaved: 'Your edits could not be saved in this browser; they last until the page is closed.',
} as const;
