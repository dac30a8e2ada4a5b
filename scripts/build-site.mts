/**
 * The production build: two Docusaurus builds from the same sources.
 *   build/full    everything, served to readers with a valid session;
 *   build/public  protected lessons kept as titles in the sidebar and search only, one
 *                 sign-in page standing for them (src/docs/publicRoutes.ts), for everyone else.
 * Each gets its own search index (its pages, by language, in chunks) and
 * precompressed .br/.gz files for the server; build/hosting holds
 * the public static files for Firebase Hosting's CDN. The server is bundled
 * by esbuild into dist/.
 *
 * The two Docusaurus builds run one after the other (they share .docusaurus/
 * and the public one reuses the full one's Rspack cache). Neither keeps both
 * cores busy all the time, so what does not depend on them runs beside them:
 * the server's compile and the public docs copy beside the full build, the
 * full build's index and precompression beside the public build. The order
 * and what each overlap saves are in site-build/README.md.
 */
import {spawn} from 'node:child_process';
import {PROTECTED_PATHS} from '../src/access/paths.ts';
import {PUBLIC_DOCS_DIR, type SiteVariant} from '../src/access/variant.ts';
import {SEARCH_DIR} from '../src/search/format.ts';
import {writePublicDocs} from './site-build/publicDocs.ts';
import {createPrecompressor} from './site-build/compress.ts';
import {writeHostingDir} from './site-build/hosting.ts';
import {writeSearchIndex} from './site-build/searchIndex.mts';
import {createTimeline} from './site-build/timeline.ts';

// When a step fails, the commands still running are stopped: nothing goes on writing into build/ or dist/.
const abort = new AbortController();

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {stdio: 'inherit', env: {...process.env, ...env}, signal: abort.signal});
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code}).`)),
    );
  });
}

const timeline = createTimeline();
const precompress = createPrecompressor();

/**
 * Docusaurus's HTML minifier is left out (its own switch, SKIP_HTML_MINIFICATION): it took 8.6 of the full build's
 * 20 CPU seconds of page rendering to make the pages 2.4 % smaller after brotli (site-build/README.md, "HTML").
 * Scripts and styles are still minified by the bundler.
 */
const docusaurusBuild = (variant: SiteVariant) =>
  timeline.step(`${variant} build`, () =>
    run('npx', ['docusaurus', 'build', '--out-dir', `build/${variant}`], {
      SITE_VARIANT: variant,
      SKIP_HTML_MINIFICATION: 'true',
    }),
  );

const searchIndex = (variant: SiteVariant) =>
  timeline.step(
    `${variant} index`,
    () => writeSearchIndex(`build/${variant}`, variant, {fullRoot: 'build/full'}),
    (pages) => `build/${variant}: search index of ${pages.en} English and ${pages.es} Spanish pages`,
  );

const inIndex = (file: string) => file.startsWith(`${SEARCH_DIR}/`);

/** Precompression of a build's search index, or of the rest of it. */
const precompressed = (variant: SiteVariant, part: 'index' | 'rest') =>
  timeline.step(
    part === 'index' ? `${variant} index precompress` : `${variant} precompress`,
    () => precompress(`build/${variant}`, part === 'index' ? inIndex : (file) => !inIndex(file)),
    ({files, bytes, brotliBytes, compressed}) =>
      `build/${variant}: precompressed ${files} ${part === 'index' ? 'index files' : 'other files'} ` +
      `(${files - compressed} copied from identical ones), ` +
      `${(bytes / 1e6).toFixed(1)} MB → ${(brotliBytes / 1e6).toFixed(1)} MB brotli`,
  );

const server = () =>
  timeline.step(
    'server',
    () => run('npm', ['run', '--silent', 'build:server']),
    () => 'server bundled into dist/',
  );

const publicDocs = () =>
  timeline.step(
    'public docs',
    () => writePublicDocs('docs', PUBLIC_DOCS_DIR, PROTECTED_PATHS),
    (stubbed) => `public docs: ${stubbed} protected docs reduced to their titles (stubs for the sidebar)`,
  );

const hosting = () =>
  timeline.step(
    'hosting',
    () => writeHostingDir('build/full', 'build/public', 'build/hosting'),
    (hosted) => `build/hosting: ${hosted} files both builds share, for the CDN`,
  );

async function site(): Promise<void> {
  await Promise.all([docusaurusBuild('full'), publicDocs()]);
  const publicBuilt = docusaurusBuild('public');
  const fullIndexed = searchIndex('full');
  const publicIndexed = publicBuilt.then(() => searchIndex('public'));
  // The worker threads compress each build while the main thread writes its index, then the index.
  await Promise.all([
    precompressed('full', 'rest'),
    fullIndexed.then(() => precompressed('full', 'index')),
    publicBuilt.then(() => precompressed('public', 'rest')),
    publicIndexed.then(() => precompressed('public', 'index')),
    Promise.all([fullIndexed, publicIndexed]).then(hosting),
  ]);
}

await Promise.all([server(), site()]).catch((error: unknown) => {
  abort.abort();
  throw error;
});
console.log(`[build] ${timeline.summary()}`);
