/**
 * Rewrites Docusaurus's generated route registry for the browser's bundle:
 * each entry is [loader, module path, webpack id], and the module path is
 * read only during server rendering (react-loadable reports it to the
 * server's capture); in the browser it is 420 unused strings in every
 * page's main bundle. The entry keeps its shape with an empty string.
 *
 * @param {string} source the generated `registry.js`
 * @returns {string}
 */
module.exports = function registryLoader(source) {
  return source.replace(/\), "[^"]*", require\.resolveWeak\(/g, '), "", require.resolveWeak(');
};
