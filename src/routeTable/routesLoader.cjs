const {ROUTE_COMPONENT, browserRoutes, emitRoutes, parseRoutes} = require('./routeTree.cjs');

/**
 * Rewrites Docusaurus's generated route table for the browser's bundle
 * (routeTree.cjs): without the routes only the build renders, without the
 * routes of each shard (its route loads them), and with each route's
 * component made when the route is first read rather than all 400-odd at
 * start-up.
 *
 * @param {string} generated the generated `routes.js`
 * @returns {string}
 */
module.exports = function routesLoader(generated) {
  return [
    `import ComponentCreator from '@docusaurus/ComponentCreator';`,
    '',
    ROUTE_COMPONENT,
    '',
    `export default ${emitRoutes(browserRoutes(parseRoutes(generated)))};`,
    '',
  ].join('\n');
};
