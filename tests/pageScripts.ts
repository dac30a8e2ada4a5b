/**
 * The pages issue 11 ("Fast pages") measures, and how much JS a page loads,
 * shared by the byte budget test (tests/e2e/budget.spec.ts) and the page
 * benchmark (scripts/bench-pages.mts).
 */
import {readFile, stat} from 'node:fs/promises';
import {join} from 'node:path';
import {brotliCompressSync, constants} from 'node:zlib';
import type {Page} from '@playwright/test';
import {logRequests} from './requestLog';

/**
 * A lesson with two Mermaid flowcharts (the diagram type of nearly every
 * lesson that has diagrams) and code blocks: the page whose JS grew most
 * when diagrams were drawn in the browser.
 */
export const DIAGRAM_LESSON = '/docs/Programs/Es/DataEngineering/Contenedores/docker/por-que-contenedores';

export type TargetPage = {
  readonly label: string;
  readonly path: string;
  /** Read with a session cookie, so that the server sends the full build. */
  readonly signedIn: boolean;
  /** The goal for the JS the page loads, brotli-compressed; a page without one is only benchmarked. */
  readonly budgetKiB?: number;
};

export const PAGES: readonly TargetPage[] = [
  {label: 'home', path: '/', signedIn: false, budgetKiB: 130},
  {label: 'intro', path: '/docs/intro', signedIn: false, budgetKiB: 150},
  {label: 'lesson with diagrams', path: DIAGRAM_LESSON, signedIn: true, budgetKiB: 170},
  {label: 'blog post with a diagram', path: '/blog/docker', signedIn: false},
];

/**
 * Opens `path` and returns the paths of the same-origin scripts it requests
 * until it has hydrated and then stopped loading (tests/requestLog.ts), so
 * that both what first paint needs and what loads afterwards count.
 * Docusaurus's prefetches of other pages' chunks (`<link rel=prefetch>`,
 * resource type "other") are for the next navigation and do not.
 */
export async function scriptsLoaded(page: Page, path: string): Promise<string[]> {
  const log = logRequests(page, (request) => request.resourceType() === 'script');
  await page.goto(path, {waitUntil: 'load'});
  // Docusaurus marks the page once React has hydrated it, which needs every chunk of the page.
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await log.quiet();
  log.stop();
  const origin = new URL(page.url()).origin;
  return [...new Set(log.requests.map((request) => request.url()))]
    .map((url) => new URL(url))
    .filter((url) => url.origin === origin)
    .map((url) => decodeURIComponent(url.pathname))
    .sort();
}

export type Chunk = {readonly file: string; readonly bytes: number};

/**
 * The brotli size of each script as the server sends it: the `.br` the build
 * wrote beside it, or, for a file too small to have one (under 1 KiB), the
 * file compressed here at the build's quality, 11.
 */
export async function brotliSizes(root: string, paths: readonly string[]): Promise<Chunk[]> {
  return Promise.all(
    paths.map(async (path) => {
      const file = join(root, path);
      const precompressed = await stat(`${file}.br`).catch(() => null);
      if (precompressed) return {file: path, bytes: precompressed.size};
      const content = await readFile(file).catch(() => {
        throw new Error(`${path} is not in ${root}: is BUILD_DIR the build the server serves?`);
      });
      return {file: path, bytes: brotliCompressSync(content, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length};
    }),
  );
}
