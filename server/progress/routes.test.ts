import {randomUUID} from 'node:crypto';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {FastifyInstance, InjectOptions} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startPostgres} from '../../scripts/lib/postgres';
import {API_MESSAGES} from '../../src/progress/messages';
import {MANIFEST_FILE, type LessonManifest} from '../../src/progress/manifest';
import type {Summary} from '../../src/progress/summary';
import {buildApp} from '../app';
import type {ServerConfig} from '../config';
import {SESSION_COOKIE} from '../plugins/session';
import {GOOD_COOKIE, OTHER_COOKIE, READER, SECOND_DEVICE_COOKIE, fakeIdentity} from '../testing/fakeIdentity';
import {fixtureSite} from '../testing/fixtureSite';
import {openProgressBackend, progressBackend} from './backend';
import {PGLITE_FOLDER} from './database';
import {bothStores} from './testing/stores';

const ORIGIN = 'http://localhost:80';
const MANIFEST: LessonManifest = {
  lessons: [
    {
      id: 'Programs/En/m/one',
      path: '/docs/Programs/En/m/one',
      title: 'One',
      groups: ['/docs', '/docs/Programs/En/m'],
      exercises: 0,
    },
    {
      id: 'Programs/En/m/two',
      path: '/docs/Programs/En/m/two',
      title: 'Two',
      groups: ['/docs', '/docs/Programs/En/m'],
      exercises: 2,
    },
    {
      id: 'Programs/Es/m/uno',
      path: '/docs/Programs/Es/m/uno',
      title: 'Uno',
      groups: ['/docs', '/docs/Programs/Es/m'],
      exercises: 0,
    },
  ],
  groups: [
    {path: '/docs', title: 'Programmes', programme: false},
    {path: '/docs/Programs/En/m', title: 'M', programme: true},
    {path: '/docs/Programs/Es/m', title: 'M (es)', programme: true},
  ],
};

async function siteWithManifest(): Promise<ServerConfig> {
  const config = await fixtureSite();
  writeFileSync(join(config.fullRoot, MANIFEST_FILE), JSON.stringify(MANIFEST));
  return config;
}

const as = (cookie: string) => ({cookie: `${SESSION_COOKIE}=${cookie}`});
const fromSite = (cookie: string) => ({...as(cookie), origin: ORIGIN, 'sec-fetch-site': 'same-origin'});
const write = (cookie: string) => ({...fromSite(cookie), 'content-type': 'application/json'});
const mark = (lessonId: string, done = true, eventId = randomUUID(), at = new Date().toISOString()) => ({
  eventId,
  lessonId,
  done,
  at,
});

const stores = bothStores();
afterAll(() => stores.stop());

