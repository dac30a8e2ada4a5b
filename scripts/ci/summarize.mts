/**
 * `tsx scripts/ci/summarize.mts <log>`: prints one closing line with the tests of every stage of `npm test` added
 * up (see testTotals.ts). Exits 1 when the log holds no runner summary at all, so a test command that silently ran
 * nothing is not reported as a pass.
 */
import {readFileSync} from 'node:fs';
import {closingLine, testTotals} from './testTotals.ts';

const [logPath] = process.argv.slice(2);
if (!logPath) {
  console.error('Usage: tsx scripts/ci/summarize.mts <log file of npm test>');
  process.exit(2);
}
const totals = testTotals(readFileSync(logPath, 'utf8'));
if (totals.summaries === 0) {
  console.error(`No test runner summary found in ${logPath}: did the test command run any test?`);
  process.exit(1);
}
console.log(closingLine(totals));
