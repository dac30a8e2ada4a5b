import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const firstLoadErrorLoader = require('./firstLoadErrorLoader.cjs') as (source: string) => string;
const installed = readFileSync(require.resolve('@docusaurus/core/lib/client/clientEntry.js'), 'utf8');

/** Runs the entry's first-render code with stand-ins for what it calls, and reports what it did. */
async function firstRender(preloadResult: Promise<void>) {
  const calls: string[] = [];
  const rewritten = firstLoadErrorLoader(
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
    () => preloadResult,
    (callback: () => void) => callback(),
    {createRoot: (target: string) => `a fresh root on ${target}`},
    'the container',
    {warn: (error: unknown) => calls.push(`warn ${String(error)}`)},
    calls,
  );
  await preloadResult.catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return calls;
}

describe('firstLoadErrorLoader', () => {
  it('adds a failure branch to the installed client entry', () => {
    const rewritten = firstLoadErrorLoader(installed);
    expect(rewritten).toContain('ReactDOM.createRoot(container, { onRecoverableError })');
    expect(rewritten.length).toBeGreaterThan(installed.length);
  });

  it('hydrates as before when the chunks load', async () => {
    expect(await firstRender(Promise.resolve())).toEqual(['hydrate']);
  });

  it('warns and renders into a fresh root when a chunk fails', async () => {
    expect(await firstRender(Promise.reject(new Error('Loading chunk 42 failed.')))).toEqual([
      'warn Error: Loading chunk 42 failed.',
      'render into a fresh root on the container',
    ]);
  });

  it('fails the build with a clear message when the lines have changed', () => {
    expect(() => firstLoadErrorLoader('preload(pathname).then(render);')).toThrow(/no longer as expected/);
  });
});
