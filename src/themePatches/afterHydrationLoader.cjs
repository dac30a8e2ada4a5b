/**
 * Rewrites the two state changes Docusaurus makes right after hydration, for
 * the browser's bundle: `isBrowser` turning true (@docusaurus/core's
 * BrowserContextProvider) and the window size leaving "ssr"
 * (@docusaurus/theme-common's useWindowSize). Each was a plain update in an
 * effect, so React re-rendered every component that reads them (the navbar's
 * items, the mobile menu, the doc sidebar and breadcrumbs) in one task that
 * nothing could interrupt: the longest task of a doc page's start. Made in a
 * transition, the same re-render yields to the browser every few
 * milliseconds; what it draws is the same. Later window resizes stay as they
 * were.
 *
 * The build fails when a line is not there as expected (a Docusaurus upgrade
 * changed it): check whether the update is still made in an effect, then
 * update or remove this loader.
 *
 * @param {string} source
 * @returns {string}
 */
const replaceOrFail = require('./replaceOrFail.cjs');

module.exports = function afterHydrationLoader(source) {
  const file = this?.resourcePath ?? '';
  const rewrites = file.endsWith('useWindowSize.js') ? WINDOW_SIZE : BROWSER_CONTEXT;
  return rewrites.reduce(
    (code, rewrite) =>
      replaceOrFail(code, rewrite, {
        what: JSON.stringify(rewrite[0].trim()),
        file: file || 'the module',
        check: 'check whether the update after hydration is still made in an effect',
      }),
    source,
  );
};

/** @type {[string, string][]} */
const BROWSER_CONTEXT = [
  [
    "import React, { useEffect, useState } from 'react';",
    "import React, { startTransition, useEffect, useState } from 'react';",
  ],
  ['        setIsBrowser(true);\n', '        startTransition(() => setIsBrowser(true));\n'],
];

/** @type {[string, string][]} */
const WINDOW_SIZE = [
  ["import { useEffect, useState } from 'react';", "import { startTransition, useEffect, useState } from 'react';"],
  // The first call only, in the effect; the resize listener below it keeps updating at once.
  ['        updateWindowSize();\n', '        startTransition(updateWindowSize);\n'],
];
