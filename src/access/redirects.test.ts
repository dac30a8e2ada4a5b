import {describe, expect, it} from 'vitest';
import {HOSTILE_REDIRECT_TARGETS, SITE} from './hostileRedirects';
import {loginUrl, safeRedirectPath} from './redirects';

const ORIGIN = 'https://learn.example';

/** What makes a Location header safe: a path on this site that starts with exactly one slash. */
function staysOnSite(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && new URL(path, ORIGIN).origin === ORIGIN;
}

describe('safeRedirectPath', () => {
  it.each([
    ['/docs/intro', '/docs/intro'],
    ['/docs/Programs/En/MLOps/Module-1?tab=1#setup', '/docs/Programs/En/MLOps/Module-1?tab=1#setup'],
    ['https://learn.example/docs/intro', '/docs/intro'],
    ['HTTPS://LEARN.EXAMPLE/docs/intro', '/docs/intro'],
    ['https://learn.example:443/docs/intro', '/docs/intro'],
    ['/docs/Programs/Es/Machine%20Learning', '/docs/Programs/Es/Machine%20Learning'],
    ['/blog/orden-de-ejecución-sql', '/blog/orden-de-ejecuci%C3%B3n-sql'],
    ['/docs/intro?next=//evil.example', '/docs/intro?next=//evil.example'],
    ['/docs/intro#//evil.example', '/docs/intro#//evil.example'],
    ['/', '/'],
  ])('accepts %s as %s', (target, expected) => {
    expect(safeRedirectPath(target, ORIGIN)).toBe(expected);
  });

  const hostile = HOSTILE_REDIRECT_TARGETS;
  it.each(hostile)('refuses %j', (target) => {
    expect(safeRedirectPath(target, ORIGIN)).toBe('/');
  });

  it.each([...hostile, '/docs/intro', `https://${SITE}/docs/intro?x=1#y`])('%j always yields a path on this site', (target) => {
    expect(staysOnSite(safeRedirectPath(target, ORIGIN))).toBe(true);
  });
});

describe('loginUrl', () => {
  it.each([
    [undefined, '/login'],
    ['', '/login'],
    ['/docs/Programs/En/MLOps', '/login?signInSuccessUrl=%2Fdocs%2FPrograms%2FEn%2FMLOps'],
    ['/docs/intro?x=1#top', '/login?signInSuccessUrl=%2Fdocs%2Fintro%3Fx%3D1%23top'],
    ['/login', '/login'],
    ['/logout', '/login'],
    ['/login?signInSuccessUrl=/x', '/login'],
  ])('%j → %s', (returnTo, expected) => {
    expect(loginUrl(returnTo)).toBe(expected);
  });
});
