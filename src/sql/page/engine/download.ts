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
 * Fetches downloads whose sizes add up to `total`; `report` hears the bytes
 * read so far of all of them, chunk by chunk. Each response is returned as the
 * network gave it, its bytes counted on a copy of its body (`clone`, which
 * shares the chunks): a response of the HTTP cache stays one, so the browser
 * can reuse the WebAssembly it compiled from it last time.
 */
export function countingFetch(
  total: number,
  report: (loading: Loading) => void,
): (download: Download, what: string) => Promise<Response> {
  let loaded = 0;
  report({loaded, total});
  const count = async (body: ReadableStream<Uint8Array>) => {
    const reader = body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      // A file larger than the build said (a development server) fills the bar, never overfills it.
      loaded = Math.min(total, loaded + chunk.value.byteLength);
      report({loaded, total});
    }
  };
  return async ({url}, what) => {
    const response = await fetch(url);
    if (!response.ok || !response.body) throw new Error(`Could not load ${what} (${response.status} for ${url}).`);
    // A body that fails fails its reader too, which says so; the count just stops.
    count(response.clone().body!).catch(() => undefined);
    return response;
  };
}
