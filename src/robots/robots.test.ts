import {describe, expect, it} from 'vitest';
import {robotsTxt} from './robots';

describe('robotsTxt', () => {
  it('disallows the sign-in pages and the API and names the sitemap', () => {
    expect(robotsTxt('https://projects.example', '/')).toBe(
      [
        'User-agent: *',
        'Disallow: /login',
        'Disallow: /logout',
        'Disallow: /api/',
        '',
        'Sitemap: https://projects.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['https://projects.example', '/learn/', 'https://projects.example/learn/sitemap.xml', 'Disallow: /learn/login'],
    ['https://projects.example/', '/learn', 'https://projects.example/learn/sitemap.xml', 'Disallow: /learn/api/'],
  ])('follows a base URL: %s with %s', (url, baseUrl, sitemap, rule) => {
    const text = robotsTxt(url, baseUrl);
    expect(text).toContain(`Sitemap: ${sitemap}\n`);
    expect(text.split('\n')).toContain(rule);
  });

  it('refuses a site URL that is not absolute', () => {
    expect(() => robotsTxt('localhost:3000', '/')).toThrow(/not an absolute http\(s\) URL/);
  });
});
