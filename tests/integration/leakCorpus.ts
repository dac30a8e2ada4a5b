import {readdirSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import matter from 'gray-matter';
import {codeBlocks, prose} from '../../scripts/content/markdown';
import {decodeEntities, htmlText} from '../../scripts/site-build/htmlText';
import {isCategoryIndexDoc} from '../../src/docs/categoryIndex';

/** Sentences plain enough to survive rendering unchanged: no markup, quotes or entities. */
const PLAIN_SENTENCE = /^[\p{L}\p{N} ,.;¿¡?!-]+$/u;

export type Secret = {readonly file: string; readonly sentence: string};

/** Up to `perFile` distinctive sentences from the body of every protected doc. */
export function protectedSentences(docsDir: string, protectedDir: string, perFile = 3): Secret[] {
  const root = join(docsDir, protectedDir);
  const secrets: Secret[] = [];
  for (const entry of readdirSync(root, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const text = prose(matter(readFileSync(path, 'utf8')).content);
    const sentences = text
      .split('\n')
      .filter((line) => !/^\s*([#|>-]|\d+\.|:::)/.test(line))
      .flatMap((line) => line.split(/(?<=[.!?])\s+/))
      .map((sentence) => sentence.trim())
      .filter((sentence) => sentence.length >= 60 && sentence.length <= 220 && PLAIN_SENTENCE.test(sentence));
    for (const sentence of sentences.slice(0, perFile)) {
      secrets.push({file: relative(docsDir, path).split(sep).join('/'), sentence});
    }
  }
  return secrets;
}

const unescapeJs = (body: string) =>
  body.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A response body as a reader would see its words: JS escapes decoded, then as HTML text. */
export function readableText(body: string): string {
  return htmlText(unescapeJs(body));
}

/** A response body with its markup kept, JS escapes and HTML entities decoded: what attributes (`<meta content>`) hold too. */
export function markupText(body: string): string {
  return decodeEntities(unescapeJs(body)).replace(/\s+/g, ' ');
}

/** Every file of a build, as the URL paths that reach it (pages by their bare path). */
export function buildUrls(buildDir: string): string[] {
  const urls = new Set<string>();
  for (const entry of readdirSync(buildDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const file = relative(buildDir, join(entry.parentPath, entry.name)).split(sep).join('/');
    const page =
      file === 'index.html' ? '/' : file.endsWith('/index.html') ? `/${file.slice(0, -'/index.html'.length)}` : null;
    urls.add(encodeURI(page ?? `/${file}`));
  }
  return [...urls].sort();
}

/** The ways a client might ask for a protected page besides its plain path. */
export function hostileVariants(url: string): string[] {
  return [
    `${url}/`,
    `${url}.html`,
    `${url}/index.html`,
    url.replace('/docs/', '/docs//'),
    url.replace('/Programs', '/%50rograms'),
    url.replace('/Programs', '/programs'),
    url.replace(/\//g, '%2F'),
    `/blog/..${url}`,
    `/blog/%2e%2e${url}`,
    `${url}%00`,
    `${url}?__session=forged`,
  ];
}

/** SQL lines that survive rendering and JS string escaping unchanged: no quotes, backslashes, markup or entities. */
const PLAIN_SQL_LINE = /^[\p{L}\p{N} ,.;:()_=*+<>|-]+$/u;

function docFiles(root: string): string[] {
  return readdirSync(root, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Distinctive lines of SQL (trimmed, 40 to 200 characters, plain) from a doc's ```sql blocks or a sql-start.sql file. */
function sqlLines(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  const code = path.endsWith('.sql')
    ? text
    : codeBlocks(matter(text).content)
        .filter((block) => block.lang === 'sql')
        .map((block) => block.code)
        .join('\n');
  return (
    code
      .split('\n')
      .map((line) => line.trim())
      // One space between words: rendering may collapse runs of spaces.
      .filter(
        (line) =>
          line.length >= 40 &&
          line.length <= 200 &&
          !line.startsWith('--') &&
          !/\s{2}/.test(line) &&
          PLAIN_SQL_LINE.test(line),
      )
  );
}

/**
 * The SQL of protected lessons, as the in-page runner ships it (src/sql): the
 * blocks of each protected doc and its module's `sql-start.sql`, which a
 * lesson's start chunk holds. Lines that also appear anywhere in a public doc
 * or post are left out: reading them anonymously there is no leak.
 */
export function protectedSql(
  docsDir: string,
  protectedDirs: readonly string[],
  publicDirs: readonly string[],
  perFile = 3,
): Secret[] {
  const isSource = (path: string) => /\.mdx?$/.test(path) || path.endsWith('sql-start.sql');
  const inProtected = (path: string) => protectedDirs.some((dir) => path.startsWith(join(docsDir, dir) + sep));
  // Any line of a public doc or post, in code of any language or in prose.
  const publicLines = new Set(
    [...docFiles(docsDir).filter((path) => !inProtected(path)), ...publicDirs.flatMap(docFiles)]
      .filter(isSource)
      .flatMap((path) => readFileSync(path, 'utf8').split('\n'))
      .map((line) => line.trim()),
  );
  return protectedDirs
    .flatMap((dir) => docFiles(join(docsDir, dir)))
    .filter(isSource)
    .flatMap((path) =>
      [...new Set(sqlLines(path).filter((line) => !publicLines.has(line)))]
        .slice(0, perFile)
        .map((sentence) => ({file: relative(docsDir, path).split(sep).join('/'), sentence})),
    );
}

/** The docs (`.md`, `.mdx`) under a folder, with their paths relative to `docsDir`. */
function docsUnder(docsDir: string, dir: string): {readonly file: string; readonly raw: string}[] {
  return docFiles(join(docsDir, dir))
    .filter((path) => /\.mdx?$/.test(path))
    .map((path) => ({file: relative(docsDir, path).split(sep).join('/'), raw: readFileSync(path, 'utf8')}));
}

/**
 * Everything an anonymous reader may see of the course, as one text: the
 * public docs and posts, and of the protected ones what the sidebar, the
 * search index and the sign-in invitation show (titles, sidebar labels,
 * category labels and descriptions, the summaries of programme and module
 * pages). A heading or description found in it says nothing about a leak.
 */
export function publicText(docsDir: string, protectedDirs: readonly string[], publicDirs: readonly string[], config: readonly string[]): string {
  const inProtected = (path: string) => protectedDirs.some((dir) => path.startsWith(join(docsDir, dir) + sep));
  const open = [...docFiles(docsDir).filter((path) => !inProtected(path)), ...publicDirs.flatMap(docFiles)].filter((path) =>
    /\.(mdx?|json|ya?ml)$/.test(path),
  );
  const shown = protectedDirs.flatMap((dir) =>
    docFiles(join(docsDir, dir)).flatMap((path) => {
      if (/(^|[\\/])_category_\.(json|ya?ml)$/.test(path)) return [readFileSync(path, 'utf8')];
      if (!/\.mdx?$/.test(path)) return [];
      const {data} = matter(readFileSync(path, 'utf8'));
      const file = relative(docsDir, path).split(sep).join('/');
      return [data.title, data.sidebar_label, isCategoryIndexDoc(file) ? data.description : undefined].filter(
        (value): value is string => typeof value === 'string',
      );
    }),
  );
  return [...open.map((path) => readFileSync(path, 'utf8')), ...shown, ...config.map((path) => readFileSync(path, 'utf8'))].join('\n');
}

/** Descriptions and headings plain enough to survive rendering and JSON unchanged, and not too short to mean anything. */
const PLAIN_LINE = /^[\p{L}\p{N} ,.;:()¿¡?!'’/+&-]{20,}$/u;

/**
 * The descriptions of protected lessons (front matter, shown by the full
 * build in `<meta name="description">`): a lesson's, not the summary of a
 * programme's or module's own page, which the sign-in invitation shows.
 */
export function protectedDescriptions(docsDir: string, protectedDir: string, shown: string): Secret[] {
  // One per lesson: each is a whole sentence of its own.
  return docsUnder(docsDir, protectedDir).flatMap(({file, raw}) => {
    const {description} = matter(raw).data as {description?: unknown};
    if (isCategoryIndexDoc(file) || typeof description !== 'string') return [];
    const sentence = description.trim();
    return PLAIN_LINE.test(sentence) && !shown.includes(sentence) ? [{file, sentence}] : [];
  });
}

/**
 * Up to `perFile` headings below the title (`##` and deeper) of every
 * protected doc, without their links, code spans and bold: as a reader sees
 * them. (An underscore may be a name's or emphasis: such headings are left
 * out, as are quotes and other characters rendering may change.)
 */
export function protectedHeadings(docsDir: string, protectedDir: string, shown: string, perFile = 3): Secret[] {
  return docsUnder(docsDir, protectedDir).flatMap(({file, raw}) =>
    [
      ...new Set(
        prose(matter(raw).content)
          .split('\n')
          .map((line) => /^#{2,6}\s+(.+?)\s*(\{#[^}]*\})?$/.exec(line)?.[1])
          .filter((heading): heading is string => heading !== undefined)
          .map((heading) => heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '').trim()),
      ),
    ]
      .filter((heading) => PLAIN_LINE.test(heading) && !shown.includes(heading))
      .slice(0, perFile)
      .map((sentence) => ({file, sentence})),
  );
}
