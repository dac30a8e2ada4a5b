import {readdirSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import matter from 'gray-matter';
import {prose} from '../../scripts/content/markdown';
import {htmlText} from '../../scripts/site-build/htmlText';

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

/** A response body as a reader would see its words: JS escapes decoded, then as HTML text. */
export function readableText(body: string): string {
  return htmlText(body.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
}

/** Every file of a build, as the URL paths that reach it (pages by their bare path). */
export function buildUrls(buildDir: string): string[] {
  const urls = new Set<string>();
  for (const entry of readdirSync(buildDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const file = relative(buildDir, join(entry.parentPath, entry.name)).split(sep).join('/');
    const page = file === 'index.html' ? '/' : file.endsWith('/index.html') ? `/${file.slice(0, -'/index.html'.length)}` : null;
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
