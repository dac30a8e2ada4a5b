/** One step of the build: when it started and ended, in milliseconds from the start of the build. */
export type Step = {readonly name: string; readonly start: number; readonly end: number};

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/**
 * The closing line of the build: the total, then every step with its time and
 * when it ran, so that steps which ran side by side show as overlapping spans
 * and their times are not mistaken for parts of the total.
 */
export function summary(steps: readonly Step[], total: number): string {
  const parts = [...steps]
    .sort((a, b) => a.start - b.start || a.end - b.end)
    .map(({name, start, end}) => `${name} ${seconds(end - start)} s (${seconds(start)}–${seconds(end)})`);
  return `${seconds(total)} s in all: ${parts.join(', ')}`;
}

/** Times the build's steps, logging each as it ends. */
export function createTimeline(now: () => number = Date.now, log: (line: string) => void = console.log) {
  const origin = now();
  const steps: Step[] = [];
  return {
    /** Runs a step; `done` words its log line from its result, the time is appended. */
    async step<T>(name: string, work: () => T | Promise<T>, done: (result: T) => string = () => name): Promise<T> {
      const start = now() - origin;
      const result = await work();
      const end = now() - origin;
      steps.push({name, start, end});
      log(`[build] ${done(result)} in ${seconds(end - start)} s`);
      return result;
    },
    summary: () => summary(steps, now() - origin),
  };
}
