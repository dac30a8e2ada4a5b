import {readdir} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';
import {candidateFiles} from './requestPath';

/** One production build on disk, with an index of its files for lookups without disk access. */
export type SiteBuild = {
  readonly name: 'full' | 'public';
  readonly root: string;
  /** The file on disk (relative to root) for a page or file path, or null. */
  readonly find: (path: string) => string | null;
  readonly has: (file: string) => boolean;
};

const COMPRESSED = /\.(br|gz)$/;

async function listFiles(root: string): Promise<Map<string, string>> {
  const entries = await readdir(root, {recursive: true, withFileTypes: true});
  const files = new Map<string, string>();
  for (const entry of entries) {
    if (!entry.isFile() || COMPRESSED.test(entry.name)) continue;
    const onDisk = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
    // Requests are compared in NFC, whatever form the file system keeps.
    files.set(onDisk.normalize('NFC'), onDisk);
  }
  return files;
}

export async function loadSiteBuild(name: SiteBuild['name'], root: string): Promise<SiteBuild> {
  let files: Map<string, string>;
  try {
    files = await listFiles(root);
  } catch (error) {
    throw new Error(`Cannot read the ${name} build at ${root}: run "npm run build" first.`, {cause: error});
  }
  if (!files.has('index.html') || !files.has('404.html')) {
    throw new Error(`The ${name} build at ${root} has no index.html or 404.html: run "npm run build".`);
  }
  return {
    name,
    root,
    find(path) {
      for (const candidate of candidateFiles(path)) {
        const onDisk = files.get(candidate);
        if (onDisk !== undefined) return onDisk;
      }
      return null;
    },
    has: (file) => files.has(file.normalize('NFC')),
  };
}
