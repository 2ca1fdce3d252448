// Client module (see ./index.ts): Docusaurus's <Link> prefetches the route of every link that
// comes into view by calling `window.docusaurus.prefetch(path)`, the documented client API. Its
// object is frozen and set by the client entry after the client modules have run, so this module
// catches the assignment and puts up a copy whose `prefetch` queues the call for an idle slice
// (./idleQueue.ts). `preload` (on hover or touch, when the reader is about to follow the link)
// stays immediate.
import {idleQueue, scheduleIdle} from './idleQueue';

type ClientApi = {prefetch(routePath: string): false | Promise<unknown>; preload(routePath: string): false | Promise<unknown>};

/** The client API with `prefetch` queued: it returns at once, and its promise settles once the prefetch has run. */
export const withIdlePrefetch = (api: ClientApi, enqueue: (job: () => void) => void): ClientApi =>
  Object.freeze({...api, prefetch: (routePath: string) => new Promise((resolve) => enqueue(() => resolve(api.prefetch(routePath))))});

if (typeof window !== 'undefined') {
  const enqueue = idleQueue(scheduleIdle);
  const wrap = (value?: ClientApi) => value && withIdlePrefetch(value, enqueue);
  let api = wrap((window as {docusaurus?: ClientApi}).docusaurus);
  Object.defineProperty(window, 'docusaurus', {configurable: true, get: () => api, set: (value?: ClientApi) => (api = wrap(value))});
}
