/**
 * Measures brotli and gzip levels on a finished build (`npm run build` first):
 * for each kind of file, the bytes and the CPU time of every level compared,
 * over the distinct contents of build/full and build/public (what the build
 * compresses). Prints a Markdown table, the one in scripts/site-build/README.md.
 * Times are CPU seconds of one thread, so other work on the machine changes
 * them less than it changes wall time; the load average is printed with them.
 */
import {readdir, readFile} from 'node:fs/promises';
import {loadavg} from 'node:os';
import {join, relative, sep} from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {contentMemo, isPageContent, levelsFor, MIN_BYTES} from './site-build/compress.ts';

const SETTINGS = [
  ['brotli', 11],
  ['brotli', 10],
  ['brotli', 9],
  ['brotli', 6],
  ['brotli', 5],
  ['gzip', 9],
  ['gzip', 6],
] as const;

function kindOf(file: string, content: Buffer): string {
  if (file.startsWith('search-index/')) return 'JSON search index';
  const extension = file.slice(file.lastIndexOf('.') + 1).toUpperCase();
  if (!file.startsWith('assets/')) return extension;
  return extension === 'JS' && isPageContent(content) ? 'JS, hashed, a page’s content' : `${extension}, hashed`;
}

const byKind = new Map<string, Buffer[]>();
const firstOf = contentMemo<Buffer>();
for (const root of ['build/full', 'build/public']) {
  for (const entry of await readdir(root, {recursive: true, withFileTypes: true})) {
    const file = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
    const levels = entry.isFile() ? levelsFor(file) : null;
    if (levels === null) continue;
    const content = await readFile(join(root, file));
    // A content already seen is left out: the build compresses it once too.
    if (content.length < MIN_BYTES || firstOf(content, levels, () => content) !== content) continue;
    const kind = kindOf(file, content);
    byKind.set(kind, [...(byKind.get(kind) ?? []), content]);
  }
}

const compress = (content: Buffer, [method, level]: (typeof SETTINGS)[number]) =>
  method === 'gzip'
    ? gzipSync(content, {level})
    : brotliCompressSync(content, {
        params: {[constants.BROTLI_PARAM_QUALITY]: level, [constants.BROTLI_PARAM_SIZE_HINT]: content.length},
      });

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`Load average before: ${load()}\n`);
console.log(`| Kind | Files | MB | ${SETTINGS.map(([method, level]) => `${method} ${level}`).join(' | ')} |`);
console.log(`| --- | --- | --- | ${SETTINGS.map(() => '---').join(' | ')} |`);
for (const [kind, contents] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
  const cells = SETTINGS.map((setting) => {
    const started = process.cpuUsage();
    const bytes = contents.reduce((sum, content) => sum + compress(content, setting).length, 0);
    const {user, system} = process.cpuUsage(started);
    return `${(bytes / 1e3).toFixed(0)} kB, ${((user + system) / 1e6).toFixed(2)} s`;
  });
  const bytes = contents.reduce((sum, content) => sum + content.length, 0);
  console.log(`| ${kind} | ${contents.length} | ${(bytes / 1e6).toFixed(1)} | ${cells.join(' | ')} |`);
}
console.log(`\nLoad average after: ${load()}`);
