/** A seeded pseudo-random source, so a generated dataset is the same on every run and machine. */
export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  /** One of `weights`' keys, each as likely as its weight. */
  pick<T>(weights: readonly (readonly [T, number])[]): T;
  /** Log-normal around `median`: most values near it, a long tail above, as trip lengths are. */
  logNormal(median: number, sigma: number): number;
  chance(probability: number): boolean;
};

/** mulberry32: small and fast; statistical quality is plenty for sample data. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => {
    // Box–Muller; 1 - next() is never 0.
    const u = 1 - next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
  };
  return {
    next,
    pick(weights) {
      const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
      let target = next() * total;
      for (const [value, weight] of weights) {
        target -= weight;
        if (target < 0) return value;
      }
      return weights.at(-1)![0];
    },
    logNormal: (median, sigma) => median * Math.exp(sigma * normal()),
    chance: (probability) => next() < probability,
  };
}
