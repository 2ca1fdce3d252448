// Code a page may need later, in a chunk of its own that src/theme/SearchBar loads once the page is
// idle, unless the reader saves data. The bundler prefetches a chunk's `webpackPrefetch` imports
// when that chunk loads: declared in main.js, the search code's prefetch was requested while main.js
// was evaluated, in the longest task of every first load; Prism's, declared in each chunk with a
// code block, while the first route loaded. Both importers name the chunk "prefetched-later", so
// that the bundler makes one chunk of it, and the one loaded in idle time is the one a later import finds.
import {whenIdle} from './idle';

/** The search dialog's code (src/components/LocalSearch). */
export const searchBar = () => import(/* webpackPrefetch: true */ '@site/src/components/LocalSearch');

// Each prefetch costs the main thread a request: Prism's are requested in an idle period of their own.
const prism = () => import('./prefetchedPrism');
whenIdle(() => void prism());

/** Prism's tokenizer, for code a client-side navigation renders (src/plugins/prismOnDemand). */
export const tokenizer = () => prism().then((later) => later.tokenizer());
