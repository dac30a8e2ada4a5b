import {mkdtempSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {programmeOf} from '../docs/browserDocs';
import {withProgrammeRoutes} from '../docs/publicRoutes';
import {SHARD, SHARD_ROUTE_COMPONENT, shardModuleFile} from './plugin';

const require = createRequire(import.meta.url);
type Loader = (this: object, source: string) => string;
const routesLoader = require('./routesLoader.cjs') as Loader;
const chunkNamesLoader = require('./chunkNamesLoader.cjs') as Loader;
const registryLoader = require('./registryLoader.cjs') as Loader;
const shardLoader = require('./shardLoader.cjs') as Loader;
const preloadLoader = require('../themePatches/preloadLoader.cjs') as Loader;
// Docusaurus's own generator, so that these tests fail if the format the loaders read changes.
const {generateRouteFiles} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles: (options: {generatedFilesDir: string; routes: object[]}) => Promise<void>;
};

type Route = {path: string; component: unknown; exact?: boolean; sidebar?: string; routes?: Route[]; [key: string]: unknown};

const doc = (path: string) => ({
  path,
  exact: true,
  component: '@theme/DocItem',
  modules: {content: `@site${path}.md`},
  sidebar: 'docs',
});
const lessons = (programme: string, count: number) =>
  Array.from({length: count}, (_, index) => doc(`/docs/Programs/${programme}/module/lesson-${index}`));

/** The generated files of a docs tree with `perProgramme` lessons in each of two programmes, grouped as the full build groups them. */
async function generated(perProgramme: number) {
  const programmes = ['/docs/Programs/En/DataEngineering', '/docs/Programs/Es/Hacking-Ético'];
  const shardModules = new Map(programmes.map((programme, index) => [programme, `@site/gen/route-shard-${index}.js`]));
  const tree = withProgrammeRoutes(
    {
      path: '/docs',
      component: '@theme/DocRoot',
      routes: [doc('/docs/intro'), ...lessons('En/DataEngineering', perProgramme), ...lessons('Es/Hacking-Ético', perProgramme)],
    },
    programmeOf,
    SHARD_ROUTE_COMPONENT,
    shardModules,
  );
  const dir = mkdtempSync(join(tmpdir(), 'generated-'));
  await generateRouteFiles({generatedFilesDir: dir, routes: [tree]});
  const read = (name: string) => readFileSync(join(dir, name), 'utf8');
  const context = (name: string) => ({
    resourcePath: join(dir, name),
    addDependency: () => undefined,
    getOptions: () => ({generatedFilesDir: dir}),
  });
  const run = (loader: Loader, name: string, source = read(name)) => loader.call(context(name), source);
  return {
    dir,
    read,
    browser: {
      routes: run(routesLoader, 'routes.js'),
      chunkNames: JSON.parse(run(chunkNamesLoader, 'routesChunkNames.json')) as Record<string, unknown>,
      registry: run(registryLoader, 'registry.js'),
    },
    shard: (programme: string) => run(shardLoader, 'gen/route-shard-x.js', shardModuleFile(programme, 'x').content),
  };
}

/** Evaluates a module the loaders wrote, with stand-ins for what it imports. */
function evaluate(source: string, imports: Record<string, unknown>): unknown {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  const names = Object.keys(imports);
  return new Function(...names, 'require', body)(...names.map((name) => imports[name]), {resolveWeak: (path: string) => path});
}

const created = (path: string, hash?: string) => ({path, hash});
const paths = (routes: readonly Route[]): string[] => routes.flatMap((route) => [route.path, ...paths(route.routes ?? [])]);
const registryChunks = (source: string) => [...source.matchAll(/^ {2}"([^"]+)": \[/gm)].map(([, chunk]) => chunk!);

