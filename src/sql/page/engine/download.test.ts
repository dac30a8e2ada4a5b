import {afterEach, describe, expect, it, vi} from 'vitest';
import {countingFetch} from './download';
import type {Loading} from './protocol';

/** A response whose body comes in the given chunks, as the network hands them over. */
function chunked(chunks: number[], status = 200): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size).fill(65));
      controller.close();
    },
  });
  return new Response(body, {status, headers: {'content-type': 'text/plain', 'content-encoding': 'br'}});
}

afterEach(() => vi.unstubAllGlobals());

describe('countingFetch', () => {
  it('reports the decoded bytes of every download against their total, chunk by chunk, and leaves the bodies whole', async () => {
    const bodies: Record<string, number[]> = {'/a.wasm': [3, 4], '/b.data': [5]};
    vi.stubGlobal('fetch', async (url: string) => chunked(bodies[url]!));
    const seen: Loading[] = [];
    const fetchCounted = countingFetch(12, (loading) => seen.push(loading));
    const a = await (await fetchCounted({url: '/a.wasm', bytes: 7}, 'the engine')).text();
    const b = await fetchCounted({url: '/b.data', bytes: 5}, 'the engine');
    expect(b.headers.get('content-type')).toBe('text/plain');
    expect((await b.arrayBuffer()).byteLength).toBe(5);
    expect(a).toBe('AAAAAAA');
    await vi.waitFor(() => expect(seen.at(-1)?.loaded).toBe(12));
    expect(seen.map(({loaded}) => loaded)).toEqual([0, 3, 7, 12]);
    expect(new Set(seen.map(({total}) => total))).toEqual(new Set([12]));
  });

  it('never reports more than the total, whatever the server sends', async () => {
    vi.stubGlobal('fetch', async () => chunked([8, 8]));
    const seen: number[] = [];
    await (await countingFetch(10, ({loaded}) => seen.push(loaded))({url: '/x', bytes: 10}, 'the engine')).text();
    await vi.waitFor(() => expect(seen).toEqual([0, 8, 10]));
  });

  it('hands over the response the network gave, not a copy', async () => {
    const response = chunked([4]);
    vi.stubGlobal('fetch', async () => response);
    expect(await countingFetch(4, () => undefined)({url: '/a.wasm', bytes: 4}, 'the engine')).toBe(response);
  });

  it('says what could not load, with the status and URL', async () => {
    vi.stubGlobal('fetch', async () => chunked([], 404));
    await expect(
      countingFetch(1, () => undefined)({url: '/assets/sql/taxi.sql', bytes: 1}, "the lesson's data"),
    ).rejects.toThrow("Could not load the lesson's data (404 for /assets/sql/taxi.sql).");
  });
});
