import {describe, expect, it} from 'vitest';
import {safeRedirectPath} from './redirects';

const ORIGIN = 'https://learn.example';

describe('safeRedirectPath', () => {
  it.each([
    ['/docs/intro', '/docs/intro'],
    ['/docs/Programs/En/MLOps/Module-1?tab=1#setup', '/docs/Programs/En/MLOps/Module-1?tab=1#setup'],
    ['%2Fdocs%2Fintro', '/'],
    ['https://learn.example/docs/intro', '/docs/intro'],
    ['/docs/Programs/Es/Machine%20Learning', '/docs/Programs/Es/Machine%20Learning'],
    ['/blog/orden-de-ejecución-sql', '/blog/orden-de-ejecuci%C3%B3n-sql'],
  ])('accepts %s as %s', (target, expected) => {
    expect(safeRedirectPath(target, ORIGIN)).toBe(expected);
  });

  const hostile = [
    '//evil.example',
    '//evil.example/docs',
    'https://evil.example',
    'https://evil.example/docs/intro',
    'http://learn.example/docs/intro',
    'https://learn.example.evil.example/',
    'https://learn.example@evil.example/',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '%2F%2Fevil.example',
    '%2f%2fevil.example',
    'https%3A%2F%2Fevil.example',
    'javascript%3Aalert(1)',
    '%2F%5Cevil.example',
    '/%5Cevil.example',
    '/%2F/evil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    'evil.example',
    'docs/intro',
    '/login',
    '/logout',
    '/login?signInSuccessUrl=/docs',
    '%E0%A4%A',
    '',
    null,
    undefined,
  ];
  it.each(hostile)('refuses %j', (target) => {
    expect(safeRedirectPath(target, ORIGIN)).toBe('/');
  });
});
