// Client module of ./index.ts: <Link> prefetches through `window.docusaurus.prefetch`, a frozen
// object the client entry sets after the client modules ran, so this module catches the assignment
// and puts up a copy whose `prefetch` waits for an idle slice; `preload` (hover, touch) stays at once.
import {idleQueue, scheduleIdle} from '../../browser/idleQueue';

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
