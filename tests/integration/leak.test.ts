import {resolve} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {FastifyInstance} from 'fastify';
import {buildApp} from '../../server/app';
import {readServerConfig} from '../../server/config';
import {firebaseIdentity} from '../../server/identity';
import {openProgressBackend} from '../../server/progress/backend';
import {MEMORY} from '../../server/progress/database';
import {MANIFEST_FILE} from '../../src/progress/manifest';
import {SESSION_COOKIE} from '../../server/plugins/session';
import {createAccount, uniqueEmail} from '../e2e/emulator';
import {PROTECTED_PATHS, classifyPath} from '../../src/access/paths';
import {protectedDocPrefixes} from '../../scripts/site-build/publicDocs';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  buildUrls,
  hostileVariants,
  markupText,
  protectedDescriptions,
  protectedHeadings,
  protectedSentences,
  protectedSql,
  publicText,
  readableText,
  type Secret,
} from './leakCorpus';

/**
 * The leak test: no anonymous request, to any URL of either build or any
 * hostile variant of a protected page, returns a sentence from the body of a
 * protected lesson; the same requests with a valid session do return them.
 * Needs `npm run build` and the Auth emulator (both done by `npm test`).
 */
const config = readServerConfig({...process.env, BUILD_DIR: resolve('build'), LOG_LEVEL: 'silent'});
const prefixes = protectedDocPrefixes(PROTECTED_PATHS);
const secrets: Secret[] = prefixes.flatMap((prefix) => protectedSentences('docs', prefix));
// The in-page SQL runner ships lessons' SQL in JS chunks, start chunks, a worker, WebAssembly and data files:
// every file of both builds is requested below, so each of these kinds is checked.
const sqlSecrets: Secret[] = protectedSql('docs', prefixes, ['blog']);
const buildFiles = [...new Set([...buildUrls(config.fullRoot), ...buildUrls(config.publicRoot)])];
const protectedPages = buildUrls(config.fullRoot).filter(
  (url) => !/\.\w+$/.test(url) && classifyPath(url) === 'protected',
);
const urls = [...new Set([...buildFiles, ...protectedPages.flatMap(hostileVariants)])];
// What the sign-in invitation may show of a protected page (titles, outline, summaries) is not a secret;
// everything else of the lesson is: its description and its headings below the title.
// The SQL engine's file system (PostgreSQL's own files) holds common phrases such as "Environment variables".
const engineData = buildUrls(config.publicRoot)
  .filter((url) => /^\/assets\/sql\/[^/]+\.data$/.test(url))
  .map((url) => readFileSync(join(config.publicRoot, decodeURI(url)), 'latin1'));
const shown = [
  publicText('docs', prefixes, ['blog'], ['sidebars.ts', 'docusaurus.config.ts', 'src/data/courseAreas.ts']),
  ...engineData,
].join('\n');
// A description is in the page's markup (<meta name="description">); a heading in its text, markup and all.
const descriptions: Secret[] = prefixes.flatMap((prefix) => protectedDescriptions('docs', prefix, shown));
const headings: Secret[] = prefixes.flatMap((prefix) => protectedHeadings('docs', prefix, shown));

let app: FastifyInstance;
let sessionCookie: string;

beforeAll(async () => {
  app = await buildApp({
    config: {...config, sessionCacheMs: 60_000},
    identity: firebaseIdentity(config.projectId, config.emulatorHost),
    progress: openProgressBackend({kind: 'pglite', dataDir: MEMORY}),
  });
  const {idToken} = await createAccount(uniqueEmail('leak'), 'learning-is-cool-1');
  const created = await app.inject({
    method: 'POST',
    url: '/api/session',
    headers: {'content-type': 'application/json', origin: 'http://localhost:80'},
    payload: JSON.stringify({idToken}),
  });
  expect(created.statusCode).toBe(204);
  sessionCookie = String(created.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value);
}, 60_000);

afterAll(async () => {
  await app?.close();
});

/** The body of every URL (each distinct body once), as the server sends it to a reader with `cookie` or none. */
async function bodiesOf(cookie?: string, only: readonly string[] = urls): Promise<string[]> {
  const bodies = new Set<string>();
  for (const url of only) {
    const response = await app.inject({
      url,
      headers: {'accept-encoding': 'identity', ...(cookie ? {cookie: `${SESSION_COOKIE}=${cookie}`} : {})},
    });
    bodies.add(response.body);
  }
  return [...bodies];
}

async function textsOf(cookie?: string, only: readonly string[] = urls): Promise<string[]> {
  return (await bodiesOf(cookie, only)).map(readableText);
}

