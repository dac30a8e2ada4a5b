import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const firstRenderLoader = require('./firstRenderLoader.cjs') as (source: string) => string;
const installed = readFileSync(require.resolve('@docusaurus/core/lib/client/clientEntry.js'), 'utf8');

/** Runs the entry's first-render code with stand-ins for what it calls, and reports what it did. */
async function firstRender(loadChunks: () => Promise<void>) {
  let preloadResult: Promise<void> = Promise.resolve();
  const calls: string[] = [];
  const rewritten = firstRenderLoader(
    [
      'const onRecoverableError = () => {};',
      'const renderApp = () => calls.push(window.docusaurusRoot ? "render into " + window.docusaurusRoot : "hydrate");',
      'preload(window.location.pathname).then(() => {\n        startTransition(renderApp);\n    });',
    ].join('\n'),
  );
  const window: {location: {pathname: string}; docusaurusRoot?: string} = {location: {pathname: '/docs/intro'}};
  const run = new Function(
    'window',
    'preload',
    'startTransition',
    'ReactDOM',
    'container',
    'console',
    'calls',
    rewritten,
  ) as (...args: unknown[]) => void;
  run(
    window,
    () => {
      calls.push('preload');
      preloadResult = loadChunks();
      return preloadResult;
    },
    (callback: () => void) => callback(),
    {createRoot: (target: string) => `a fresh root on ${target}`},
    'the container',
    {warn: (error: unknown) => calls.push(`warn ${String(error)}`)},
    calls,
  );
  const inTheSameTask = [...calls];
  await new Promise((resolve) => setTimeout(resolve, 0));
  await preloadResult.catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return {inTheSameTask, calls};
}

describe('firstRenderLoader', () => {
  it('adds a failure branch to the installed client entry', () => {
    const rewritten = firstRenderLoader(installed);
    expect(rewritten).toContain('ReactDOM.createRoot(container, { onRecoverableError })');
    expect(rewritten.length).toBeGreaterThan(installed.length);
  });

  it('starts loading the chunks in a task of its own, not in the one that evaluates the bundle', async () => {
    expect((await firstRender(() => Promise.resolve())).inTheSameTask).toEqual([]);
  });

  it('hydrates as before when the chunks load', async () => {
    expect((await firstRender(() => Promise.resolve())).calls).toEqual(['preload', 'hydrate']);
  });

  it('warns and renders into a fresh root when a chunk fails', async () => {
    expect((await firstRender(() => Promise.reject(new Error('Loading chunk 42 failed.')))).calls).toEqual([
      'preload',
      'warn Error: Loading chunk 42 failed.',
      'render into a fresh root on the container',
    ]);
  });

  it('fails the build with a clear message when the lines have changed', () => {
    expect(() => firstRenderLoader('preload(pathname).then(render);')).toThrow(/no longer as expected/);
  });
});
