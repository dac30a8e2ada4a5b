import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {createPrecompressor} from '../../scripts/site-build/compress';
import {readServerConfig, type ServerConfig} from '../config';

export const SECRET = 'Only signed-in learners may read this sentence about partition pruning.';
export const SIGN_IN_PAGE = 'Sign in to read this lesson.';
const pageOf = (body: string, variant: string) =>
  `<!doctype html><html><head><meta name="site-variant" content="${variant}"><script>document.documentElement.dataset.theme="dark"</script></head><body>${body}${' '.repeat(2048)}</body></html>`;

/** Two small builds shaped like the real ones: a protected page and an asset exist only in the full build. */
export async function fixtureSite(): Promise<ServerConfig> {
  const buildDir = mkdtempSync(join(tmpdir(), 'site-'));
  // Like the real builds, every page names the build it belongs to, so no page is the same in both.
  const common = (variant: string): Record<string, string> => {
    const page = (body: string) => pageOf(body, variant);
    return {
      'index.html': page('<h1>Projects</h1>'),
      '404.html': page('<h1>Page Not Found</h1>'),
      'docs/intro/index.html': page('<h1>How to use this site</h1>'),
      'docs/Programs/Es/Machine Learning/index.html': page('<h1>Machine Learning</h1>'),
      'logout/index.html': page('<h1>Logout</h1>'),
      'assets/js/main.1234abcd.js': `console.log("main");${'/* padding */'.repeat(200)}`,
      'sitemap.xml': '<urlset></urlset>',
    };
  };
  const builds: Record<'full' | 'public', Record<string, string>> = {
    full: {
      ...common('full'),
      'docs/Programs/En/lesson/index.html': pageOf(`<p>${SECRET}</p>`, 'full'),
      'assets/js/lesson.99.js': `"${SECRET}"`,
    },
    // Like the real public build: the lesson's page is an invitation to sign in.
    public: {...common('public'), 'docs/Programs/En/lesson/index.html': pageOf(`<p>${SIGN_IN_PAGE}</p>`, 'public')},
  };
  const precompress = createPrecompressor();
  for (const [name, files] of Object.entries(builds)) {
    for (const [path, content] of Object.entries(files)) {
      const file = join(buildDir, name, path);
      mkdirSync(dirname(file), {recursive: true});
      writeFileSync(file, content);
    }
    await precompress(join(buildDir, name));
  }
  return readServerConfig({BUILD_DIR: buildDir, LOG_LEVEL: 'silent'});
}
