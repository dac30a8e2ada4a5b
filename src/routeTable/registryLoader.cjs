const {generatedPlan, registryWithout} = require('./routeTree.cjs');

/**
 * A registry entry is [loader, module path, webpack id]; the module path is
 * read only during server rendering (react-loadable reports it to the
 * server's capture). In the browser the entry keeps its shape with an empty
 * string: 420 unused strings in every page's main bundle.
 *
 * @param {string} source registry entries as generated
 * @returns {string}
 */
const withoutModulePaths = (source) =>
  source.replace(/\), "[^"]*", require\.resolveWeak\(/g, '), "", require.resolveWeak(');

/**
 * Rewrites Docusaurus's generated route registry (chunk → loader) for the
 * browser's bundle: without the module paths (`withoutModulePaths`), and
 * without the chunks only the shards' routes use, which each shard carries
 * (shardLoader.cjs). The routes and their chunk names are read beside it.
 *
 * @this {{resourcePath: string, addDependency: (file: string) => void}}
 * @param {string} source the generated `registry.js`
 * @returns {string}
 */
function registryLoader(source) {
  const {movedChunks} = generatedPlan(this);
  return withoutModulePaths(registryWithout(source, movedChunks));
}

module.exports = registryLoader;
module.exports.withoutModulePaths = withoutModulePaths;
