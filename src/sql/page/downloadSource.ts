import {statSync} from 'node:fs';
import {relative} from 'node:path';

/**
 * A file the worker downloads (a `Download`, engine/protocol.ts) as module
 * source, for a module written in the folder `from` (a lesson's start,
 * start.ts; the engine's files, plugin.ts): a URL the bundler resolves,
 * emitting the file as an asset, and the file's size, which the loading bar
 * counts against before the download has said anything. Build time only.
 */
export function downloadSource(file: string, from: string): string {
  const path = relative(from, file).split('\\').join('/');
  const url = `new URL(${JSON.stringify(path.startsWith('.') ? path : `./${path}`)}, import.meta.url).href`;
  return `{url: ${url}, bytes: ${statSync(file).size}}`;
}
