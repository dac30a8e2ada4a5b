import {describe, expect, it} from 'vitest';
import {closingLine, testTotals} from './testTotals.ts';

const cases: [string, string, ReturnType<typeof testTotals>][] = [
  ['a Vitest pass', ' Test Files  12 passed (12)\n      Tests  1271 passed (1271)\n', {passed: 1271, failed: 0, skipped: 0, summaries: 1}],
  [
    'a Vitest run with failures and skips, coloured',
    '\x1b[2m      Tests \x1b[22m \x1b[1m\x1b[31m2 failed\x1b[39m\x1b[22m\x1b[2m | \x1b[22m\x1b[1m\x1b[32m9 passed\x1b[39m\x1b[22m\x1b[2m | \x1b[22m3 skipped\x1b[90m (14)\x1b[39m\n',
    {passed: 9, failed: 2, skipped: 3, summaries: 1},
  ],
  ['a Playwright pass', '  ✓  113 tests/e2e/sql.spec.ts:156:1 › x (4.8s)\n\n  113 passed (2.3m)\n', {passed: 113, failed: 0, skipped: 0, summaries: 1}],
  [
    'a Playwright run with failures, flaky and skipped tests',
    '  2 failed\n    [chromium] › a.spec.ts:1:1 › a\n  1 flaky\n    b.spec.ts:2:1 › b\n  4 skipped\n  106 passed (2.1m)\n',
    {passed: 106, failed: 3, skipped: 4, summaries: 4},
  ],
  [
    'every stage of npm test',
    '      Tests  1271 passed (1271)\n      Tests  1 passed (1)\n      Tests  14 passed (14)\n  113 passed (2.3m)\ni  emulators: Shutting down emulators.\n',
    {passed: 1399, failed: 0, skipped: 0, summaries: 4},
  ],
  ['a title that merely contains the words', '  ✓  5 tests/e2e/x.spec.ts › 3 passed (1s) in the list\n', {passed: 0, failed: 0, skipped: 0, summaries: 0}],
  ['no runner at all', 'npm error Missing script: "test"\n', {passed: 0, failed: 0, skipped: 0, summaries: 0}],
];

describe('testTotals', () => {
  it.each(cases)('%s', (_name, log, expected) => {
    expect(testTotals(log)).toEqual(expected);
  });
});

describe('closingLine', () => {
  it.each([
    [{passed: 1399, failed: 0, skipped: 0, summaries: 4}, '1399 passed, 0 failed'],
    [{passed: 9, failed: 2, skipped: 3, summaries: 1}, '9 passed, 2 failed, 3 skipped'],
  ])('%o → %s', (totals, line) => {
    expect(closingLine(totals)).toBe(line);
  });
});
