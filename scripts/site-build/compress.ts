import {readdir, readFile, writeFile} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';
import {availableParallelism} from 'node:os';
import {Worker} from 'node:worker_threads';
import {HASHED_ASSET} from '../../server/siteFiles';

// wasm, data and sql: the in-page SQL runner's engine (PGlite's WebAssembly and file-system bundle) and datasets.
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|map|webmanifest|wasm|data|sql)$/;
/** Below this, compression saves less than the extra round of headers costs. */
export const MIN_BYTES = 1024;

export type Levels = {readonly brotli: number; readonly gzip: number};

/**
 * Levels by kind of file, measured on the real build (the table is in
 * README.md, "Levels"). Hashed assets are cached for a year and sent to every
 * visitor, so they get the smallest files, whatever the time (brotli 11 is
 * most of the compression time). Everything else (pages, search-index chunks,
 * feeds, sitemap) changes with every build and is read once or twice a visit,
 * so it gets the level where the bytes stop falling fast: brotli 10 would take
 * 20 times as long for 9 to 11 % fewer bytes.
 */
const HASHED_LEVELS: Levels = {brotli: 11, gzip: 9};
const OTHER_LEVELS: Levels = {brotli: 6, gzip: 6};
/**
 * The SQL engine's WebAssembly and file-system bundle (8.9 and 4.9 MB) are
 * hashed assets too, but brotli 11 takes about 4 minutes of one core on them
 * for 13 % (wasm) and 19 % (data) fewer bytes than brotli 6, which takes 1 to 7 s
 * by the machine's load (README.md, "Levels");
 * a learner downloads them once, on a first Run, and keeps them for a year.
 */
const ENGINE = /\.(wasm|data)$/;

/**
 * A page's own content: one doc or blog post compiled from its Markdown, a
 * hashed chunk that only that page loads. Brotli 10 instead of 11: measured on
 * the full build's 406 such chunks (8.0 MB), 5.5 instead of 13.1 CPU seconds
 * for 2.4 % more bytes, about 0.13 KiB on a page (README.md, "Levels"). The
 * chunks every page shares (the entry, the theme, the sidebars) stay at 11.
 */
const PAGE_CONTENT_LEVELS: Levels = {brotli: 10, gzip: 9};
/** The exports a compiled Markdown page always has, as the bundler writes them (`contentTitle:()=>…`). */
const PAGE_CONTENT_EXPORTS = ['contentTitle:()=>', 'frontMatter:()=>'];

/** Whether a script is a page's compiled Markdown (see PAGE_CONTENT_LEVELS). */
export function isPageContent(content: Buffer): boolean {
  return PAGE_CONTENT_EXPORTS.every((name) => content.includes(name));
}

/**
 * The levels for a file of a build (its path from the build's root, `/`-separated), or null to leave it as it is.
 * Without its content, a page's content chunk counts as any hashed script.
 */
export function levelsFor(file: string, content?: Buffer): Levels | null {
  if (!COMPRESSIBLE.test(file)) return null;
  if (ENGINE.test(file)) return OTHER_LEVELS;
  if (!HASHED_ASSET.test(file)) return OTHER_LEVELS;
  return file.endsWith('.js') && content !== undefined && isPageContent(content) ? PAGE_CONTENT_LEVELS : HASHED_LEVELS;
}

/**
 * One value per distinct content and levels, made the first time they are
 * asked for: a file the two builds hold with the same bytes (a shared JS
 * chunk, the CSS, the feeds) is compressed once. Contents are compared by
 * their bytes, as the server compares the builds' files.
 */
export function contentMemo<T>(): (content: Buffer, levels: Levels, make: () => T) => T {
  const bySize = new Map<string, {content: Buffer; value: T}[]>();
  return (content, levels, make) => {
    const key = `${content.length} ${levels.brotli} ${levels.gzip}`;
    const same = bySize.get(key) ?? [];
    bySize.set(key, same);
    const known = same.find((entry) => entry.content.equals(content));
    if (known) return known.value;
    const value = make();
    same.push({content, value});
    return value;
  };
}

/**
 * Slowest first, so that no long compression is left to run alone at the end:
 * by level (brotli 11 takes 50 to 90 times as long a byte as brotli 6), then by size.
 */
export function byCost<T extends {readonly levels: Levels; readonly size: number}>(a: T, b: T): number {
  return b.levels.brotli - a.levels.brotli || b.size - a.size;
}

