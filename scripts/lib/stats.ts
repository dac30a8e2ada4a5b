export type Spread = {readonly median: number; readonly min: number; readonly max: number};

/** The median (the mean of the middle two for an even count) and the range of `values`. */
export function spread(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error('No values to summarise.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return {median, min: sorted[0]!, max: sorted.at(-1)!};
}
