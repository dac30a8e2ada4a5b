/**
 * Routes the build renders but the browser's route table leaves out. A route
 * with the attribute `prerenderOnly: true` is prerendered like any other, and
 * in the browser another route of the table, which must match its path,
 * shows it (see src/docs/publicRoutes.ts). Docusaurus writes such a route as
 *   { path: '…', component: ComponentCreator('…', '<hash>'), exact: true, prerenderOnly: true }
 * and lists its chunks in `routesChunkNames.json` under `<path>-<hash>`.
 */
const PRERENDER_ONLY = 'prerenderOnly';

const marked = () =>
  new RegExp(
    String.raw`\{\s*path: ('(?:[^'\\]|\\.)*'),\s*component: ComponentCreator\(\1, '(\w+)'\),\s*exact: true,\s*` +
      String.raw`${PRERENDER_ONLY}: true\s*\},?\s*`,
    'g',
  );

/**
 * The generated route table without the marked routes.
 *
 * @param {string} routesSource the generated `routes.js`
 * @returns {string}
 */
function withoutPrerenderOnly(routesSource) {
  return routesSource.replace(marked(), '');
}

/**
 * The keys under which `routesChunkNames.json` lists the marked routes.
 *
 * @param {string} routesSource the generated `routes.js`
 * @returns {string[]}
 */
function prerenderOnlyKeys(routesSource) {
  // The generator escapes only the quote in a path.
  return [...routesSource.matchAll(marked())].map(
    ([, quoted, hash]) => `${quoted.slice(1, -1).replace(/\\'/g, "'")}-${hash}`,
  );
}

module.exports = {PRERENDER_ONLY, withoutPrerenderOnly, prerenderOnlyKeys};
