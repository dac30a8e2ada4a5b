import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {robotsTxt} from './robots';

/**
 * Writes robots.txt into each build, from the configured site URL: the
 * sitemap line must be absolute, so a file in `static/` could not follow
 * `SITE_URL`. Both builds get the same bytes, so the server sends it to
 * everyone without a session check.
 */
export default function robotsPlugin(context: LoadContext): Plugin {
  return {
    name: 'projects-robots',
    async postBuild({outDir}) {
      await writeFile(join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url, context.siteConfig.baseUrl));
    },
  };
}
