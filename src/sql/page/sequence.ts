/**
 * The order of a lesson's blocks: they share one database, so a block may
 * need the ones before it. Blocks are numbered from 0 in page order
 * (runnable blocks and exercises; blocks in another dialect or marked
 * `norun` are not part of it).
 */

/** The earlier blocks that have not run yet, in order. */
export function pendingBefore(index: number, done: ReadonlySet<number>): number[] {
  return Array.from({length: index}, (_, at) => at).filter((at) => !done.has(at));
}

/** "block 2", "blocks 1–4", "blocks 1, 3 and 4": block numbers as the reader counts them (from 1). */
export function describeBlocks(indexes: readonly number[]): string {
  const numbers = indexes.map((index) => index + 1);
  if (numbers.length === 1) return `block ${numbers[0]}`;
  const contiguous = numbers.every((number, at) => at === 0 || number === numbers[at - 1]! + 1);
  if (contiguous) return `blocks ${numbers[0]}–${numbers.at(-1)}`;
  return `blocks ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

/**
 * Whether a block failed in a way the lesson does not show: an error, or, for a block the lesson shows failing
 * on purpose (`shownErrors`, run in psql mode, which collects its errors), errors other than those, in that
 * order. Running the earlier blocks first goes on past a block that failed as shown and stops at this.
 */
export function failedUnexpectedly(
  outcome: {ok: boolean; errors?: readonly {message: string}[]},
  shownErrors?: readonly string[],
): boolean {
  if (!outcome.ok) return true;
  const errors = outcome.errors ?? [];
  const asShown =
    errors.length === (shownErrors?.length ?? 0) &&
    errors.every((error, index) => error.message === shownErrors![index]);
  // A block the learner edited so that it no longer fails has nothing unexpected either.
  return errors.length > 0 && !asShown;
}