describe.each(stores.kinds)('the progress API on %s', (_kind, open) => {
  let app: FastifyInstance;
  const send = (options: InjectOptions) => app.inject(options);
  const post = (url: string, payload: unknown, cookie = GOOD_COOKIE) =>
    send({method: 'POST', url, headers: write(cookie), payload: JSON.stringify(payload)});
  const summary = async (cookie = GOOD_COOKIE) =>
    (await send({url: '/api/progress', headers: as(cookie)})).json<Summary>();

  beforeAll(async () => {
    const {db} = await open();
    app = await buildApp({
      config: await siteWithManifest(),
      identity: fakeIdentity().identity,
      progress: progressBackend(db),
    });
  }, 60_000);
  afterAll(() => app.close());

  it.each([
    ['GET', '/api/progress'],
    ['GET', '/api/progress/export'],
    ['DELETE', '/api/progress'],
  ] as const)('%s %s without a session is 401, private and never cached', async (method, url) => {
    const response = await send({method, url, headers: {origin: ORIGIN}});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({code: 'progress/no-session', message: API_MESSAGES.noSession});
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses writes from another site, and reads a page of another site asks for', async () => {
    for (const headers of [{origin: 'https://evil.example'}, {origin: ORIGIN, 'sec-fetch-site': 'cross-site'}, {}]) {
      const response = await send({
        method: 'POST',
        url: '/api/progress/marks',
        headers: {...write(GOOD_COOKIE), ...headers, ...('origin' in headers ? {} : {origin: ''})},
        payload: JSON.stringify(mark('Programs/En/m/one')),
      });
      expect(response.statusCode).toBe(403);
    }
    expect(
      (await send({url: '/api/progress', headers: {...as(GOOD_COOKIE), 'sec-fetch-site': 'cross-site'}})).statusCode,
    ).toBe(403);
    expect((await summary()).done).toEqual([]);
  });

  it('marks a lesson done; a resent event changes nothing; an undo made later wins', async () => {
    const event = mark('Programs/En/m/one', true, randomUUID(), '2026-01-01T10:00:00Z');
    const first = await post('/api/progress/marks', event);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json()).toMatchObject({
      fresh: true,
      summary: {done: ['/docs/Programs/En/m/one'], groups: {'/docs/Programs/En/m': [1, 2]}},
    });
    expect((await post('/api/progress/marks', event)).json()).toMatchObject({
      fresh: false,
      summary: {done: ['/docs/Programs/En/m/one']},
    });
    await post('/api/progress/marks', mark('Programs/En/m/one', false, randomUUID(), '2026-01-01T10:05:00Z'));
    // The first click arrives once more, late (an offline queue): still undone.
    await post('/api/progress/marks', event);
    expect((await summary()).done).toEqual([]);
  });

  it('lands concurrent writes from two devices of one learner: each lesson marked, the later click on a shared one wins', async () => {
    const [one, two, uno] = ['Programs/En/m/one', 'Programs/En/m/two', 'Programs/Es/m/uno'];
    const responses = await Promise.all([
      post('/api/progress/marks', mark(one, true, randomUUID(), '2026-02-01T10:00:00Z'), GOOD_COOKIE),
      post('/api/progress/marks', mark(two, true, randomUUID(), '2026-02-01T10:00:00Z'), SECOND_DEVICE_COOKIE),
      // Both devices mark the same lesson at once: "not done" was clicked a second later, so it wins.
      post('/api/progress/marks', mark(uno, true, randomUUID(), '2026-02-01T10:00:00Z'), GOOD_COOKIE),
      post('/api/progress/marks', mark(uno, false, randomUUID(), '2026-02-01T10:00:01Z'), SECOND_DEVICE_COOKIE),
      post('/api/progress/visits', {lessonId: two}, SECOND_DEVICE_COOKIE),
      post('/api/progress/visits', {lessonId: one}, GOOD_COOKIE),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const after = await summary(SECOND_DEVICE_COOKIE);
    expect(after).toEqual(await summary(GOOD_COOKIE));
    expect(after.done).toEqual(['/docs/Programs/En/m/one', '/docs/Programs/En/m/two']);
    expect(after.groups['/docs/Programs/Es/m']).toEqual([0, 1]);
    const {events} = (await send({url: '/api/progress/export', headers: as(GOOD_COOKIE)})).json<{events: unknown[]}>();
    // Every click is kept, from both devices: the four of this test and the two of the test before (its resends are not).
    expect(events).toHaveLength(4 + 2);
    // Every lesson is done again, so the learner sees three done in the next tests.
    await post('/api/progress/marks', mark(uno, true), SECOND_DEVICE_COOKIE);
    expect((await summary()).done).toHaveLength(3);
  });

  it('keeps another learner’s data out of reach: their reads, export and delete see only their own', async () => {
    expect((await post('/api/progress/visits', {lessonId: 'Programs/Es/m/uno'}, OTHER_COOKIE)).statusCode).toBe(200);
    const theirs = await summary(OTHER_COOKIE);
    expect(theirs.done).toEqual([]);
    expect(theirs.continue?.last.path).toBe('/docs/Programs/Es/m/uno');
    const exported = (await send({url: '/api/progress/export', headers: as(OTHER_COOKIE)})).json<{
      lessons: unknown[];
      events: unknown[];
    }>();
    expect(exported.lessons).toHaveLength(1);
    expect(exported.events).toEqual([]);
    // A uid in the body or query is no way in: the schema refuses it, and the session decides.
    expect(
      (await post('/api/progress/visits', {lessonId: 'Programs/Es/m/uno', uid: 'u1'}, OTHER_COOKIE)).statusCode,
    ).toBe(400);
    expect(
      (await send({method: 'DELETE', url: '/api/progress?uid=u1', headers: fromSite(OTHER_COOKIE)})).json(),
    ).toEqual({deleted: 1});
    expect((await summary()).done).toHaveLength(3);
  });

  it.each([
    ['an unknown lesson id', '/api/progress/marks', mark('Programs/En/m/three'), 404],
    ['an English id in Spanish form', '/api/progress/visits', {lessonId: 'Programs/Es/m/one'}, 404],
    [
      'a missing field',
      '/api/progress/marks',
      {lessonId: 'Programs/En/m/one', done: true, at: new Date().toISOString()},
      400,
    ],
    ['an extra field', '/api/progress/visits', {lessonId: 'Programs/En/m/one', extra: 1}, 400],
    ['done as a string', '/api/progress/marks', {...mark('Programs/En/m/one'), done: 'true'}, 400],
    ['an event id that is no uuid', '/api/progress/marks', {...mark('Programs/En/m/one'), eventId: 'x'}, 400],
    ['a time that is no time', '/api/progress/marks', {...mark('Programs/En/m/one'), at: 'yesterday'}, 400],
    [
      'an exercise the lesson does not have',
      '/api/progress/exercises',
      {lessonId: 'Programs/En/m/two', exercise: 3},
      400,
    ],
    ['an exercise that is no integer', '/api/progress/exercises', {lessonId: 'Programs/En/m/two', exercise: 1.5}, 400],
    ['an empty lesson id', '/api/progress/visits', {lessonId: ''}, 400],
    ['a body over the limit', '/api/progress/visits', {lessonId: 'x'.repeat(2000)}, 413],
  ])('answers %s with a clear 4xx', async (_name, url, payload, status) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json<{message: string}>().message).toMatch(/\w{4}/);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await send({
      method: 'POST',
      url: '/api/progress/visits',
      headers: {...write(GOOD_COOKIE), 'content-type': 'text/plain'},
      payload: 'lessonId=1',
    });
    expect(response.statusCode).toBe(415);
  });

  it('counts a lesson with every exercise solved as done, each exercise once', async () => {
    await post('/api/progress/marks', mark('Programs/En/m/two', false));
    await post('/api/progress/exercises', {lessonId: 'Programs/En/m/two', exercise: 1});
    await post('/api/progress/exercises', {lessonId: 'Programs/En/m/two', exercise: 1});
    expect((await summary()).done).not.toContain('/docs/Programs/En/m/two');
    const response = await post('/api/progress/exercises', {lessonId: 'Programs/En/m/two', exercise: 2});
    expect(response.json<Summary>().done).toContain('/docs/Programs/En/m/two');
    const {programmes} = (await send({url: '/api/progress/programmes', headers: as(GOOD_COOKIE)})).json<{
      programmes: {path: string; done: number; exercisesSolved: number}[];
    }>();
    expect(programmes.find((p) => p.path === '/docs/Programs/En/m')).toMatchObject({done: 2, exercisesSolved: 2});
  });

  it('exports everything as a JSON download, then deletes it all for real', async () => {
    const exported = await send({url: '/api/progress/export', headers: as(GOOD_COOKIE)});
    expect(exported.headers['content-disposition']).toBe('attachment; filename="my-learning.json"');
    const data = exported.json<{
      lessons: {lessonId: string; path: string}[];
      events: unknown[];
      exercises: unknown[];
    }>();
    expect(data.lessons.map((row) => row.path)).toContain('/docs/Programs/En/m/one');
    expect(data.events.length).toBeGreaterThan(3);
    expect(data.exercises).toHaveLength(2);
    const deleted = await send({method: 'DELETE', url: '/api/progress', headers: fromSite(GOOD_COOKIE)});
    expect(deleted.json<{deleted: number}>().deleted).toBe(
      data.lessons.length + data.events.length + data.exercises.length,
    );
    const after = (await send({url: '/api/progress/export', headers: as(GOOD_COOKIE)})).json();
    expect(after).toMatchObject({lessons: [], events: [], exercises: []});
    expect(await summary()).toMatchObject({done: [], continue: null});
  });
});

