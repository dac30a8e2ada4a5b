/**
 * Adds up the closing lines of the test runners that `npm test` calls (Vitest's `Tests …` line and Playwright's
 * summary) so that CI can end with one plain "N passed, N failed" line covering every stage. CI judges a run by its
 * last lines, and the last runner's own summary is followed by the emulator's shutdown messages.
 */
export type Totals = {passed: number; failed: number; skipped: number; summaries: number};

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;
/** Vitest: ` Tests  2 failed | 1269 passed | 3 skipped (1274)`. */
const VITEST = /^\s*Tests\s+((?:\d+ [a-z]+(?: \| )?)+)\s*\(\d+\)\s*$/;
/** Playwright: `  113 passed (2.3m)`, `  2 failed`, `  1 flaky`, `  4 skipped`, `  3 did not run`. */
const PLAYWRIGHT = /^\s*(\d+) (passed|failed|flaky|skipped|did not run|interrupted)(?: \([\d.]+m?s?\))?\s*$/;

const countsIn = (parts: string): [number, string][] =>
  [...parts.matchAll(/(\d+) ([a-z]+)/g)].map(([, count = '', word = '']) => [Number(count), word]);

function add(totals: Totals, count: number, outcome: string): void {
  if (outcome === 'passed') totals.passed += count;
  else if (outcome === 'skipped' || outcome === 'todo') totals.skipped += count;
  else totals.failed += count; // failed, flaky, interrupted, did not run: none of them is a pass
}

export function testTotals(log: string): Totals {
  const totals: Totals = {passed: 0, failed: 0, skipped: 0, summaries: 0};
  for (const raw of log.split('\n')) {
    const line = raw.replace(ANSI, '');
    const vitest = VITEST.exec(line);
    if (vitest) {
      totals.summaries += 1;
      for (const [count, word] of countsIn(vitest[1] ?? '')) add(totals, count, word);
      continue;
    }
    const playwright = PLAYWRIGHT.exec(line);
    if (playwright) {
      const [, count = '', outcome = ''] = playwright;
      totals.summaries += 1;
      add(totals, Number(count), outcome);
    }
  }
  return totals;
}

/**
 * The bare form, with no leading word: two CI runs that ended on `tests: N passed, 0 failed` were still judged to
 * have run no test, so the line is now exactly "N passed, N failed" with nothing before it.
 */
export const closingLine = ({passed, failed, skipped}: Totals): string =>
  `${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : '');
