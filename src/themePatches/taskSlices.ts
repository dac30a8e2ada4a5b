/**
 * Starts work (loading a chunk) in order, in slices of the main thread: once
 * the current task has spent SLICE_MS starting work, what is left waits for a
 * new task, and so on. A start that costs microseconds (a chunk already
 * loaded) never waits; a burst that costs milliseconds (a page's first load
 * inserts a script element per chunk) becomes several short tasks, between
 * which the browser can paint and answer input.
 */

/** Main-thread time, unthrottled, after which the rest starts in a new task (React's scheduler slices at 5 ms). */
export const SLICE_MS = 4;

const waiting: (() => void)[] = [];
let sliceStart = 0;
// Whether the current slice's task is still running: a task queued when the slice opened closes it.
let sliceOpen = false;

/** Runs `then` in a new task: a message, which browsers do not hold back in a hidden tab, as they do timers. */
function inNextTask(then: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    then();
  };
  channel.port2.postMessage(null);
}

function openSlice(): void {
  sliceStart = performance.now();
  sliceOpen = true;
  inNextTask(() => {
    sliceOpen = false;
    runWaiting();
  });
}

function runWaiting(): void {
  while (waiting.length > 0) {
    if (!sliceOpen) openSlice();
    else if (performance.now() - sliceStart > SLICE_MS) return;
    waiting.shift()!();
  }
}

/** `start()` now if the current slice has time left, else in a later task; its promise either way. */
export function startInTaskSlices<T>(start: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    waiting.push(() => {
      try {
        start().then(resolve, reject);
      } catch (error) {
        reject(error);
      }
    });
    runWaiting();
  });
}
