import {connect, type AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {FastifyInstance} from 'fastify';
import {buildApp, MAX_HEADER_BYTES} from './app';
import {SESSION_COOKIE} from './plugins/session';
import {GOOD_COOKIE as GOOD, fakeIdentity} from './testing/fakeIdentity';
import {SECRET, SIGN_IN_PAGE, fixtureSite} from './testing/fixtureSite';
import {HOSTILE_REDIRECT_TARGETS, SITE} from '../src/access/hostileRedirects';

const ORIGIN = 'http://localhost:80';

let app: FastifyInstance;

/** Sends a request line exactly as written, the way a hostile client would. */
async function rawGet(target: string): Promise<{status: number; body: string}> {
  if (!app.server.listening) await app.listen({host: '127.0.0.1', port: 0});
  const {port} = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    let response = '';
    socket.on('data', (chunk) => (response += chunk.toString('utf8')));
    socket.on('end', () => resolve({status: Number(response.split(' ')[1]), body: response}));
    socket.on('error', reject);
  });
}
let identity: ReturnType<typeof fakeIdentity>;

beforeAll(async () => {
  identity = fakeIdentity();
  app = await buildApp({config: await fixtureSite(), identity: identity.identity});
});

afterAll(async () => {
  await app.close();
});

const withSession = {cookie: `${SESSION_COOKIE}=${GOOD}`};

describe('pages and files', () => {
  it('serves pages with private, revalidated caching and security headers', async () => {
    const response = await app.inject({url: '/docs/intro'});
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('Cookie');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    expect(response.headers['content-security-policy']).toMatch(/worker-src 'self';/);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.body).toContain('How to use this site');
  });

  it('caches hashed assets for a year, immutably', async () => {
    const response = await app.inject({url: '/assets/js/main.1234abcd.js'});
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Never revalidated nor fetched in ranges: no validators, no accept-ranges.
    for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(response.headers[name]).toBeUndefined();
  });

  it.each([
    ['a page', '/docs/intro', true],
    ['a script', '/assets/js/main.1234abcd.js', false],
    ['a missing page', '/docs/missing', true],
  ])('sends the document-only security headers on %s: %s', async (_what, url, document) => {
    const response = await app.inject({url});
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'x-frame-options',
      'permissions-policy',
    ]) {
      expect(response.headers[name] !== undefined, name).toBe(document);
    }
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['identity', undefined],
  ])('with Accept-Encoding %s sends %s', async (accept, encoding) => {
    const response = await app.inject({url: '/docs/intro', headers: {'accept-encoding': accept}});
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answers conditional requests with 304', async () => {
    const first = await app.inject({url: '/docs/intro'});
    const again = await app.inject({url: '/docs/intro', headers: {'if-none-match': first.headers.etag as string}});
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers HEAD without a body', async () => {
    const response = await app.inject({method: 'HEAD', url: '/docs/intro'});
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(Number(response.headers['content-length'])).toBeGreaterThan(0);
  });

  it('answers Range requests with 206', async () => {
    const response = await app.inject({
      url: '/sitemap.xml',
      headers: {range: 'bytes=0-7', 'accept-encoding': 'identity'},
    });
    expect(response.statusCode).toBe(206);
    expect(response.body).toBe('<urlset>');
    expect(response.headers['content-range']).toBe('bytes 0-7/17');
  });

  it('serves paths with spaces and accents', async () => {
    const response = await app.inject({url: '/docs/Programs/Es/Machine%20Learning'});
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Machine Learning');
  });

  it.each([
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/intro/index.html?x=1', '/docs/intro?x=1'],
    ['/index.html', '/'],
    ['/docs/Programs/Es/Machine%20Learning/index.html', '/docs/Programs/Es/Machine%20Learning'],
  ])('redirects %s to the bare path %s', async (url, location) => {
    const response = await app.inject({url});
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it('gives unknown paths the not-found page with 404', async () => {
    const response = await app.inject({url: '/no/such/page'});
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page Not Found');
  });

  it('reports health', async () => {
    const response = await app.inject({url: '/healthz'});
    expect(response.json()).toEqual({status: 'ok'});
  });

  it('refuses other methods on pages', async () => {
    expect((await app.inject({method: 'DELETE', url: '/docs/intro'})).statusCode).toBe(405);
  });
});

