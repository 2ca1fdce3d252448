// Running work when the browser's main thread is idle, for the client code that must not compete
// with what the reader is doing (the search's index download, route prefetching).

/** What `requestIdleCallback` hands its callback. */
export type IdleDeadline = {timeRemaining(): number};

/** What the fallback timeout offers as an idle slice, in milliseconds, where the browser has no idle callbacks. */
export const FALLBACK_SLICE_MS = 8;

/**
 * Calls `callback` when the main thread is idle (at the latest after `timeout` ms, if given);
 * returns a function that cancels it. Where the browser has no idle callbacks (Safari), a timeout
 * offers a slice of FALLBACK_SLICE_MS.
 */
export function whenIdle(callback: (deadline: IdleDeadline) => void, {timeout}: {timeout?: number} = {}): () => void {
  if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
    const id = timeout === undefined ? requestIdleCallback(callback) : requestIdleCallback(callback, {timeout});
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 1, {timeRemaining: () => FALLBACK_SLICE_MS});
  return () => clearTimeout(id);
}

/** Calls `run` once the page has loaded and the main thread is idle; returns a function that cancels it. */
export function whenIdleAfterLoad(run: () => void, timeout: number): () => void {
  let cancel = () => {};
  const schedule = () => {
    cancel = whenIdle(() => run(), {timeout});
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, {once: true});
  return () => {
    window.removeEventListener('load', schedule);
    cancel();
  };
}
