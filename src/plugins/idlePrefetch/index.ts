import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// Why: Docusaurus prefetches a link's route (its chunk scripts, at idle network priority) as soon
// as the link scrolls into view. Finding those chunks is not free: for each link it matches the
// path against the route table and then scans every route's chunk list. A page's links in view
// all report in one IntersectionObserver task, so right after hydration, and again whenever the
// reader scrolls a screenful of new links into view, the main thread spends one long task on
// prefetching (34 ms at full speed on the front page, measured on a 2-core machine).
// ./prefetchWhenIdle.ts queues those prefetches and works the queue off in short idle slices.
export default function idlePrefetch(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.resolve(__dirname, 'prefetchWhenIdle.ts')];
    },
  };
}
