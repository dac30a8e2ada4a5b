/**
 * The engine's downloads (PGlite's WebAssembly and file system, the lesson's
 * datasets), counted as their bytes arrive so that the page's loading bar
 * moves by bytes. Runs in the worker.
 *
 * The total is the sum of the files' sizes as built, which the build writes
 * next to their URLs: the server sends them compressed when the browser takes
 * it (precompressed brotli or gzip), and then Content-Length is the compressed
 * size, while a reader of the body sees the decoded bytes. Counting decoded
 * bytes against decoded sizes keeps the two in one unit.
 */
import type {Download, Loading} from './protocol';

/**
 * Fetches downloads whose sizes add up to `total`, as responses whose bodies
 * report each chunk read: `report` hears the bytes read so far of all of them.
 */
export function countingFetch(
  total: number,
  report: (loading: Loading) => void,
): (download: Download, what: string) => Promise<Response> {
  let loaded = 0;
  report({loaded, total});
  return async ({url}, what) => {
    const response = await fetch(url);
    if (!response.ok || !response.body) throw new Error(`Could not load ${what} (${response.status} for ${url}).`);
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          // A file larger than the build said (a development server) fills the bar, never overfills it.
          loaded = Math.min(total, loaded + chunk.byteLength);
          report({loaded, total});
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, {status: response.status, headers: response.headers});
  };
}
