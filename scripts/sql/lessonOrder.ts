/**
 * Every lesson and post of the site in reading order: the sidebar's order
 * (a folder's `_category_.json` position, a file's `sidebar_position`, else
 * the number its name starts with, else its name), blog posts by date.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import matter from 'gray-matter';

type Key = {position: number; name: string};

function key(path: string, name: string): Key {
  let position: number | undefined;
  if (statSync(path).isDirectory()) {
    const category = join(path, '_category_.json');
    if (existsSync(category)) position = (JSON.parse(readFileSync(category, 'utf8')) as {position?: number}).position;
  } else {
    const front = matter(readFileSync(path, 'utf8')).data as {sidebar_position?: number};
    position = front.sidebar_position;
  }
  position ??= /^(\d+)[-_.]/.exec(name) ? Number(/^(\d+)/.exec(name)![1]) : Number.POSITIVE_INFINITY;
  return {position, name};
}

const byKey = (a: Key, b: Key) => (a.position === b.position ? a.name.localeCompare(b.name) : a.position - b.position);

/** Markdown files under `root`, in sidebar order (depth first). */
export function lessonsInOrder(root: string): string[] {
  const entries = readdirSync(root)
    .map((name) => ({path: join(root, name), name}))
    .filter(({path, name}) => statSync(path).isDirectory() || /\.mdx?$/.test(name))
    .map((entry) => ({...entry, key: key(entry.path, entry.name)}))
    .sort((a, b) => byKey(a.key, b.key));
  return entries.flatMap(({path}) => (statSync(path).isDirectory() ? lessonsInOrder(path) : [path]));
}

/** The Markdown files of `paths` (folders in reading order, files as given). */
export const courseFiles = (paths: readonly string[]): string[] =>
  paths.flatMap((path) => (statSync(path).isDirectory() ? lessonsInOrder(path) : [path]));
