import {readFile, readdir, stat} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';

/** The files that could hold a decoded path's content, in the order a static host tries them. */
export function candidateFiles(path: string): string[] {
  const relative = path.replace(/^\/+/, '').replace(/\/+$/, '');
  if (relative === '') return ['index.html'];
  return path.endsWith('/') ? [`${relative}/index.html`] : [`${relative}/index.html`, `${relative}.html`, relative];
}

/** One production build on disk, with an index of its files for lookups without disk access. */
export type SiteBuild = {
  readonly name: 'full' | 'public';
  readonly root: string;
  /** The file on disk (relative to root) for a page or file path, or null. */
  readonly find: (path: string) => string | null;
  /** Every file, by its NFC name. */
  readonly files: () => Iterable<string>;
  /** The name on disk of a file given by its NFC name, or null. */
  readonly resolve: (file: string) => string | null;
};

/** Files whose names carry a hash of their content (Docusaurus's `assets/`): cacheable for ever, sent to every visitor. */
export const HASHED_ASSET = /^assets\//;

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
    files: () => files.keys(),
    resolve: (file) => files.get(file.normalize('NFC')) ?? null,
  };
}

/**
 * The files both builds hold with the same bytes. Such a file says nothing
 * about the reader's session, so it is served without checking one: hashed
 * assets, images, and every page-independent file the two builds share.
 */
export async function filesInBoth(full: SiteBuild, pub: SiteBuild): Promise<Set<string>> {
  const same = new Set<string>();
  for (const file of pub.files()) {
    const other = full.resolve(file);
    if (other === null) continue;
    const [a, b] = [join(pub.root, pub.resolve(file)!), join(full.root, other)];
    if ((await stat(a)).size !== (await stat(b)).size) continue;
    if ((await readFile(a)).equals(await readFile(b))) same.add(file);
  }
  return same;
}
