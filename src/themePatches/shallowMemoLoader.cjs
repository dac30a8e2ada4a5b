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
module.exports = function shallowMemoLoader(source) {
  const sortByLocale = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
  if (!source.includes(sortByLocale)) {
    throw new Error(
      `src/themePatches: "${sortByLocale}" is no longer in ${this?.resourcePath ?? 'reactUtils.js'}; ` +
        'check whether useShallowMemoObject still calls localeCompare, then update or remove this loader.',
    );
  }
  return source.replace(sortByLocale, 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));');
};