describe('protection', () => {
  it('gives anonymous readers the sign-in invitation, and the session holder the lesson', async () => {
    const anonymous = await app.inject({url: '/docs/Programs/En/lesson'});
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toContain(SIGN_IN_PAGE);
    expect(anonymous.body).not.toContain(SECRET);
    const reader = await app.inject({url: '/docs/Programs/En/lesson', headers: withSession});
    expect(reader.body).toContain(SECRET);
  });

  it.each([
    ['a lesson the full build does not have', '/docs/Programs/En/missing', null, 404],
    ['the protected root, which is no page, to a reader with a session', '/docs/Programs', GOOD, 404],
    ['the protected root, which is no page, to an anonymous reader', '/docs/Programs', null, 404],
    ['a public page below no protected root', '/docs/missing', null, 404],
  ])('answers %s (%s) with %i', async (_what, url, cookie, status) => {
    const response = await app.inject({url, headers: cookie ? {cookie: `${SESSION_COOKIE}=${cookie}`} : {}});
    expect(response.statusCode).toBe(status);
    expect(response.body).not.toContain(SECRET);
    if (cookie) expect(response.body).not.toContain(SIGN_IN_PAGE);
  });

  it('keeps full-build-only assets from anonymous readers and caches them privately', async () => {
    expect((await app.inject({url: '/assets/js/lesson.99.js'})).statusCode).toBe(404);
    const reader = await app.inject({url: '/assets/js/lesson.99.js', headers: withSession});
    expect(reader.statusCode).toBe(200);
    expect(reader.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(reader.headers.vary).toContain('Cookie');
  });

  it.each(['forged', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1MSJ9.', 'x'.repeat(5000)])(
    'treats the cookie %s as anonymous and clears it',
    async (cookie) => {
      const response = await app.inject({
        url: '/docs/Programs/En/lesson',
        headers: {cookie: `${SESSION_COOKIE}=${cookie}`},
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(SECRET);
      expect(String(response.headers['set-cookie'])).toMatch(
        new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`),
      );
    },
  );
});

describe('hostile input', () => {
  it.each([
    ['/docs/%E0%A4%A', 400],
    ['/docs/%', 400],
    ['/docs//Programs/En/lesson', 400],
    ['/docs%2F%2FPrograms/En/lesson', 400],
    ['/docs%5CPrograms%5CEn%5Clesson', 400],
    ['/docs/Programs/En/lesson%00.html', 400],
    [`/docs/${'a'.repeat(3000)}`, 414],
  ])('%s → %i, leaking nothing', async (url, status) => {
    const response = await app.inject({url});
    expect(response.statusCode).toBe(status);
    expect(response.body).not.toContain(SECRET);
  });

  // inject() resolves dot segments and backslashes as a browser would, so these go over a real socket.
  it.each([
    '/docs/../docs/Programs/En/lesson',
    '/docs/%2e%2e/Programs/En/lesson',
    '/docs/%2E%2E/%2E%2E/etc/passwd',
    '/docs/./Programs/En/lesson',
    '/docs\\Programs\\En\\lesson',
    '/docs/Programs/En/lesson%2f..%2f..%2f..%2fetc%2fpasswd',
  ])('%s sent raw → 400, leaking nothing', async (target) => {
    const {status, body} = await rawGet(target);
    expect(status).toBe(400);
    expect(body).not.toContain(SECRET);
  });

  it('refuses oversized headers with 431', async () => {
    const response = await app.inject({url: '/', headers: {'x-padding': 'a'.repeat(MAX_HEADER_BYTES)}});
    expect(response.statusCode).toBe(431);
  });

  it('keeps serving after hostile requests', async () => {
    expect((await app.inject({url: '/'})).statusCode).toBe(200);
  });
});

describe('session endpoints', () => {
  const post = (url: string, headers: Record<string, string>, payload?: string) =>
    app.inject({method: 'POST', url, headers, ...(payload === undefined ? {} : {payload})});
  const json = {'content-type': 'application/json', origin: ORIGIN};

  it('creates a session cookie: HttpOnly, SameSite=Lax, bounded, not Secure over plain HTTP', async () => {
    const response = await post('/api/session', json, JSON.stringify({idToken: 'fresh'}));
    expect(response.statusCode).toBe(204);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`${SESSION_COOKIE}=${GOOD}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=432000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('marks the cookie Secure and sends HSTS behind HTTPS', async () => {
    const secureApp = await buildApp({
      config: {...(await fixtureSite()), trustProxy: true},
      identity: fakeIdentity().identity,
    });
    const response = await secureApp.inject({
      method: 'POST',
      url: '/api/session',
      headers: {...json, origin: 'https://localhost:80', 'x-forwarded-proto': 'https'},
      payload: JSON.stringify({idToken: 'fresh'}),
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/Secure/);
    expect(response.headers['strict-transport-security']).toMatch(/max-age/);
  });

  it.each([
    [{'content-type': 'application/json'}, 403],
    [{'content-type': 'application/json', origin: 'https://evil.example'}, 403],
    [{'content-type': 'application/json', origin: ORIGIN, 'sec-fetch-site': 'cross-site'}, 403],
    [{'content-type': 'text/plain', origin: ORIGIN}, 415],
    [{'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN}, 415],
  ])('refuses %j with %i', async (headers, status) => {
    const response = await post('/api/session', headers, JSON.stringify({idToken: 'fresh'}));
    expect(response.statusCode).toBe(status);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each(['{}', '{"idToken": ""}', '{"idToken": 42}', 'not json', '{"idToken": "x", "extra": 1}'])(
    'refuses the body %s with 400',
    async (payload) => {
      expect((await post('/api/session', json, payload)).statusCode).toBe(400);
    },
  );

  it('refuses a stale sign-in with its code', async () => {
    const response = await post('/api/session', json, JSON.stringify({idToken: 'stale'}));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({code: 'auth/requires-recent-login'});
  });

  it('reports the session, then revokes it on logout', async () => {
    expect((await app.inject({url: '/api/session'})).json()).toEqual({signedIn: false});
    expect((await app.inject({url: '/api/session', headers: withSession})).json()).toEqual({
      signedIn: true,
      uid: 'u1',
      email: 'ada@example.com',
    });
    expect((await post('/api/session/logout', {...withSession})).statusCode).toBe(403);
    const logout = await post('/api/session/logout', {...withSession, origin: ORIGIN});
    expect(logout.statusCode).toBe(204);
    expect(identity.state.revoked).toEqual(['u1']);
    expect(String(logout.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/);
    const copied = await app.inject({url: '/docs/Programs/En/lesson', headers: withSession});
    expect(copied.body).not.toContain(SECRET);
  });
});

describe('sign-out navigations', () => {
  let fresh: FastifyInstance;
  let freshIdentity: ReturnType<typeof fakeIdentity>;
  beforeAll(async () => {
    freshIdentity = fakeIdentity();
    fresh = await buildApp({config: await fixtureSite(), identity: freshIdentity.identity});
  });
  afterAll(async () => {
    await fresh.close();
  });

  it.each([
    [{'sec-fetch-site': 'cross-site'}, 302, '/logout?confirm'],
    [{'sec-fetch-site': 'same-site'}, 302, '/logout?confirm'],
    [{referer: 'https://evil.example/'}, 302, '/logout?confirm'],
    [{'sec-fetch-site': 'none'}, 200, undefined],
    [{'sec-fetch-site': 'same-origin'}, 200, undefined],
  ])('GET /logout with %j → %i', async (headers, status, location) => {
    const response = await fresh.inject({url: '/logout', headers: {...withSession, ...headers}});
    expect(response.statusCode).toBe(status);
    expect(response.headers.location).toBe(location);
    // Nothing is revoked by the navigation itself.
    expect(freshIdentity.state.revoked).toEqual([]);
  });
});

describe('a URL the router cannot read', () => {
  it('gets 400 with the usual security headers and without the URL echoed', async () => {
    const {status, body} = await rawGet('/%E0%A4%A%3Cscript%3E');
    expect(status).toBe(400);
    expect(body).toMatch(/content-security-policy: default-src 'self'/i);
    expect(body).toMatch(/x-content-type-options: nosniff/i);
    expect(body.split('\r\n\r\n').slice(1).join('')).not.toMatch(/script|%E0/i);
  });
});

describe('the /login redirect for a signed-in reader', () => {
  // The rule's hostile targets, aimed at this server's own host.
  const targets = HOSTILE_REDIRECT_TARGETS.filter((target): target is string => typeof target === 'string').map(
    (target) => target.replaceAll(SITE, 'localhost'),
  );
  let fresh: FastifyInstance;
  beforeAll(async () => {
    fresh = await buildApp({config: await fixtureSite(), identity: fakeIdentity().identity});
  });
  afterAll(async () => {
    await fresh.close();
  });

  it.each(targets.flatMap((target) => [['signInSuccessUrl', target] as const, ['next', target] as const]))(
    '%s=%j stays on the site',
    async (param, target) => {
      const response = await fresh.inject({url: `/login?${param}=${encodeURIComponent(target)}`, headers: withSession});
      expect(response.statusCode).toBe(302);
      const location = String(response.headers.location);
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, ORIGIN).host).toBe('localhost');
    },
  );

  it('keeps a genuine target', async () => {
    const response = await fresh.inject({
      url: `/login?signInSuccessUrl=${encodeURIComponent('/docs/intro?x=1#top')}`,
      headers: withSession,
    });
    expect(response.headers.location).toBe('/docs/intro?x=1#top');
  });
});
