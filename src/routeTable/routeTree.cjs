/**
 * Docusaurus's generated route files, read as data and written back for the
 * browser: the route table (`routes.js`), its chunk names
 * (`routesChunkNames.json`, route → chunks) and the registry (`registry.js`,
 * chunk → loader). The loaders beside this file rewrite the browser's copies
 * with it; the server bundle keeps them as generated.
 */

const {readFileSync} = require('node:fs');
const {dirname, join} = require('node:path');

/** The attribute of routes the build renders but the browser's table leaves out (src/docs/publicRoutes.ts). */
const PRERENDER_ONLY = 'prerenderOnly';

/**
 * The attribute of a route whose child routes the browser's table leaves
 * out: they travel in a module of their own, the route's shard, which the
 * route loads with its component and which puts them back under it
 * (shardLoader.cjs, attachShard.ts). Its value names the shard.
 */
const SHARD = 'shard';

/** A route's component as the generated table makes it: `ComponentCreator(path, hash)`. */
class Created {
  /** @param {string} path @param {string | undefined} hash */
  constructor(path, hash) {
    this.path = path;
    this.hash = hash;
  }

  /** The route's key in `routesChunkNames.json`; the not-found route (`*`) has none. */
  get key() {
    return this.hash === undefined ? undefined : `${this.path}-${this.hash}`;
  }
}

/**
 * @typedef {{path: string, component: Created, exact?: boolean, routes?: Route[], [attribute: string]: unknown}} Route
 */

/**
 * The generated route table as data: it is evaluated with a
 * `ComponentCreator` that records its arguments.
 *
 * @param {string} source the generated `routes.js`
 * @returns {Route[]}
 */
function parseRoutes(source) {
  if (!/^export default \[/m.test(source))
    throw new Error('routes.js has no `export default [`: has Docusaurus changed how it writes the route table?');
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  const routes = new Function('ComponentCreator', body)((path, hash) => new Created(path, hash));
  const check = (route) => {
    if (typeof route.path !== 'string' || !(route.component instanceof Created))
      throw new Error(`routes.js has a route without a path or a ComponentCreator component: ${JSON.stringify(route)}`);
    route.routes?.forEach(check);
  };
  routes.forEach(check);
  return routes;
}

/**
 * Makes each route's component when the route is first read, not when the
 * bundle starts: `ComponentCreator` builds a react-loadable component (a
 * class, a loader map, closures) per route, and a page renders one or two of
 * them. The getter replaces itself with the component, so every later read
 * (preload, render) gets the same one.
 */
const ROUTE_COMPONENT = `function routeComponent(route, hash, path = route.path) {
  const component = ComponentCreator(path, hash);
  Object.defineProperty(route, 'component', {value: component, enumerable: true});
  return component;
}`;

/**
 * Routes as JavaScript, with each component made on first read by
 * `routeComponent` (ROUTE_COMPONENT), in the generated order of their keys.
 *
 * @param {readonly Route[]} routes
 * @param {string} [indent]
 * @returns {string}
 */
function emitRoutes(routes, indent = '') {
  if (routes.length === 0) return '[]';
  const inner = `${indent}  `;
  const emitRoute = (route) => {
    const fields = Object.entries(route).map(([key, value]) => {
      if (key === 'component') {
        // The generated table makes each component for its route's own path: then it is not written twice.
        const path = value.path === route.path ? [] : [value.path];
        const args = path.length > 0 || value.hash !== undefined ? [value.hash, ...path] : [];
        return `get component() { return routeComponent(${['this', ...args.map((arg) => JSON.stringify(arg) ?? 'undefined')].join(', ')}); }`;
      }
      if (key === 'routes') return `routes: ${emitRoutes(value, inner)}`;
      return `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${JSON.stringify(value)}`;
    });
    return `${inner}{${fields.join(', ')}}`;
  };
  return `[\n${routes.map(emitRoute).join(',\n')}\n${indent}]`;
}

/**
 * The browser's route table: without the routes only the build renders, and
 * each shard's routes left to its shard.
 *
 * @param {readonly Route[]} routes
 * @returns {Route[]}
 */
function browserRoutes(routes) {
  return routes
    .filter((route) => route[PRERENDER_ONLY] !== true)
    .map((route) => {
      if (!route.routes) return route;
      return {...route, routes: route[SHARD] === undefined ? browserRoutes(route.routes) : []};
    });
}

/**
 * The route and its descendants.
 *
 * @param {Route} route
 * @returns {Route[]}
 */
const descendantsAndSelf = (route) => [route, ...(route.routes ?? []).flatMap(descendantsAndSelf)];

/**
 * The shards of the table: each route marked `SHARD`, by the shard's name.
 *
 * @param {readonly Route[]} routes
 * @returns {Map<string, Route>}
 */
function shardsOf(routes) {
  const shards = new Map();
  for (const route of routes.flatMap(descendantsAndSelf)) {
    const name = route[SHARD];
    if (name === undefined) continue;
    if (typeof name !== 'string' || shards.has(name))
      throw new Error(`routes.js: the shard ${JSON.stringify(name)} of ${route.path} is not one name of one route.`);
    if (route.routes?.some((child) => child.routes))
      throw new Error(`routes.js: the shard of ${route.path} has nested routes; a shard holds pages only.`);
    shards.set(name, route);
  }
  return shards;
}

/**
 * The chunk-name keys of a shard's routes (its children's, not its own).
 *
 * @param {Route} shard
 * @returns {string[]}
 */
const shardKeys = (shard) =>
  (shard.routes ?? []).flatMap((child) => (child.component.key ? [child.component.key] : []));

/** The chunk names, at any depth, of one route's entry in `routesChunkNames.json`. */
const chunksOf = (value) =>
  typeof value === 'string' ? [value] : Object.values(value ?? {}).flatMap((nested) => chunksOf(nested));

/**
 * What moves into each shard: its routes' keys, and the chunks that only
 * shards' routes use (the rest stay in the main registry).
 *
 * @param {readonly Route[]} routes the generated table
 * @param {Record<string, unknown>} chunkNames the generated `routesChunkNames.json`
 * @returns {{shards: Map<string, {route: Route, keys: string[], chunks: Set<string>}>, movedKeys: Set<string>, movedChunks: Set<string>}}
 */
function shardPlan(routes, chunkNames) {
  const shards = new Map();
  const movedKeys = new Set();
  for (const [name, route] of shardsOf(routes)) {
    const keys = shardKeys(route);
    for (const key of keys) {
      if (!(key in chunkNames))
        throw new Error(
          `routesChunkNames.json has no entry ${key} for a route of routes.js: has Docusaurus changed how it writes them?`,
        );
      movedKeys.add(key);
    }
    shards.set(name, {route, keys, chunks: new Set(keys.flatMap((key) => chunksOf(chunkNames[key])))});
  }
  const staying = new Set(
    Object.entries(chunkNames)
      .filter(([key]) => !movedKeys.has(key))
      .flatMap(([, value]) => chunksOf(value)),
  );
  const movedChunks = new Set(
    [...shards.values()].flatMap(({chunks}) => [...chunks]).filter((chunk) => !staying.has(chunk)),
  );
  return {shards, movedKeys, movedChunks};
}

/**
 * The generated registry's entries, each as written:
 * `  "<chunk>": [<loader>, "<module path>", <webpack id>],` on a line of its
 * own, but for the last, which the closing `};` follows on the same line.
 *
 * @param {string} source the generated `registry.js`
 * @returns {Map<string, {text: string, start: number, end: number}>} chunk name → the entry and where it is (`end` past its line break)
 */
function registryEntries(source) {
  return new Map(
    [...source.matchAll(/^ {2}"([^"]+)": \[.*\],(?=\n|\};\n?$)/gm)].map((match) => {
      const end = match.index + match[0].length;
      return [match[1], {text: match[0], start: match.index, end: source[end] === '\n' ? end + 1 : end}];
    }),
  );
}

