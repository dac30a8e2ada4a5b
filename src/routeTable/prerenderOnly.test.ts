import {mkdtempSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {withInvitationRoutes} from '../docs/publicRoutes';

const require = createRequire(import.meta.url);
const routesLoader = require('./routesLoader.cjs') as (source: string) => string;
const chunkNamesLoader = require('./chunkNamesLoader.cjs') as (
  this: {resourcePath: string; addDependency: (file: string) => void},
  source: string,
) => string;
// Docusaurus's own generator, so that these tests fail if the format the loaders read changes.
const {generateRoutesCode} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRoutesCode: (routes: object[]) => {routesConfig: string; routesChunkNames: Record<string, unknown>};
};

const docs = withInvitationRoutes(
  {
    path: '/docs',
    component: '@theme/DocsRoot',
    routes: [
      {path: '/docs/intro', exact: true, component: '@theme/DocItem', sidebar: 'docs'},
      {path: "/docs/Programs/En/it's", exact: true, component: '@theme/DocItem', sidebar: 'docs'},
      {path: '/docs/Programs/Es/Hacking-Ético/lección', exact: true, component: '@theme/DocItem', sidebar: 'docs'},
    ],
  },
  {component: '@site/Invitation.tsx', modules: {invitation: '/data/invitation.json'}},
);
const generated = generateRoutesCode([docs]);

type Route = {path: string; component: unknown; exact?: boolean; sidebar?: string; routes?: Route[]};

/** Evaluates a route table with a ComponentCreator that returns what it was given. */
function load(source: string): Route[] {
  const body = source.replace(/^import .*$/gm, '').replace('export default ', 'return ');
  return new Function('ComponentCreator', body)((path: string, hash?: string) => ({path, hash})) as Route[];
}

const paths = (routes: readonly Route[]): string[] =>
  routes.flatMap((route) => [route.path, ...paths(route.routes ?? [])]);

describe('routes only the build renders', () => {
  it('are in the generated table, under the route that stands for them', () => {
    expect(paths(load(generated.routesConfig))).toEqual([
      '/docs',
      '/docs/intro',
      '/docs/Programs',
      "/docs/Programs/En/it's",
      '/docs/Programs/Es/Hacking-Ético/lección',
      '*',
    ]);
  });

  it('are not in the browser’s table, where their root still shows the sidebar', () => {
    const routes = load(routesLoader(generated.routesConfig));
    expect(paths(routes)).toEqual(['/docs', '/docs/intro', '/docs/Programs', '*']);
    const root = routes[0]!.routes![1]!;
    expect(root).toMatchObject({path: '/docs/Programs', sidebar: 'docs', routes: []});
    expect(root.exact).toBeUndefined();
  });

  it('are not in the browser’s chunk names, and every other route keeps its chunks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'generated-'));
    writeFileSync(join(dir, 'routes.js'), generated.routesConfig);
    const dependencies: string[] = [];
    const context = {
      resourcePath: join(dir, 'routesChunkNames.json'),
      addDependency: (file: string) => dependencies.push(file),
    };
    const rewritten = JSON.parse(chunkNamesLoader.call(context, JSON.stringify(generated.routesChunkNames))) as Record<
      string,
      unknown
    >;
    const kept = Object.keys(generated.routesChunkNames).filter((key) => !key.startsWith('/docs/Programs/'));
    expect(Object.keys(rewritten)).toEqual(kept);
    expect(kept.map((key) => key.replace(/-\w+$/, ''))).toEqual(['/docs', '/docs/intro', '/docs/Programs']);
    for (const key of kept) expect(rewritten[key]).toEqual(generated.routesChunkNames[key]);
    expect(dependencies).toEqual([join(dir, 'routes.js')]);
  });

  it('must have chunk names: a route table and chunk names that disagree are an error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'generated-'));
    writeFileSync(join(dir, 'routes.js'), generated.routesConfig);
    const context = {resourcePath: join(dir, 'routesChunkNames.json'), addDependency: () => undefined};
    expect(() => chunkNamesLoader.call(context, '{}')).toThrow(/has no entry \/docs\/Programs\/En\/it's-\w+/);
  });
});
