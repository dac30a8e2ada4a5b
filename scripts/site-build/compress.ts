import {readdir, readFile, writeFile} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import {HASHED_ASSET} from '../../server/siteFiles';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

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

/** The levels for a file of a build (its path from the build's root, `/`-separated), or null to leave it as it is. */
export function levelsFor(file: string): Levels | null {
  if (!COMPRESSIBLE.test(file)) return null;
  return HASHED_ASSET.test(file) ? HASHED_LEVELS : OTHER_LEVELS;
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
 * by level (brotli 11 takes about 100 times as long a byte as brotli 6), then by size.
 */
export function byCost<T extends {readonly levels: Levels; readonly size: number}>(a: T, b: T): number {
  return b.levels.brotli - a.levels.brotli || b.size - a.size;
}

/**
 * Files compressed at once, each as a brotli and a gzip job on libuv's
 * threadpool (4 threads unless UV_THREADPOOL_SIZE says otherwise). On the
 * 2-core build machine, one file at a time took twice as long as two; four
 * keep the pool full while the slowest jobs run. A pool of worker threads
 * compressing synchronously was no faster beyond the noise (about 11 s either
 * way for both builds, see README.md), so zlib's own threads do the work.
 */
const IN_FLIGHT = 4;

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
 * Returns a function that writes `.br` and `.gz` beside every compressible
 * file of a build, for the server to send as they are. Files with the same
 * bytes, in one build or in every build given to the same function, are
 * compressed once and the result is written beside each of them.
 */
export function createPrecompressor(): (root: string) => Promise<PrecompressStats> {
  const memo = contentMemo<Promise<Compressed>>();
  return async (root) => {
    const entries = await readdir(root, {recursive: true, withFileTypes: true});
    const read = await Promise.all(
      entries
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
        .flatMap((path) => {
          const levels = levelsFor(relative(root, path).split(sep).join('/'));
          return levels ? [{path, levels}] : [];
        })
        .map(async (file) => {
          const content = await readFile(file.path);
          return {...file, content, size: content.length};
        }),
    );
    const files = read.filter(({size}) => size >= MIN_BYTES).sort(byCost);
    let next = 0;
    let compressed = 0;
    let bytes = 0;
    let brotliBytes = 0;
    const worker = async () => {
      for (let file = files[next++]; file !== undefined; file = files[next++]) {
        const {path, levels, content} = file;
        const {br, gz: gzipped} = await memo(content, levels, () => {
          compressed += 1;
          return compress(content, levels);
        });
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
        bytes += content.length;
        brotliBytes += br.length;
      }
    };
    await Promise.all(Array.from({length: IN_FLIGHT}, worker));
    return {files: files.length, bytes, brotliBytes, compressed};
  };
}

async function compress(content: Buffer, levels: Levels): Promise<Compressed> {
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {[constants.BROTLI_PARAM_QUALITY]: levels.brotli, [constants.BROTLI_PARAM_SIZE_HINT]: content.length},
    }),
    gz(content, {level: levels.gzip}),
  ]);
  return {br, gz: gzipped};
}
