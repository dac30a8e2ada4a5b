/** What an SQL block says before its runner loads (tests assert on these). */
export const BLOCK_TEXT = {
  run: 'Run',
  edit: 'Edit',
  reset: 'Reset',
  check: 'Check',
  showSolution: 'Show solution',
  exercise: 'Exercise',
  toolbar: 'SQL block actions',
  /** Names a runnable block by its place in the lesson's sequence, as the prompt to run earlier blocks counts them. */
  block: (number: number) => `SQL block ${number}`,
  emptyAnswer: 'Write your query here (press Edit).',
  dialect: (name: string) => `${name}: another SQL dialect, here to read; it does not run on this page.`,
  norun: (reason: string) => `Does not run here: ${reason}`,
  unsupported:
    'This browser cannot run SQL on this page: it needs WebAssembly and Web Workers. The code stays here to read and copy.',
  loadFailed: 'The SQL runner could not load. Check the connection, then try again.',
} as const;
