// Code a page may need later, in a chunk of its own that src/theme/SearchBar loads once the page is
// idle, unless the reader saves data. The bundler prefetches a chunk's `webpackPrefetch` imports
// when that chunk loads: declared in main.js, the search code's prefetch was requested while main.js
// was evaluated, in the longest task of every first load; Prism's, declared in each chunk with a
// code block, while the first route loaded.
import {whenIdle} from './idle';

/** The search dialog's code (src/components/LocalSearch). */
export const searchBar = () => import(/* webpackPrefetch: true */ '@site/src/components/LocalSearch');

// Each prefetch costs the main thread a request: Prism's are requested in an idle period of their own.
whenIdle(() => void import(/* webpackChunkName: "prefetched-prism" */ './prefetchedPrism'));
