const {ROUTE_COMPONENT, SHARD, emitRoutes, generatedPlan, readGenerated, registryEntries} = require('./routeTree.cjs');
const {withoutModulePaths} = require('./registryLoader.cjs');

/** What a shard's module is in the server's bundle, and names it for this loader. */
const placeholder = (name) => `export default ${JSON.stringify({shard: name})};\n`;

/**
 * Writes a shard's module for the browser's bundle, in place of its
 * placeholder (`placeholder`): the routes the browser's route table leaves
 * out under the shard's route (routeTree.cjs), their chunk names, and the
 * registry entries of the chunks only shards use, which the main registry
 * leaves out. Loaded with the shard's route, it puts them back
 * (attachShard.ts), so webpack makes it a chunk of its own and each of its
 * pages' chunks a child of it.
 *
 * @this {{getOptions: () => {generatedFilesDir: string}, resourcePath: string, addDependency: (file: string) => void}}
 * @param {string} source the placeholder
 * @returns {string}
 */
function shardLoader(source) {
  const named = /^export default (\{"shard":".*"\});$/m.exec(source);
  if (!named) throw new Error(`${this.resourcePath} is not a shard's placeholder: ${source.slice(0, 100)}`);
  const name = JSON.parse(named[1]).shard;
  const {generatedFilesDir} = this.getOptions();
  const {chunkNames, shards, movedChunks} = generatedPlan(this, generatedFilesDir);
  const entries = registryEntries(readGenerated(this, 'registry.js', generatedFilesDir));
  const shard = shards.get(name);
  if (!shard) throw new Error(`routes.js has no route for the shard ${name} (${this.resourcePath}).`);
  const registry = [...shard.chunks]
    .filter((chunk) => movedChunks.has(chunk))
    .map((chunk) => {
      const entry = entries.get(chunk);
      if (entry === undefined) throw new Error(`registry.js has no entry for the chunk ${chunk} of the shard ${name}.`);
      return withoutModulePaths(entry.text);
    });
  return [
    `import ComponentCreator from '@docusaurus/ComponentCreator';`,
    `import attachShard from '@site/src/routeTable/attachShard';`,
    '',
    ROUTE_COMPONENT,
    '',
    'export default attachShard({',
    `  attribute: ${JSON.stringify(SHARD)},`,
    `  name: ${JSON.stringify(name)},`,
    `  chunkNames: ${JSON.stringify(Object.fromEntries(shard.keys.map((key) => [key, chunkNames[key]])))},`,
    `  registry: {\n${registry.join('\n')}\n  },`,
    `  routes: ${emitRoutes(shard.route.routes ?? [], '  ')},`,
    '});',
    '',
  ].join('\n');
}

module.exports = shardLoader;
module.exports.placeholder = placeholder;
