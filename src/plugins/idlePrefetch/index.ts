// The route prefetches of the links in view, in short idle slices (./prefetchWhenIdle.ts): Docusaurus
// scans the route table for each link's chunks, all links in view in one task, a long one after
// hydration and after each screenful scrolled. Registry: src/frameworkPatches.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function idlePrefetch(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.resolve(__dirname, 'prefetchWhenIdle.ts')];
    },
  };
}
