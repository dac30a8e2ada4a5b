import {describe, expect, it} from 'vitest';
import {MAX_URL_LENGTH, canonicalRedirect, parseTarget} from './paths';

describe('parseTarget', () => {
  it.each([
    ['/', '/', ''],
    ['/docs/intro?x=1', '/docs/intro', '?x=1'],
    ['/docs/Programs/Es/Machine%20Learning', '/docs/Programs/Es/Machine Learning', ''],
    ['/docs/Programs/Es/Hacking-%C3%89tico', '/docs/Programs/Es/Hacking-Ético', ''],
    ['/docs/Programs/Es/Hacking-E%CC%81tico', '/docs/Programs/Es/Hacking-Ético', ''],
    ['/blog/orden-de-ejecuci%C3%B3n-sql', '/blog/orden-de-ejecución-sql', ''],
    ['/docs/%2e%2efoo', '/docs/..foo', ''],
  ])('reads %s', (url, path, query) => {
    expect(parseTarget(url)).toEqual({ok: true, path, query});
  });

  it.each([
    ['/docs/%E0%A4%A', 400],
    ['/docs/%', 400],
    ['/docs/%zz', 400],
    ['/docs/../docs/Programs', 400],
    ['/docs/%2e%2e/Programs', 400],
    ['/docs/%2E%2E/Programs', 400],
    ['/docs/./intro', 400],
    ['/docs//Programs', 400],
    ['//docs/Programs', 400],
    ['/docs%2F%2FPrograms', 400],
    ['/docs\\Programs', 400],
    ['/docs%5CPrograms', 400],
    ['/docs/Programs%00.html', 400],
    ['/docs/%0d%0aSet-Cookie:x', 400],
    ['docs/intro', 400],
    [`/${'a'.repeat(MAX_URL_LENGTH)}`, 414],
  ])('refuses %s with %i', (url, status) => {
    const parsed = parseTarget(url);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.status).toBe(status);
  });
});

describe('canonicalRedirect', () => {
  it.each([
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/intro/index.html', '/docs/intro'],
    ['/index.html', '/'],
    ['/docs/intro', null],
    ['/docs/intro/', null],
    ['/assets/js/main.js', null],
  ])('%s → %s', (path, expected) => {
    expect(canonicalRedirect(path)).toBe(expected);
  });
});
