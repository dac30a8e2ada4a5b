/**
 * `source` with `from` replaced by `to`, for a loader that rewrites a file of
 * Docusaurus's. When `from` is no longer there (an upgrade changed the file),
 * the build fails and says what to check, so that a rewrite is never
 * silently dropped or misapplied.
 *
 * @param {string} source
 * @param {[from: string, to: string]} rewrite
 * @param {{what: string, file: string, check: string}} context
 * @returns {string}
 */
module.exports = function replaceOrFail(source, [from, to], {what, file, check}) {
  if (!source.includes(from)) {
    throw new Error(
      `src/themePatches: ${what} is no longer as expected in ${file}; ${check}, then update or remove this loader.`,
    );
  }
  return source.replace(from, to);
};
