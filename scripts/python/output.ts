/**
 * Compares the output a lesson shows under a block with what the block printed. Trailing whitespace of each line,
 * Windows line ends and blank lines before the first and after the last line do not count; anything else does.
 */

/** The lines that count: each without its trailing whitespace, no leading or trailing blank lines. */
export function outputLines(text: string): string[] {
  const lines = text.split(/\r?\n/).map((line) => line.trimEnd());
  const first = lines.findIndex((line) => line !== '');
  if (first < 0) return [];
  const last = lines.findLastIndex((line) => line !== '');
  return lines.slice(first, last + 1);
}

const quote = (line: string | undefined) => (line === undefined ? 'nothing' : `\`${line}\``);

/** null when `actual` prints what `shown` shows; otherwise where they first differ. */
export function compareOutput(shown: string, actual: string): string | null {
  const expected = outputLines(shown);
  const got = outputLines(actual);
  const length = Math.max(expected.length, got.length);
  for (let index = 0; index < length; index += 1) {
    if (expected[index] !== got[index]) {
      const counts = expected.length === got.length ? '' : ` (${expected.length} lines shown, ${got.length} printed)`;
      return `line ${index + 1} of the shown output is ${quote(expected[index])}, the block printed ${quote(got[index])}${counts}`;
    }
  }
  return null;
}
