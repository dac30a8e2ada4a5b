/**
 * The diagrams' drawing, on a thread of its own (`render.ts` starts it). On the build's main thread, Rspack runs the
 * Markdown loaders back to back for seconds at a time, and each exchange with Chromium waited for them: in a cold
 * build, 20 of 295 diagrams were drawn in the 17 s the loaders ran, the rest once they were done, and the compile then
 * waited 10 s for them (README.md, "Drawing"). Here every exchange with Chromium has a thread of its own.
 *
 * workerData: `{playwright, executablePath, args, bundle, settings, pages, jobs}`, where `playwright` is the path of
 * playwright-core's entry, `bundle` Mermaid's code, `pages` how many pages draw side by side and `jobs` the
 * `{source, key}` to draw (`key.ts`). Posts `{source, key, svg}` or `{source, key, error}` for each job, then
 * `{done: true}`. Anything else that fails (Chromium does not start) ends the thread with that error.
 */
const {parentPort, workerData} = require('node:worker_threads');

const {playwright, executablePath, args, bundle, settings, pages, jobs} = workerData;
const {chromium} = require(playwright);

/**
 * In the page: one diagram, by Mermaid's own renderer, with the site's settings set again (a diagram's own
 * `%%{init}%%` must not carry over to the next).
 */
function drawInPage([source, id, settings]) {
  globalThis.mermaid.initialize({startOnLoad: false, securityLevel: 'strict', ...settings});
  return globalThis.mermaid.render(id, source).then(({svg}) => svg);
}

async function drawAll() {
  const browser = await chromium.launch({executablePath, args});
  try {
    const queue = [...jobs];
    const drawer = async () => {
      const page = await browser.newPage();
      await page.setContent('<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body></body></html>');
      await page.addScriptTag({content: bundle});
      for (let job = queue.shift(); job !== undefined; job = queue.shift()) {
        try {
          parentPort.postMessage({
            ...job,
            svg: await page.evaluate(drawInPage, [job.source, `mermaid-${job.key}`, settings]),
          });
        } catch (error) {
          parentPort.postMessage({...job, error: error instanceof Error ? error.message : String(error)});
        }
      }
      await page.close();
    };
    await Promise.all(Array.from({length: pages}, drawer));
  } finally {
    await browser.close();
  }
  parentPort.postMessage({done: true});
}

// A failure that is not one diagram's ends the thread: render.ts gets it as the worker's error.
void drawAll();
