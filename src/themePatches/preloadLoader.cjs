/**
 * Rewrites Docusaurus's preload (@docusaurus/core/lib/client/preload.js) for
 * the browser's bundle: it loads the components of the routes that match a
 * path, before the first render and before each navigation, and it matched
 * once. A shard's route (src/routeTable) gets its child routes only when its
 * own module has loaded, so the preload now matches again after each round
 * and loads the routes that match anew, until none does: the shard, then the
 * page's own chunks, all before the page renders. Without a shard, the
 * second match finds nothing new.
 *
 * Each round after the first that has routes to load loads them in a task of
 * its own (a page without a shard waits for nothing more): the shard's module
 * is evaluated, and its routes put back, in the task that ran its chunk, and
 * inserting the page's chunks' script elements came on top
 * (one task of 30 to 50 ms on a signed-in lesson, unthrottled). Two shorter
 * tasks let the browser answer input in between, and block less.
 *
 * The build fails when the function is not there as expected (a Docusaurus
 * upgrade changed it): check how it matches routes, then update or remove
 * this loader.
 *
 * @param {string} source
 * @returns {string}
 */
const replaceOrFail = require('./replaceOrFail.cjs');

module.exports = function preloadLoader(source) {
  const original = [
    'export default function preload(pathname) {',
    '    const matches = Array.from(new Set([pathname, decodeURI(pathname)]))',
    '        .map((p) => matchRoutes(routes, p))',
    '        .flat();',
    '    return Promise.all(matches.map((match) => match.route.component.preload?.()));',
    '}',
  ].join('\n');
  const rewritten = [
    'export default async function preload(pathname) {',
    '    const preloaded = new Set();',
    '    for (let round = 0; ; round += 1) {',
    '        const matches = Array.from(new Set([pathname, decodeURI(pathname)]))',
    '            .map((p) => matchRoutes(routes, p))',
    '            .flat()',
    '            .filter((match) => !preloaded.has(match.route));',
    '        if (matches.length === 0) return;',
    '        if (round > 0) await new Promise((resolve) => setTimeout(resolve));',
    '        matches.forEach((match) => preloaded.add(match.route));',
    '        await Promise.all(matches.map((match) => match.route.component.preload?.()));',
    '    }',
    '}',
  ].join('\n');
  return replaceOrFail(source, [original, rewritten], {
    what: "Docusaurus's preload",
    file: this?.resourcePath ?? 'preload.js',
    check: "check how it matches routes (a shard's routes load with it)",
  });
};
