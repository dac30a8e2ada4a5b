import {AUTH_PATHS} from '../access/paths';

/**
 * What crawlers are asked to leave alone: the sign-in and sign-out pages
 * (nothing to index, and a crawl of /logout is a pointless redirect) and the
 * server's JSON API. Protected lessons need no rule: without a session the
 * server answers them with the sign-in page.
 */
export const CRAWL_DISALLOWED: readonly string[] = [AUTH_PATHS.login, AUTH_PATHS.logout, '/api/'];

/** The robots.txt of a site served at `siteUrl` with `baseUrl`, pointing to its sitemap. */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  const site = URL.canParse(siteUrl) ? new URL(siteUrl) : null;
  if (site === null || (site.protocol !== 'https:' && site.protocol !== 'http:')) {
    throw new Error(`robots.txt: the site url ${JSON.stringify(siteUrl)} is not an absolute http(s) URL.`);
  }
  const sitemap = new URL(`${baseUrl.replace(/\/?$/, '/')}sitemap.xml`, site);
  const prefix = baseUrl.replace(/\/$/, '');
  return [
    'User-agent: *',
    ...CRAWL_DISALLOWED.map((path) => `Disallow: ${prefix}${path}`),
    '',
    `Sitemap: ${sitemap.href}`,
    '',
  ].join('\n');
}