/**
 * The generated registry without the entries of some chunks.
 *
 * @param {string} source the generated `registry.js`
 * @param {Iterable<string>} chunks
 * @returns {string}
 */
function registryWithout(source, chunks) {
  const entries = registryEntries(source);
  const removed = [...chunks].map((chunk) => {
    const entry = entries.get(chunk);
    if (entry === undefined) throw new Error(`registry.js has no entry for the chunk ${chunk} of a shard's route.`);
    return entry;
  });
  removed.sort((a, b) => b.start - a.start);
  return removed.reduce((kept, {start, end}) => kept.slice(0, start) + kept.slice(end), source);
}

/**
 * Another of the generated files, read by a loader as a dependency of the
 * file it rewrites: `dir` is where they are, else beside that file.
 *
 * @param {{resourcePath: string, addDependency: (file: string) => void}} loader
 * @param {'routes.js' | 'routesChunkNames.json' | 'registry.js'} name
 * @param {string} [dir]
 * @returns {string}
 */
function readGenerated(loader, name, dir = dirname(loader.resourcePath)) {
  const file = join(dir, name);
  loader.addDependency(file);
  return readFileSync(file, 'utf8');
}

/** @type {{key: string, plan: ReturnType<typeof shardPlan> & {routes: Route[], chunkNames: Record<string, unknown>}} | null} */
let lastPlan = null;

/**
 * The generated routes and chunk names, parsed, with their shard plan. The
 * chunk-names loader, the registry loader and every shard's loader each need
 * it; planned once per content of the two files, not once per loader. Read
 * only: callers that change what they get must copy it first.
 *
 * @param {{resourcePath: string, addDependency: (file: string) => void}} loader
 * @param {string} [dir] the generated files' folder, when it is not the loader's
 * @param {string} [chunkNamesSource] `routesChunkNames.json` when the loader has it (it is that file's loader)
 */
function generatedPlan(loader, dir, chunkNamesSource = readGenerated(loader, 'routesChunkNames.json', dir)) {
  const routesSource = readGenerated(loader, 'routes.js', dir);
  const key = `${routesSource}\0${chunkNamesSource}`;
  if (lastPlan?.key !== key) {
    const routes = parseRoutes(routesSource);
    const chunkNames = JSON.parse(chunkNamesSource);
    lastPlan = {key, plan: {routes, chunkNames, ...shardPlan(routes, chunkNames)}};
  }
  return lastPlan.plan;
}

module.exports = {
  readGenerated,
  generatedPlan,
  PRERENDER_ONLY,
  SHARD,
  ROUTE_COMPONENT,
  Created,
  parseRoutes,
  emitRoutes,
  browserRoutes,
  shardPlan,
  registryEntries,
  registryWithout,
};
