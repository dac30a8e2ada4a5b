/**
 * Rewrites the first render in Docusaurus's client entry
 * (@docusaurus/core/lib/client/clientEntry.js) for the browser's bundle, for
 * two reasons.
 *
 * It waits one task before loading the page's chunks. Loading them starts
 * with synchronous work (matching the route table, creating a script element
 * per chunk), and it ran in the same task as the evaluation of the whole
 * bundle: one long task, the longest of a page's start, that blocked input.
 * Split in two, the browser can answer in between.
 *
 * And it renders the app only once the first page's code chunks have loaded, and a
 * failed chunk (a flaky network, a deployment that removed it) left the
 * server's HTML dead on screen with an uncaught ChunkLoadError. After a failed
 * navigation Docusaurus reloads the page, so this first load is also where a
 * navigation's failure ends up. Now the app renders anyway, into a fresh root
 * (the server's HTML shows the page the missing chunk would have drawn, so it
 * cannot be hydrated): the route whose chunk failed renders `@theme/Loading`'s
 * red box with the error and Retry, as on any other failed page load.
 *
 * The build fails when the lines are not there (a Docusaurus upgrade changed
 * them): check whether a failed first load still stops the app, then update
 * or remove this loader.
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function firstRenderLoader(source) {
  const renderWhenLoaded =
    'preload(window.location.pathname).then(() => {\n        startTransition(renderApp);\n    });';
  if (!source.includes(renderWhenLoaded) || !source.includes('const onRecoverableError =')) {
    throw new Error(
      `src/themePatches: the first page's preload and render are no longer as expected in ${this?.resourcePath ?? 'clientEntry.js'}; ` +
        'check whether a failed first chunk still leaves the page unrendered, then update or remove this loader.',
    );
  }
  return source.replace(
    renderWhenLoaded,
    [
      'new Promise((resolve) => setTimeout(resolve)).then(() => preload(window.location.pathname)).then(() => {',
      '        startTransition(renderApp);',
      '    }, (error) => {',
      '        console.warn(error);',
      '        window.docusaurusRoot = ReactDOM.createRoot(container, { onRecoverableError });',
      '        startTransition(renderApp);',
      '    });',
    ].join('\n'),
  );
};