export type PrecompressStats = {
  /** Files that got a `.br` and a `.gz`. */
  readonly files: number;
  readonly bytes: number;
  readonly brotliBytes: number;
  /** Of those files, the ones compressed here rather than reused from an identical file. */
  readonly compressed: number;
};

type Compressed = {readonly br: Buffer; readonly gz: Buffer};

/**
 * A worker thread's code, plain JavaScript run with `eval` (a worker cannot
 * load TypeScript where no loader is registered, as in the test runner's).
 */
const WORKER = `
const {parentPort} = require('node:worker_threads');
const zlib = require('node:zlib');
parentPort.on('message', ({content, brotli, gzip}) => {
  const {BROTLI_PARAM_QUALITY, BROTLI_PARAM_SIZE_HINT} = zlib.constants;
  parentPort.postMessage({
    br: zlib.brotliCompressSync(content, {params: {[BROTLI_PARAM_QUALITY]: brotli, [BROTLI_PARAM_SIZE_HINT]: content.length}}),
    gz: zlib.gzipSync(content, {level: gzip}),
  });
});`;

/**
 * Compression on one worker thread per core, each compressing one file at a
 * time, in the order asked. zlib's asynchronous calls would share libuv's
 * four threads with every file read and write, and need the main thread
 * between chunks; these threads need neither, so the build's other steps go
 * on beside them. A worker ends when nothing is left to do.
 */
function createCompressorPool(size = availableParallelism()): (content: Buffer, levels: Levels) => Promise<Compressed> {
  type Job = {content: Buffer; levels: Levels; done: (result: Compressed) => void; failed: (error: Error) => void};
  const queue: Job[] = [];
  let workers = 0;
  const next = (worker: Worker) => {
    const job = queue.shift();
    if (job === undefined) {
      workers -= 1;
      void worker.terminate();
      return;
    }
    const finished = ({br, gz}: {br: Uint8Array; gz: Uint8Array}) => {
      worker.off('error', crashed);
      job.done({
        br: Buffer.from(br.buffer, br.byteOffset, br.length),
        gz: Buffer.from(gz.buffer, gz.byteOffset, gz.length),
      });
      next(worker);
    };
    const crashed = (error: Error) => {
      worker.off('message', finished);
      workers -= 1;
      job.failed(error);
      start();
    };
    worker.once('message', finished).once('error', crashed);
    worker.postMessage({content: job.content, brotli: job.levels.brotli, gzip: job.levels.gzip});
  };
  const start = () => {
    while (queue.length > 0 && workers < size) {
      workers += 1;
      next(new Worker(WORKER, {eval: true}));
    }
  };
  return (content, levels) =>
    new Promise((done, failed) => {
      queue.push({content, levels, done, failed});
      start();
    });
}

/**
 * Returns a function that writes `.br` and `.gz` beside every compressible
 * file of a build (or of the part of it `include` takes, given each file's
 * path from the root), for the server to send as they are. Files with the
 * same bytes, in one build or in every build given to the same function, are
 * compressed once and the result is written beside each of them.
 */
export function createPrecompressor(): (
  root: string,
  include?: (file: string) => boolean,
) => Promise<PrecompressStats> {
  const memo = contentMemo<Promise<Compressed>>();
  const compress = createCompressorPool();
  return async (root, include = () => true) => {
    const entries = await readdir(root, {recursive: true, withFileTypes: true});
    const read = await Promise.all(
      entries
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
        .flatMap((path) => {
          const file = relative(root, path).split(sep).join('/');
          return include(file) && levelsFor(file) ? [{path, file}] : [];
        })
        .map(async ({path, file}) => {
          const content = await readFile(path);
          return {path, levels: levelsFor(file, content)!, content, size: content.length};
        }),
    );
    const files = read.filter(({size}) => size >= MIN_BYTES).sort(byCost);
    let compressed = 0;
    let brotliBytes = 0;
    await Promise.all(
      files.map(async ({path, levels, content}) => {
        const {br, gz} = await memo(content, levels, () => {
          compressed += 1;
          return compress(content, levels);
        });
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        brotliBytes += br.length;
      }),
    );
    const bytes = files.reduce((sum, {size}) => sum + size, 0);
    return {files: files.length, bytes, brotliBytes, compressed};
  };
}
