/**
 * Rewrites one line of Docusaurus's `useShallowMemoObject`
 * (@docusaurus/theme-common/lib/utils/reactUtils.js) for the browser's bundle:
 * it sorts an object's keys with `localeCompare` only to make its memo
 * order-insensitive, and the first `localeCompare` of a page loads the
 * browser's collation data: 8 to 30 ms of main thread on a fast machine, in
 * one block, on every page with a doc sidebar or a code block. Keys are
 * property names, so comparing code units gives an order just as stable.
 *
 * The build fails when the line is not there (a Docusaurus upgrade changed
 * it): check whether the rewrite is still needed, then update or remove it.
 *
 * @param {string} source
 * @returns {string}
 */
const replaceOrFail = require('./replaceOrFail.cjs');

module.exports = function shallowMemoLoader(source) {
  return replaceOrFail(
    source,
    [
      'deps.sort((a, b) => a[0].localeCompare(b[0]));',
      'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
    ],
    {
      what: "useShallowMemoObject's sort",
      file: this?.resourcePath ?? 'reactUtils.js',
      check: 'check whether useShallowMemoObject still calls localeCompare',
    },
  );
};
