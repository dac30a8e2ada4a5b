import {afterEach, describe, expect, it, vi} from 'vitest';
import {SLICE_MS, startInTaskSlices} from './taskSlices';

afterEach(() => vi.restoreAllMocks());

/**
 * Starts that write their name, cost their milliseconds on a clock of the
 * test's own (no machine is too busy for it), and write "|" when their task
 * ends (a microtask runs at the end of the task that queued it): "abc|||" is
 * one task, "a|b|c|" three.
 */
let clock = 0;

async function run(costs: Record<string, number>): Promise<string> {
  // The slice an earlier case opened ends with its task.
  await new Promise((resolve) => setTimeout(resolve, 5));
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  let written = '';
  const start = (name: string, ms: number) => () => {
    written += name;
    queueMicrotask(() => (written += '|'));
    clock += ms;
    return Promise.resolve(name);
  };
  const names = Object.keys(costs);
  await expect(Promise.all(names.map((name) => startInTaskSlices(start(name, costs[name]!))))).resolves.toEqual(names);
  return written;
}

describe('startInTaskSlices', () => {
  it.each([
    {starts: 'cheap starts (chunks already loaded) in one task', costs: {a: 0, b: 0, c: 0}, tasks: 'abc|||'},
    {starts: 'each start that uses up the slice in a task of its own', costs: {a: SLICE_MS + 2, b: SLICE_MS + 2, c: 0}, tasks: 'a|b|c|'},
    {starts: 'cheap starts after a costly one together', costs: {a: SLICE_MS + 2, b: 0, c: 0}, tasks: 'a|bc||'},
  ])('runs $starts, in order', async ({costs, tasks}) => {
    expect(await run(costs)).toBe(tasks);
  });

  it('gives each caller its own result or failure, a synchronous throw included', async () => {
    const failed = new Error('chunk failed');
    const outcomes = await Promise.allSettled([
      startInTaskSlices(() => Promise.resolve('loaded')),
      startInTaskSlices(() => Promise.reject(failed)),
      startInTaskSlices(() => {
        throw failed;
      }),
    ]);
    expect(outcomes).toEqual([
      {status: 'fulfilled', value: 'loaded'},
      {status: 'rejected', reason: failed},
      {status: 'rejected', reason: failed},
    ]);
  });
});
