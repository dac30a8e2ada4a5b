/**
 * The site search index, written into a finished build: one small JSON file
 * per page (its title and sections) and one per three-letter term prefix
 * (the postings of every term that starts with it), so a query fetches a
 * few kilobytes however large the course grows. The full build's index
 * holds every page; the public build's holds the public pages and, for each
 * protected lesson, its title alone (all the public build has of it), marked
 * locked. Terms come from `src/search/analyze.ts`, as the browser's do.
 */
import {mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import matter from 'gray-matter';
import {join, relative, sep} from 'node:path';
import {classifyPath} from '../../src/access/paths.ts';
import type {SiteVariant} from '../../src/access/variant.ts';
import type {Language} from '../../src/search/analyze.ts';
import {buildIndex} from '../../src/search/buildIndex.ts';
import {SEARCH_DIR, type IndexedPage} from '../../src/search/format.ts';
import {contentLanguage} from '../../src/site/contentLanguage.ts';
import {htmlText} from './htmlText.ts';

/** Pages that only list or link to other pages, or hold no content of their own. */
const NOT_CONTENT = [
  /^\/$/,
  /^\/404$/,
  /^\/search$/,
  /^\/login$/,
  /^\/logout$/,
  /^\/blog(\/(page|tags|authors|archive)(\/.*)?)?$/,
];

export type SearchRecord =
  | {readonly kind: 'page'; readonly url: string; readonly language: Language}
  | {readonly kind: 'locked'; readonly url: string; readonly language: Language}
  | {readonly kind: 'skip'};

/** The URL of an HTML file of a build, as the site serves it. */
export function pageUrl(file: string): string {
  const path = `/${file.split(sep).join('/')}`.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return path === '' ? '/' : path;
}

/**
 * Spanish pages are marked `lang="es"` inside an English shell (the site has
 * one locale); a lesson's sign-in stub has no content to mark, so its place
 * in the Spanish programmes says it.
 */
export function pageLanguage(url: string, html: string): Language {
  return /<div lang=["']?es\b/.test(html) || contentLanguage(encodeURI(url), undefined) === 'es' ? 'es' : 'en';
}

/**
 * The URL Docusaurus gives a doc file (path relative to the docs folder):
 * number prefixes dropped from every segment, the extension dropped, and an
 * `index` doc standing for its folder. (No protected doc sets `slug` or `id`.)
 */
export function docUrl(relativePath: string): string {
  const segments = relativePath.split(/[\\/]/).map((segment) => segment.replace(/^\d+[-_.]+(?=[^-_.\s])/, ''));
  segments[segments.length - 1] = segments.at(-1)!.replace(/\.mdx?$/, '');
  if (segments.at(-1) === 'index') segments.pop();
  return `/docs/${segments.join('/')}`;
}

/**
 * The titles of the protected lessons, by URL. The public build's sign-in
 * stub of a lesson does not show its title, so the index takes it from the
 * doc's front matter, or a category's label (titles are public: the sidebar shows them).
 */
export async function protectedTitles(docsDir: string): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const entries = (await readdir(docsDir, {recursive: true, withFileTypes: true})).filter((entry) => entry.isFile());
  // A category's generated page is titled by its label, unless an index doc stands for the folder.
  for (const entry of entries.filter((e) => e.name === '_category_.json')) {
    const url = docUrl(relative(docsDir, join(entry.parentPath, 'index.md')));
    const {label} = JSON.parse(await readFile(join(entry.parentPath, entry.name), 'utf8')) as {label?: unknown};
    if (typeof label === 'string' && classifyPath(encodeURI(url)) === 'protected') titles.set(url, label);
  }
  for (const entry of entries.filter((e) => /\.mdx?$/.test(e.name))) {
    const path = join(entry.parentPath, entry.name);
    const url = docUrl(relative(docsDir, path));
    if (classifyPath(encodeURI(url)) !== 'protected') continue;
    const title = matter(await readFile(path, 'utf8')).data.title;
    if (typeof title === 'string') titles.set(url, title);
  }
  return titles;
}

/** What a page contributes: its content, its title alone (a protected lesson in the public build), or nothing. */
export function searchRecordFor(file: string, html: string, variant: SiteVariant): SearchRecord {
  const url = pageUrl(file);
  if (
    NOT_CONTENT.some((pattern) => pattern.test(url)) ||
    /<meta\b[^>]*\bname=["']?robots["']?[^>]*\bcontent=["']?noindex/.test(html)
  ) {
    return {kind: 'skip'};
  }
  const language = pageLanguage(url, html);
  if (variant === 'public' && classifyPath(encodeURI(url)) === 'protected') return {kind: 'locked', url, language};
  return {kind: 'page', url, language};
}

/** Parts of a page that are not its prose: navigation, footers, buttons, icons and code blocks. */
const NOT_PROSE = /<(nav|footer|button|svg|pre|style|script)\b[\s\S]*?<\/\1>/g;

/** A page's title and its sections: the text before the first `##` heading, then each `##`/`###` section. */
export function extractPage(url: string, html: string, locked: boolean, knownTitle?: string): IndexedPage {
  const title =
    knownTitle ??
    htmlText(
      /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? /<title[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '',
    ).replace(/\s*\|\s*Projects$/, '');
  if (locked) return {url, title, locked, sections: []};
  const body =
    (/<article[^>]*>([\s\S]*)<\/article>/.exec(html) ?? /<main[^>]*>([\s\S]*)<\/main>/.exec(html))?.[1] ?? '';
  const prose = body.replace(NOT_PROSE, ' ').replace(/<h1[^>]*>[\s\S]*?<\/h1>/, ' ');
  const sections: [string, string, string][] = [];
  const heading = /<h([23])\b([^>]*)>([\s\S]*?)<\/h\1>/g;
  let start = 0;
  let current: {heading: string; anchor: string} = {heading: '', anchor: ''};
  for (const match of prose.matchAll(heading)) {
    sections.push([current.heading, current.anchor, htmlText(prose.slice(start, match.index))]);
    const anchor = /\bid=["']?([^"'\s>]+)/.exec(match[2] ?? '')?.[1] ?? '';
    current = {heading: htmlText(match[3] ?? ''), anchor};
    start = match.index + match[0].length;
  }
  sections.push([current.heading, current.anchor, htmlText(prose.slice(start))]);
  return {
    url,
    title,
    locked,
    sections: sections.filter(([h, , text], index) => index === 0 || h !== '' || text !== ''),
  };
}

async function htmlFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Writes the search index of one build; returns how many pages it holds, by
 * language. The public build has no protected lesson pages: it lists, locked
 * and by title only, the protected pages of `fullRoot` (the full build).
 */
export async function writeSearchIndex(
  root: string,
  variant: SiteVariant,
  {docsDir = 'docs', fullRoot}: {docsDir?: string; fullRoot?: string} = {},
): Promise<Record<Language, number>> {
  const counts: Record<Language, number> = {en: 0, es: 0};
  const titles = variant === 'public' ? await protectedTitles(docsDir) : new Map<string, string>();
  const input: {page: IndexedPage; language: Language}[] = [];
  const sources = [{dir: root, files: await htmlFiles(root)}];
  if (variant === 'public') {
    if (!fullRoot) throw new Error('The public search index lists the full build’s protected pages: give fullRoot.');
    const lessons = (await htmlFiles(fullRoot)).filter(
      (file) => classifyPath(encodeURI(pageUrl(file))) === 'protected',
    );
    sources.push({dir: fullRoot, files: lessons});
  }
  for (const {dir, files} of sources)
    for (const file of files) {
      const html = await readFile(join(dir, file), 'utf8');
      const record = searchRecordFor(file, html, variant);
      if (record.kind === 'skip') continue;
      const locked = record.kind === 'locked';
      const title = locked ? titles.get(record.url) : undefined;
      if (locked && title === undefined)
        throw new Error(`No title for the protected lesson ${record.url} in ${docsDir}`);
      input.push({page: extractPage(record.url, html, locked, title), language: record.language});
      counts[record.language] += 1;
    }
  const {pages, shards} = buildIndex(input);
  const out = join(root, SEARCH_DIR);
  await rm(out, {recursive: true, force: true});
  await mkdir(join(out, 'p'), {recursive: true});
  await mkdir(join(out, 't'), {recursive: true});
  await Promise.all(pages.map((page, index) => writeFile(join(out, 'p', `${index}.json`), JSON.stringify(page))));
  await Promise.all(
    [...shards].map(([name, shard]) => writeFile(join(out, 't', `${name}.json`), JSON.stringify(shard))),
  );
  // The shard names let the browser skip words no page has, instead of asking for a file that does not exist.
  await writeFile(join(out, 'meta.json'), JSON.stringify({pages: pages.length, shards: [...shards.keys()]}));
  return counts;
}