describe('the full build’s shards, one per programme', () => {
  it('leave the browser’s route table with the programmes’ routes, each without its pages', async () => {
    const {browser} = await generated(3);
    const routes = evaluate(browser.routes, {ComponentCreator: created}) as Route[];
    expect(paths(routes)).toEqual(['/docs', '/docs/intro', '/docs/Programs/En/DataEngineering', '/docs/Programs/Es/Hacking-Ético', '*']);
    const programme = routes[0]!.routes![1]!;
    expect(programme).toMatchObject({sidebar: 'docs', routes: [], [SHARD]: '/docs/Programs/En/DataEngineering'});
    // Not exact: the programme's route matches each of its pages.
    expect(programme.exact).toBeUndefined();
  });

  it('leave the browser’s chunk names and registry without the pages’ own chunks', async () => {
    const {browser, read} = await generated(3);
    const generatedNames = JSON.parse(read('routesChunkNames.json')) as Record<string, {content?: string}>;
    expect(Object.keys(browser.chunkNames).map((key) => key.replace(/-\w+$/, ''))).toEqual([
      '/docs',
      '/docs/intro',
      '/docs/Programs/En/DataEngineering',
      '/docs/Programs/Es/Hacking-Ético',
    ]);
    const lessonContent = Object.entries(generatedNames)
      .filter(([key]) => key.startsWith('/docs/Programs/') && key.includes('/lesson-'))
      .map(([, names]) => names.content!);
    expect(lessonContent).toHaveLength(6);
    const kept = registryChunks(browser.registry);
    expect(kept.filter((chunk) => lessonContent.includes(chunk))).toEqual([]);
    // DocItem, which every doc uses, stays; so do the shards' own modules.
    expect(kept).toHaveLength(registryChunks(read('registry.js')).length - 6);
    expect(browser.registry).toContain('"@site/gen/route-shard-0.js"');
    expect(browser.registry).not.toMatch(/\), "@/);
  });

  it('cost the browser’s main files nothing per lesson', async () => {
    const [few, many] = [await generated(3), await generated(23)];
    expect(many.browser.registry).toBe(few.browser.registry);
    // The programme's route is keyed by a hash of it, children and all: the key changes, not its length.
    expect(JSON.stringify(many.browser.chunkNames).length).toBe(JSON.stringify(few.browser.chunkNames).length);
    expect(many.browser.routes.length).toBe(few.browser.routes.length);
  });

  it('each carry their pages, their chunk names and the registry entries of their own chunks', async () => {
    const {shard, read} = await generated(2);
    const attach = vi.fn((loaded: object) => loaded);
    const loaded = evaluate(shard('/docs/Programs/Es/Hacking-Ético'), {ComponentCreator: created, attachShard: attach}) as {
      attribute: string;
      name: string;
      chunkNames: Record<string, {content: string}>;
      registry: Record<string, [() => unknown, string, string]>;
      routes: Route[];
    };
    expect(attach).toHaveBeenCalledOnce();
    expect(loaded.attribute).toBe(SHARD);
    expect(loaded.name).toBe('/docs/Programs/Es/Hacking-Ético');
    expect(paths(loaded.routes)).toEqual(['/docs/Programs/Es/Hacking-Ético/module/lesson-0', '/docs/Programs/Es/Hacking-Ético/module/lesson-1']);
    expect(loaded.routes[0]!.component).toEqual(created('/docs/Programs/Es/Hacking-Ético/module/lesson-0', expect.any(String) as string));
    const generatedNames = JSON.parse(read('routesChunkNames.json')) as Record<string, {content: string}>;
    expect(loaded.chunkNames).toEqual(Object.fromEntries(Object.entries(generatedNames).filter(([key]) => key.includes('Hacking-Ético/'))));
    expect(Object.keys(loaded.registry).sort()).toEqual(Object.values(loaded.chunkNames).map((names) => names.content).sort());
    expect(Object.values(loaded.registry).map(([, path, id]) => [path, id])).toContainEqual([
      '',
      '@site/docs/Programs/Es/Hacking-Ético/module/lesson-1.md',
    ]);
  });

  it('must be in the route table', async () => {
    const {shard} = await generated(1);
    expect(() => shard('/docs/Programs/Es/Nada')).toThrow(/no route for the shard \/docs\/Programs\/Es\/Nada/);
  });
});

describe('attachShard', () => {
  it('puts a shard’s pages under its route, and its chunk names and registry entries where ComponentCreator reads them', async () => {
    const programme = {path: '/docs/Programs/Es/DevOps', [SHARD]: '/docs/Programs/Es/DevOps', routes: [] as object[]};
    const routes = [{path: '/docs', routes: [{path: '/docs/intro'}, programme]}];
    const chunkNames: Record<string, unknown> = {'/docs-1': {__comp: 'a'}};
    const registry: Record<string, unknown> = {a: []};
    vi.doMock('@generated/routes', () => ({default: routes}));
    vi.doMock('@generated/routesChunkNames', () => ({default: chunkNames}));
    vi.doMock('@generated/registry', () => ({default: registry}));
    const attachShard = (await import('./attachShard')).default;
    const page = {path: '/docs/Programs/Es/DevOps/x', component: created('/docs/Programs/Es/DevOps/x', '2')};
    const shard = {attribute: SHARD, name: '/docs/Programs/Es/DevOps', chunkNames: {'/x-2': {content: 'b'}}, registry: {b: []}, routes: [page]};
    expect(attachShard(shard as never)).toEqual({shard: '/docs/Programs/Es/DevOps', routes: 1});
    expect(programme.routes).toEqual([page]);
    expect(chunkNames).toEqual({'/docs-1': {__comp: 'a'}, '/x-2': {content: 'b'}});
    expect(registry).toEqual({a: [], b: []});
    expect(() => attachShard({...shard, name: '/docs/Programs/Es/Nada'} as never)).toThrow(/no route for the shard/);
    vi.doUnmock('@generated/routes');
    vi.doUnmock('@generated/routesChunkNames');
    vi.doUnmock('@generated/registry');
  });
});

describe('preloadLoader', () => {
  const installed = readFileSync(require.resolve('@docusaurus/core/lib/client/preload.js'), 'utf8');
  const {matchRoutes} = require('react-router-config') as {matchRoutes: unknown};

  it('goes on to the pages a shard brings, in a task of their own, until nothing new matches', async () => {
    const loaded: string[] = [];
    const component = (name: string, then?: () => void) => ({
      preload: () => {
        loaded.push(name);
        then?.();
        return Promise.resolve();
      },
    });
    const programme: {path: string; component: object; routes: object[]} = {path: '/docs/Programs/Es/DevOps', component: {}, routes: []};
    programme.component = component('programme', () => {
      programme.routes = [{path: '/docs/Programs/Es/DevOps/x', exact: true, component: component('page')}];
      // A task queued while the shard's chunk runs: the next round waits for it.
      setTimeout(() => loaded.push('next task'));
    });
    const routes = [{path: '/docs', component: component('docs'), routes: [programme]}];
    const source = preloadLoader.call({}, installed).replace(/^export default /m, 'return ');
    const preload = new Function('routes', 'matchRoutes', source.replace(/^import .*$/gm, '')) as (
      routes: object,
      matchRoutes: unknown,
    ) => (pathname: string) => Promise<unknown>;
    await preload(routes, matchRoutes)('/docs/Programs/Es/DevOps/x');
    expect(loaded).toEqual(['docs', 'programme', 'next task', 'page']);
  });

  it('fails the build when Docusaurus’s preload has changed', () => {
    expect(() => preloadLoader.call({}, 'export default function preload() {}')).toThrow(/no longer as expected/);
  });
});
