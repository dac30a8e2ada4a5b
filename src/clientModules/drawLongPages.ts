import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {startInTaskSlices} from '@site/src/themePatches/taskSlices';

/**
 * The stylesheet lets the off-screen blocks of the first page of a visit skip layout (src/css/custom.css, "Long
 * pages"), so its first layout covers the first screen. This draws the rest right after: a block at a time, each
 * laid out on the spot, in the short tasks that the chunk loads use too (src/themePatches/taskSlices.ts). The chunks
 * queue behind the blocks, so the page is whole before it hydrates: every height is real before a reader can act,
 * and nothing moves when a jump, a search or the keyboard brings a block into view. Then `data-page-drawn` turns the
 * skipping off for the pages that navigations draw in the browser.
 */
const DEFERRED = '.markdown > *, .footer';

function draw(block: HTMLElement): Promise<void> {
  block.style.contentVisibility = 'visible';
  // Reading a size lays the block out now, within this slice, instead of every block at once at the next frame.
  void block.offsetHeight;
  return Promise.resolve();
}

if (ExecutionEnvironment.canUseDOM) {
  const drawn = [...document.querySelectorAll<HTMLElement>(DEFERRED)].map((block) =>
    startInTaskSlices(() => draw(block)),
  );
  void Promise.all(drawn).then(() => document.documentElement.setAttribute('data-page-drawn', ''));
}
