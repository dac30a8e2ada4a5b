/**
 * Waiting for a page to stop loading, for tests that check what it loaded.
 *
 * Playwright's `networkidle` is no such wait: it fires once per navigation,
 * half a second after the last request, and that can be before the page has
 * asked for its own code. The client entry waits one task before it loads the
 * page's chunks (src/themePatches/firstRenderLoader.cjs); on a busy machine
 * the load event and `networkidle` both came first, and a test missed the
 * chunks. A later action (a hover, a Run) gets no `networkidle` of its own at all.
 */
import type {Page, Request} from '@playwright/test';

/** How long no request may start or end before the page counts as settled. */
const QUIET_MS = 500;
const POLL_MS = 50;

export type RequestLog = {
  /** Every request the page made since the log started, in order. */
  readonly requests: readonly Request[];
  /**
   * Resolves once at least `atLeast` requests have started, none is in flight,
   * and none has started or ended for half a second; fails after `timeoutMs`
   * naming the requests still in flight.
   */
  quiet(options?: {atLeast?: number; timeoutMs?: number}): Promise<void>;
  /** Stops recording. */
  stop(): void;
};

export function logRequests(page: Page, include: (request: Request) => boolean = () => true): RequestLog {
  const requests: Request[] = [];
  const pending = new Set<Request>();
  let lastChange = Date.now();
  const onStart = (request: Request) => {
    if (!include(request)) return;
    requests.push(request);
    pending.add(request);
    lastChange = Date.now();
  };
  const onEnd = (request: Request) => {
    if (pending.delete(request)) lastChange = Date.now();
  };
  page.on('request', onStart);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  return {
    requests,
    async quiet({atLeast = 0, timeoutMs = 20_000} = {}) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < atLeast || pending.size > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline) {
          throw new Error(
            `the page did not settle in ${timeoutMs} ms: ${requests.length} requests (at least ${atLeast} expected), ` +
              `in flight: ${[...pending].map((request) => request.url()).join(', ') || 'none'}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    stop() {
      page.off('request', onStart);
      page.off('requestfinished', onEnd);
      page.off('requestfailed', onEnd);
    },
  };
}