describe('a database outage', () => {
  it('keeps lessons at 200 while the API answers 503 with a clear message, and logs no e-mail or cookie', async () => {
    const server = await startPostgres();
    const backend = openProgressBackend({kind: 'postgres', url: server.url}, {connectTimeoutMs: 1000});
    // Every line the server writes, at its most talkative level, through a working store and an outage.
    const lines: string[] = [];
    const app = await buildApp({
      config: await siteWithManifest(),
      identity: fakeIdentity().identity,
      progress: backend,
      logger: {level: 'trace', stream: {write: (line) => void lines.push(line)}},
    });
    try {
      const ok = await app.inject({
        method: 'POST',
        url: '/api/progress/visits',
        headers: write(GOOD_COOKIE),
        payload: JSON.stringify({lessonId: 'Programs/En/m/one'}),
      });
      expect(ok.statusCode).toBe(200);
      expect((await app.inject({url: '/api/progress/export', headers: as(GOOD_COOKIE)})).statusCode).toBe(200);
      await server.stop();
      const lesson = await app.inject({url: '/docs/Programs/En/lesson', headers: as(GOOD_COOKIE)});
      expect(lesson.statusCode).toBe(200);
      for (const request of [
        {url: '/api/progress', headers: as(GOOD_COOKIE)},
        {
          method: 'POST' as const,
          url: '/api/progress/marks',
          headers: write(GOOD_COOKIE),
          payload: JSON.stringify(mark('Programs/En/m/one')),
        },
      ]) {
        const response = await app.inject(request);
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({code: 'progress/unavailable', message: API_MESSAGES.databaseDown});
      }
    } finally {
      await app.close();
    }
    const log = lines.join('\n');
    expect(log).toContain('/api/progress');
    expect(log).not.toContain(READER.email);
    expect(log).not.toContain(GOOD_COOKIE);
  }, 60_000);

  it('keeps the process up when the embedded store cannot start: lessons 200, API 503', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'progress-broken-'));
    // A folder PGlite cannot start in: not empty, and no database.
    mkdirSync(join(dataDir, PGLITE_FOLDER));
    writeFileSync(join(dataDir, PGLITE_FOLDER, 'notes.txt'), 'not a database');
    const app = await buildApp({
      config: await siteWithManifest(),
      identity: fakeIdentity().identity,
      progress: openProgressBackend({kind: 'pglite', dataDir}),
    });
    try {
      expect((await app.inject({url: '/docs/Programs/En/lesson', headers: as(GOOD_COOKIE)})).statusCode).toBe(200);
      expect((await app.inject({url: '/api/progress', headers: as(GOOD_COOKIE)})).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('does not stop the server from starting: the API is 503 until the database answers', async () => {
    const backend = openProgressBackend(
      {kind: 'postgres', url: 'postgresql://postgres@127.0.0.1:1/none'},
      {connectTimeoutMs: 500},
    );
    const app = await buildApp({
      config: await siteWithManifest(),
      identity: fakeIdentity().identity,
      progress: backend,
    });
    try {
      expect((await app.inject({url: '/docs/intro'})).statusCode).toBe(200);
      expect((await app.inject({url: '/api/progress', headers: as(GOOD_COOKIE)})).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});
