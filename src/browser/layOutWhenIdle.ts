// Client module: the content's blocks start out laid out only near the window (content-visibility,
// src/css/custom.css), which spares a phone the layout of a whole long page while it loads. Once
// the page has loaded and the main thread is idle, the rest are laid out, a block per idle job, so
// that the page's height becomes true (the scrollbar, a reload's scroll position) and tools that
// measure the whole page (axe's contrast check, Lighthouse) find each block where readers will.
import {whenIdleAfterLoad} from './idle';
import {idleQueue, scheduleIdle} from './idleQueue';

const enqueue = idleQueue(scheduleIdle);

/** Lays `block` out now, inside the idle job, if it still waits for a reader to near it. */
function layOut(block: HTMLElement): void {
  if (!block.isConnected || getComputedStyle(block).contentVisibility !== 'auto') return;
  block.style.contentVisibility = 'visible';
  void block.offsetHeight;
}

/** Called after every route renders, the first included (a Docusaurus client module's lifecycle). */
export function onRouteDidUpdate(): void {
  whenIdleAfterLoad(() => {
    for (const block of document.querySelectorAll<HTMLElement>('.markdown > *')) enqueue(() => layOut(block));
  }, 2000);
}
