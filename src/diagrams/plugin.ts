import {copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {mermaidSources} from './fences';
import {DIAGRAM_CACHE_DIR, DIAGRAMS_URL_DIR} from './rendered';
import {renderDiagrams} from './render';

/** Where authors write diagrams. */
const CONTENT_DIRS = ['docs', 'blog', 'src/pages'];
const DIAGRAM_ATTRIBUTE = /data-diagram="?([0-9a-f]{16})/g;

function filesUnder(dir: string, test: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && test.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every Mermaid source in the site's Markdown and MDX. */
export function siteMermaidSources(siteDir: string): string[] {
  return CONTENT_DIRS.flatMap((dir) => filesUnder(join(siteDir, dir), /\.mdx?$/)).flatMap((file) =>
    mermaidSources(readFileSync(file, 'utf8')),
  );
}

/**
 * Diagrams drawn at build time (see README.md):
 * - while the site compiles, every ```mermaid block is drawn to SVG (cached);
 * - `@side/diagrams` reads the drawings in the server bundle, and fetches one
 *   in the browser after a client-side navigation;
 * - after the build, the build gets the drawings its own pages show, so the
 *   public build never holds a protected lesson's diagram.
 */
export default function diagramsPlugin(context: LoadContext): Plugin {
  const cacheDir = join(context.siteDir, DIAGRAM_CACHE_DIR, DIAGRAMS_URL_DIR);
  const here = (file: string) => join(context.siteDir, 'src', 'diagrams', file);
  const draw = (): Promise<void> => {
    const started = Date.now();
    const drawing = renderDiagrams(siteMermaidSources(context.siteDir), {siteDir: context.siteDir, cacheDir}).then(
      ({drawn, cached}) => {
        if (drawn > 0)
          console.log(
            `[diagrams] drew ${drawn} diagrams (${cached} cached) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
          );
      },
    );
    // Awaited by the compile; until then a failure must not count as unhandled.
    drawing.catch(() => undefined);
    return drawing;
  };
  // A cold build's drawing takes longer than everything before the compile's end, so it starts as soon as the
  // plugin exists, before the site's content loads. Later content loads (the live-reload site) draw what changed.
  let drawing = draw();
  let firstLoad = true;
  // Drawing (Chromium) runs while the bundles compile (rspack), and each compile waits for it before it is done:
  // the server rendering that follows reads the drawings. A failed drawing fails the compile.
  const waitForDrawings = {
    apply: (compiler: {hooks: {done: {tapPromise: (name: string, run: () => Promise<void>) => void}}}) =>
      compiler.hooks.done.tapPromise('projects-diagrams', () => drawing),
  };
  return {
    name: 'projects-diagrams',
    loadContent() {
      if (!firstLoad) drawing = draw();
      firstLoad = false;
    },
    configureWebpack: (_config, isServer) => ({
      resolve: {alias: {'@side/diagrams': here(isServer ? 'serverDiagrams.ts' : 'clientDiagrams.ts')}},
      plugins: [waitForDrawings],
    }),
    async postBuild({outDir}) {
      const keys = new Set<string>();
      for (const page of filesUnder(outDir, /\.html$/)) {
        for (const match of readFileSync(page, 'utf8').matchAll(DIAGRAM_ATTRIBUTE)) keys.add(match[1]!);
      }
      const target = join(outDir, DIAGRAMS_URL_DIR);
      mkdirSync(target, {recursive: true});
      for (const key of keys) copyFileSync(join(cacheDir, `${key}.json`), join(target, `${key}.json`));
    },
  };
}
