import {test, expect} from '@playwright/test';
import {SPEC_ROUTES, toUrlPath} from '../spec-routes';

const NOT_FOUND_TITLE = 'Page Not Found';

test.describe('every route of the specification is generated', () => {
  for (const route of SPEC_ROUTES) {
    test(`GET ${route}`, async ({request}) => {
      const response = await request.get(toUrlPath(route));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(await response.text()).not.toContain(NOT_FOUND_TITLE);
    });
  }
});

test.describe('unknown paths get the not-found page', () => {
  for (const path of ['/no-such-page', '/docs/no-such-doc', '/blog/no-such-post', '/docs/Programs/Es/Nada']) {
    test(`GET ${path}`, async ({request}) => {
      const response = await request.get(toUrlPath(path));
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(NOT_FOUND_TITLE);
    });
  }
});
