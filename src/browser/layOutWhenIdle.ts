// Client module. On a page's first load, its blocks far below the top start out laid out only near
// the window (content-visibility, src/css/custom.css), which spares a phone the layout of a whole
// long page while it loads. Once the page has loaded and the main thread is idle, the rest are laid
// out, one block per idle callback (a block costs from nothing to tens of ms on a phone, too unevenly
// to batch), so that the page's height becomes true (the scrollbar, the End key) and tools that
// measure the whole page find each block where readers will. A reader who follows a link to a
// heading, or goes to another page, gets every block laid out at once (./laidOutWhole.ts).
import {whenIdle, whenIdleAfterLoad} from './idle';
import {LAID_OUT_WHOLE} from './laidOutWhole';

function layOutWhole(): void {
  document.documentElement.setAttribute(LAID_OUT_WHOLE, '');
}

/** Lays `block` out now, inside the idle job, if it still waits for a reader to near it. */
function layOut(block: HTMLElement): void {
  if (!block.isConnected || getComputedStyle(block).contentVisibility !== 'auto') return;
  block.style.contentVisibility = 'visible';
  void block.offsetHeight;
}

// A link to a heading jumps before the route updates: the blocks above the heading and after it
// must have their real heights by then, or what the reader lands on moves a frame later.
if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => event.target instanceof Element && event.target.closest('a[href*="#"]') && layOutWhole(), {capture: true});
}

/** Called after every route renders, the first included (a Docusaurus client module's lifecycle). */
export function onRouteDidUpdate({previousLocation}: {previousLocation: Location | null}): void {
  if (previousLocation) {
    layOutWhole();
    return;
  }
  whenIdleAfterLoad(() => {
    for (const block of document.querySelectorAll<HTMLElement>('.markdown > *')) whenIdle(() => layOut(block));
  }, 2000);
}
