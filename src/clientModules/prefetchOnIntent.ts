import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type Docusaurus = {prefetch: (path: string) => boolean; preload: (path: string) => false | Promise<unknown>};

/**
 * Docusaurus fetches the code of every page a visible link points to (a
 * sidebar of 400 lessons is a lot of links). Links still load a page's code
 * when the reader shows intent (hover or touch, Docusaurus's `preload`),
 * which it already skips on a metered or 2G connection; the fetching of
 * everything in view stops here. `window.docusaurus` is set by the client
 * entry right after the client modules are evaluated, and links only ask
 * for it after the first render, so a microtask is soon enough.
 */
if (ExecutionEnvironment.canUseDOM) {
  queueMicrotask(() => {
    // The object itself is read-only: the window gets a copy without prefetching.
    const page = window as unknown as {docusaurus?: Docusaurus};
    const original = page.docusaurus;
    if (!original) return;
    page.docusaurus = {
      ...original,
      prefetch: () => false,
      // Links drop the promise of their warm-up on hover, so a chunk that fails to load there was an uncaught
      // error. It is only a warm-up: the navigation that needs the chunk loads it again and reports a failure.
      preload: (path) => {
        const loading = original.preload(path);
        return loading && loading.catch(() => undefined);
      },
    };
  });
}
