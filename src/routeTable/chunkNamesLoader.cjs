const {readFileSync} = require('node:fs');
const {dirname, join} = require('node:path');
const {prerenderOnlyKeys} = require('./prerenderOnly.cjs');

/**
 * Rewrites Docusaurus's generated route chunk names (route → chunks, in every
 * page's main bundle) for the browser: without the routes that only the build
 * renders (prerenderOnly.cjs), which the browser's route table leaves out.
 * The routes are read from `routes.js` beside it, as generated.
 *
 * @this {{resourcePath: string, addDependency: (file: string) => void}}
 * @param {string} source the generated `routesChunkNames.json`
 * @returns {string}
 */
module.exports = function chunkNamesLoader(source) {
  const routesFile = join(dirname(this.resourcePath), 'routes.js');
  this.addDependency(routesFile);
  const keys = prerenderOnlyKeys(readFileSync(routesFile, 'utf8'));
  if (keys.length === 0) return source;
  const chunkNames = JSON.parse(source);
  for (const key of keys) {
    if (!(key in chunkNames))
      throw new Error(
        `routesChunkNames.json has no entry ${key} for a route of routes.js: has Docusaurus changed how it writes them?`,
      );
    delete chunkNames[key];
  }
  return JSON.stringify(chunkNames);
};