/** The title the page at `url` has in the tab: `<title>` as text. */
const tabTitle = (html: string) => readableText(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

const found = (texts: readonly string[], among: readonly Secret[] = secrets) =>
  among.filter(({sentence}) => texts.some((text) => text.includes(sentence)));

describe('the leak test', () => {
  it('has protected sentences and URLs to check', () => {
    expect(secrets.length).toBeGreaterThan(20);
    expect(protectedPages.length).toBeGreaterThan(10);
    expect(urls.length).toBeGreaterThan(buildFiles.length);
  });

  it('gives no anonymous client any sentence of a protected lesson, through any URL', async () => {
    const leaked = found(await textsOf());
    expect(leaked.map(({file, sentence}) => `${file}: ${sentence}`)).toEqual([]);
  }, 300_000);

  it('gives no anonymous client a line of a protected lesson’s SQL (blocks, module start), through any file', async () => {
    expect(sqlSecrets.length).toBeGreaterThan(20);
    const leaked = found(await textsOf(), sqlSecrets);
    expect(leaked.map(({file, sentence}) => `${file}: ${sentence}`)).toEqual([]);
  }, 300_000);

  it('covers the SQL runner’s files: the runner’s engine, worker and data are in the builds, and a session gets protected SQL', async () => {
    expect(buildFiles.some((url) => /^\/assets\/sql\/pglite\.[0-9a-f]+\.wasm$/.test(url))).toBe(true);
    expect(buildFiles.some((url) => /^\/assets\/sql\/pglite\.[0-9a-f]+\.data$/.test(url))).toBe(true);
    expect(buildFiles.some((url) => /^\/assets\/js\/sql-engine\.[0-9a-f]+\.js$/.test(url))).toBe(true);
    expect(found(await textsOf(sessionCookie), sqlSecrets).length).toBeGreaterThan(0);
  }, 300_000);

  it('covers the search index: with a session its page files hold lesson sentences, so the check above is meaningful for them', async () => {
    const searchFiles = urls.filter((url) => url.startsWith('/search-index/'));
    expect(searchFiles.some((url) => url.startsWith('/search-index/p/'))).toBe(true);
    expect(found(await textsOf(sessionCookie, searchFiles)).length).toBeGreaterThan(0);
  }, 300_000);

  it('gives no anonymous client a diagram drawn for a protected lesson; a session gets each one', async () => {
    const publicFiles = new Set(buildUrls(config.publicRoot));
    const protectedDiagrams = buildUrls(config.fullRoot).filter(
      (url) => url.startsWith('/diagrams/') && !publicFiles.has(url),
    );
    expect(protectedDiagrams.length).toBeGreaterThan(10);
    for (const url of protectedDiagrams) {
      // Every drawing's SVG carries its key in its id (src/diagrams/render.ts).
      const drawing = `mermaid-${/([0-9a-f]{16})\.json$/.exec(url)![1]}`;
      const anonymous = await app.inject({url, headers: {'accept-encoding': 'identity'}});
      expect(anonymous.statusCode, url).toBe(404);
      expect(anonymous.body, url).not.toContain(drawing);
      const signedIn = await app.inject({
        url,
        headers: {'accept-encoding': 'identity', cookie: `${SESSION_COOKIE}=${sessionCookie}`},
      });
      expect(signedIn.statusCode, url).toBe(200);
      expect(signedIn.body, url).toContain(drawing);
    }
  }, 300_000);

  it('gives no anonymous client the lesson manifest or any progress answer; a session gets them', async () => {
    const manifest = `/${MANIFEST_FILE}`;
    const lessonTitle = 'What MLOps is';
    for (const [url, status] of [
      [manifest, 404],
      ['/api/progress', 401],
      ['/api/progress/programmes', 401],
      ['/api/progress/export', 401],
    ] as const) {
      const anonymous = await app.inject({url, headers: {'accept-encoding': 'identity'}});
      expect(anonymous.statusCode, url).toBe(status);
      expect(anonymous.body, url).not.toContain(lessonTitle);
    }
    const signedIn = await app.inject({
      url: manifest,
      headers: {'accept-encoding': 'identity', cookie: `${SESSION_COOKIE}=${sessionCookie}`},
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain(lessonTitle);
  }, 60_000);

  it('gives no anonymous client a protected lesson’s description or a heading below its title, through any URL', async () => {
    expect(descriptions.length).toBeGreaterThan(200);
    expect(headings.length).toBeGreaterThan(500);
    const bodies = await bodiesOf();
    const leaked = [...found(bodies.map(markupText), descriptions), ...found(bodies.map(readableText), headings)];
    expect(leaked.map(({file, sentence}) => `${file}: ${sentence}`)).toEqual([]);
  }, 300_000);

  it('gives a signed-in reader every lesson’s description and headings, so the check above can fail', async () => {
    const bodies = await bodiesOf(sessionCookie, protectedPages);
    const shownToReader = new Set(
      [...found(bodies.map(markupText), descriptions), ...found(bodies.map(readableText), headings)].map(({sentence}) => sentence),
    );
    expect([...descriptions, ...headings].filter(({sentence}) => !shownToReader.has(sentence))).toEqual([]);
  }, 300_000);

  it('gives an anonymous visitor each protected page’s own title, in the tab and as its heading: the sign-in invitation', async () => {
    const wrong: string[] = [];
    for (const url of protectedPages) {
      const title = tabTitle(readFileSync(join(config.fullRoot, decodeURI(url), 'index.html'), 'utf8'));
      const anonymous = await app.inject({url, headers: {'accept-encoding': 'identity'}});
      const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(anonymous.body)?.[1];
      if (anonymous.statusCode !== 200 || tabTitle(anonymous.body) !== title || `${readableText(heading ?? '')} | Projects` !== title) {
        wrong.push(`${url}: ${anonymous.statusCode}, tab "${tabTitle(anonymous.body)}", heading "${heading}", want "${title}"`);
      }
    }
    expect(protectedPages.length).toBeGreaterThan(300);
    expect(wrong).toEqual([]);
  }, 300_000);

  it('gives a signed-in reader every one of them', async () => {
    const shown = new Set(found(await textsOf(sessionCookie)).map(({sentence}) => sentence));
    expect(secrets.filter(({sentence}) => !shown.has(sentence))).toEqual([]);
  }, 300_000);
});
