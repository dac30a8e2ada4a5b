/**
 * The production build: two Docusaurus builds from the same sources.
 *   build/full    everything, served to readers with a valid session;
 *   build/public  protected lessons kept as titles in the sidebar and search only, one
 *                 sign-in page standing for them (src/docs/publicRoutes.ts), for everyone else.
 * Each gets its own search index (its pages, by language, in chunks) and
 * precompressed .br/.gz files for the server; build/hosting holds
 * the public static files for Firebase Hosting's CDN.
 */
import {spawnSync} from 'node:child_process';
import {PROTECTED_PATHS} from '../src/access/paths.ts';
import {PUBLIC_DOCS_DIR, type SiteVariant} from '../src/access/variant.ts';
import {writePublicDocs} from './site-build/publicDocs.ts';
import {createPrecompressor} from './site-build/compress.ts';
import {writeHostingDir} from './site-build/hosting.ts';
import {writeSearchIndex} from './site-build/searchIndex.mts';

function docusaurusBuild(variant: SiteVariant, outDir: string): void {
  const started = Date.now();
  const run = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    stdio: 'inherit',
    env: {...process.env, SITE_VARIANT: variant},
  });
  if (run.status !== 0) throw new Error(`The ${variant} build failed.`);
  console.log(`[build] ${variant} build in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const stubbed = writePublicDocs('docs', PUBLIC_DOCS_DIR, PROTECTED_PATHS);
console.log(`[build] public docs: ${stubbed} protected docs reduced to their titles (stubs for the sidebar)`);
docusaurusBuild('full', 'build/full');
docusaurusBuild('public', 'build/public');
for (const [variant, dir] of [
  ['full', 'build/full'],
  ['public', 'build/public'],
] as const) {
  const started = Date.now();
  const pages = await writeSearchIndex(dir, variant, {fullRoot: 'build/full'});
  console.log(
    `[build] ${dir}: search index of ${pages.en} English and ${pages.es} Spanish pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
const precompress = createPrecompressor();
for (const dir of ['build/full', 'build/public']) {
  const started = Date.now();
  const {files, bytes, brotliBytes, compressed} = await precompress(dir);
  console.log(
    `[build] ${dir}: precompressed ${files} files (${files - compressed} copied from identical ones), ${(bytes / 1e6).toFixed(1)} MB → ${(brotliBytes / 1e6).toFixed(1)} MB brotli in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
const hosted = await writeHostingDir('build/full', 'build/public', 'build/hosting');
console.log(`[build] build/hosting: ${hosted} files both builds share, for the CDN`);
