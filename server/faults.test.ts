import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import type {FastifyInstance} from 'fastify';
import {NETWORK_ERROR} from '../src/auth/messages';
import {buildApp} from './app';
import {SESSION_COOKIE} from './plugins/session';
import {UNAVAILABLE_PAGE} from './plugins/site';
import {GOOD_COOKIE, fakeIdentity, type Fault} from './testing/fakeIdentity';
import {SECRET, fixtureSite} from './testing/fixtureSite';

/**
 * How the server behaves while the identity service fails: unreachable,
 * answering 503, hanging past the timeout, or slow. The clock is the
 * guard's own, so the grace period is tested without waiting for it.
 */
const ORIGIN = 'http://localhost:80';
const LESSON = '/docs/Programs/En/lesson';
const withCookie = (cookie = GOOD_COOKIE) => ({cookie: `${SESSION_COOKIE}=${cookie}`});
const clearsCookie = (headers: Record<string, unknown>) => /Expires=Thu, 01 Jan 1970/.test(String(headers['set-cookie'] ?? ''));

let app: FastifyInstance;
let fake: ReturnType<typeof fakeIdentity>;
let clock: number;

beforeEach(async () => {
  fake = fakeIdentity();
  clock = 1_000_000;
  const config = {...(await fixtureSite()), identityTimeoutMs: 200, sessionCacheMs: 10_000, sessionGraceMs: 310_000, identityRetryMs: 5_000};
  app = await buildApp({config, identity: fake.identity, now: () => clock});
});
afterEach(async () => {
  await app.close();
});

const faults: Fault[] = ['unreachable', 'http503', 'hang'];

describe.each(faults)('while the identity service is %s', (fault) => {
  it('serves public pages and assets as usual, without waiting for it again', async () => {
    fake.state.fault = fault;
    // The first check of an unknown cookie finds out (within the timeout)...
    const first = await app.inject({url: '/docs/intro', headers: withCookie()});
    expect(first.statusCode).toBe(200);
    const calls = fake.state.calls;
    // ...after which nothing waits for the service.
    for (const url of ['/docs/intro', '/', '/assets/js/main.1234abcd.js', '/sitemap.xml']) {
      const response = await app.inject({url, headers: withCookie('another-cookie')});
      expect(response.statusCode, url).toBe(200);
      expect(clearsCookie(response.headers), url).toBe(false);
    }
    expect(fake.state.calls).toBe(calls);
  });

  it('answers a protected page with the 503 page and Retry-After, keeping the cookie', async () => {
    fake.state.fault = fault;
    const response = await app.inject({url: LESSON, headers: withCookie()});
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.body).toBe(UNAVAILABLE_PAGE);
    expect(response.body).not.toContain(SECRET);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('serves a protected page to a reader verified within the grace period, and not after it', async () => {
    expect((await app.inject({url: LESSON, headers: withCookie()})).body).toContain(SECRET);
    fake.state.fault = fault;
    clock += 60_000;
    const during = await app.inject({url: LESSON, headers: withCookie()});
    expect(during.statusCode).toBe(200);
    expect(during.body).toContain(SECRET);
    clock += 300_000;
    const after = await app.inject({url: LESSON, headers: withCookie()});
    expect(after.statusCode).toBe(503);
    expect(after.headers['set-cookie']).toBeUndefined();
  });

  it('answers POST /api/session with 503 and the network message, so the page does not sign out', async () => {
    fake.state.fault = fault;
    const response = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: {'content-type': 'application/json', origin: ORIGIN},
      payload: JSON.stringify({idToken: 'fresh'}),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({code: 'auth/network-request-failed', message: NETWORK_ERROR});
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('refuses to report a logout it could not carry out, and the session survives for a retry', async () => {
    expect((await app.inject({url: LESSON, headers: withCookie()})).body).toContain(SECRET);
    fake.state.fault = fault;
    const logout = await app.inject({method: 'POST', url: '/api/session/logout', headers: {...withCookie(), origin: ORIGIN}});
    expect(logout.statusCode).toBe(503);
    expect(logout.json()).toEqual({code: 'auth/network-request-failed', message: NETWORK_ERROR});
    expect(logout.headers['set-cookie']).toBeUndefined();

    // The service is back: the retry revokes, and a copied cookie is refused from then on.
    fake.state.fault = 'none';
    clock += 5_001;
    const retry = await app.inject({method: 'POST', url: '/api/session/logout', headers: {...withCookie(), origin: ORIGIN}});
    expect(retry.statusCode).toBe(204);
    expect(clearsCookie(retry.headers)).toBe(true);
    const copied = await app.inject({url: LESSON, headers: withCookie()});
    expect(copied.body).not.toContain(SECRET);
  });

  it('stays live but reports not ready', async () => {
    fake.state.fault = fault;
    expect((await app.inject({url: '/healthz'})).json()).toEqual({status: 'ok'});
    const ready = await app.inject({url: '/readyz'});
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({status: 'not ready', identity: 'unavailable'});
  });
});

describe('a slow identity service', () => {
  it('is waited for, within the timeout, and its answer used', async () => {
    fake.state.delayMs = 50;
    const response = await app.inject({url: LESSON, headers: withCookie()});
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(SECRET);
  });

  it('shares one check among parallel requests with the same cookie', async () => {
    fake.state.delayMs = 50;
    const responses = await Promise.all(Array.from({length: 30}, () => app.inject({url: LESSON, headers: withCookie()})));
    expect(responses.every((response) => response.body.includes(SECRET))).toBe(true);
    expect(fake.state.calls).toBe(1);
  });
});

describe('when the identity service answers', () => {
  it('reports ready', async () => {
    expect((await app.inject({url: '/readyz'})).json()).toEqual({status: 'ready', identity: 'ok'});
  });

  it('clears a cookie it refuses', async () => {
    const response = await app.inject({url: LESSON, headers: withCookie('forged')});
    expect(clearsCookie(response.headers)).toBe(true);
    expect(response.body).not.toContain(SECRET);
  });
});

describe('fault logging', () => {
  it('warns on each fault, naming the operation and never the cookie or token', async () => {
    const lines: string[] = [];
    const logged = fakeIdentity();
    const logging = await buildApp({
      config: {...(await fixtureSite()), identityTimeoutMs: 200},
      identity: logged.identity,
      logger: {level: 'warn', stream: {write: (line) => void lines.push(line)}},
    });
    logged.state.fault = 'unreachable';
    const token = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJl';
    await logging.inject({url: LESSON, headers: withCookie(token)});
    await logging.inject({
      method: 'POST',
      url: '/api/session',
      headers: {'content-type': 'application/json', origin: ORIGIN},
      payload: JSON.stringify({idToken: token}),
    });
    await logging.close();
    const warnings = lines.map((line) => JSON.parse(line) as {level: number; msg: string; operation?: string});
    expect(warnings.filter((entry) => entry.msg === 'identity service unavailable').map((entry) => entry.operation)).toEqual([
      'verify session',
      'create session',
    ]);
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain('eyJ');
  });
});
