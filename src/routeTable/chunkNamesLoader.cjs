const {PRERENDER_ONLY, generatedPlan} = require('./routeTree.cjs');

/** The chunk-name keys of the routes only the build renders. */
function prerenderOnlyKeys(routes) {
  return routes.flatMap((route) => [
    ...(route[PRERENDER_ONLY] === true && route.component.key ? [route.component.key] : []),
    ...prerenderOnlyKeys(route.routes ?? []),
  ]);
}

/**
 * Rewrites Docusaurus's generated route chunk names (route → chunks, in every
 * page's main bundle) for the browser: without the routes that only the build
 * renders and without the routes of the shards, which the browser's route
 * table leaves out (routesLoader.cjs; a shard carries its routes' chunk
 * names, shardLoader.cjs). The routes are read from `routes.js` beside it.
 *
 * @this {{resourcePath: string, addDependency: (file: string) => void}}
 * @param {string} source the generated `routesChunkNames.json`
 * @returns {string}
 */
module.exports = function chunkNamesLoader(source) {
  // Its own copy of the chunk names: it deletes from them, and the plan's are shared.
  const chunkNames = JSON.parse(source);
  const {routes, movedKeys} = generatedPlan(this, undefined, source);
  const prerenderOnly = prerenderOnlyKeys(routes);
  for (const key of [...prerenderOnly, ...movedKeys]) {
    if (!(key in chunkNames))
      throw new Error(
        `routesChunkNames.json has no entry ${key} for a route of routes.js: has Docusaurus changed how it writes them?`,
      );
    delete chunkNames[key];
  }
  return JSON.stringify(chunkNames);
};
