const {withoutPrerenderOnly} = require('./prerenderOnly.cjs');

/**
 * Rewrites Docusaurus's generated route table for the browser's bundle:
 * without the routes only the build renders (prerenderOnly.cjs), and so
 * that each route's component is made when the route is first matched, not
 * when the bundle starts: `ComponentCreator` builds a react-loadable
 * component (a class, a loader map, closures) for every one of the 400-odd
 * routes at start-up, on every page, though a page renders one or two of
 * them. The getter replaces itself with the component on first read, so
 * every later read (preload, render) gets the same component. It reads the
 * route's own path, which the generated table writes twice per route.
 *
 * @param {string} generated the generated `routes.js`
 * @returns {string}
 */
module.exports = function routesLoader(generated) {
  const source = withoutPrerenderOnly(generated);
  const route = /path: ('(?:[^'\\]|\\.)*'),(\s*)component: ComponentCreator\(\1, '(\w+)'\)/g;
  if (!route.test(source)) return source;
  const helper = `
function routeComponent(route, hash) {
  const component = ComponentCreator(route.path, hash);
  Object.defineProperty(route, 'component', {value: component, enumerable: true});
  return component;
}
`;
  return source
    .replace(route, (_match, path, space, hash) => `path: ${path},${space}get component() { return routeComponent(this, '${hash}'); }`)
    .replace(/\nexport default /, `${helper}\nexport default `);
};
