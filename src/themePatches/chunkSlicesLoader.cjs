/**
 * Rewrites Docusaurus's ComponentCreator
 * (@docusaurus/core/lib/client/exports/ComponentCreator.js) for the browser's
 * bundle: a route's component loads its chunks through `startInTaskSlices`
 * (taskSlices.ts) instead of calling each chunk's `import()` at once.
 * react-loadable calls every loader of a route in one go, and the runtime
 * inserts a script element per chunk: on a lesson's first load, eight chunks
 * in the first route and six in the page's, each burst one task (README.md
 * has the figures). In slices of a few milliseconds the same chunks load in
 * the same order.
 *
 * The build fails when the line is not there as expected (a Docusaurus
 * upgrade changed it): check how a route's chunks are loaded, then update or
 * remove this loader.
 *
 * @param {string} source
 * @returns {string}
 */
const replaceOrFail = require('./replaceOrFail.cjs');

module.exports = function chunkSlicesLoader(source) {
  const sliced = replaceOrFail(
    source,
    [
      '            loader[keyPath] = chunkRegistry[0];',
      '            loader[keyPath] = () => startInTaskSlices(chunkRegistry[0]);',
    ],
    {
      what: "ComponentCreator's chunk loaders",
      file: this?.resourcePath ?? 'ComponentCreator.js',
      check: "check how a route's chunks are loaded",
    },
  );
  return `import {startInTaskSlices} from '@site/src/themePatches/taskSlices';\n${sliced}`;
};
