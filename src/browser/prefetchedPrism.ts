// Prism's tokenizer, prefetched when this chunk loads: in idle time (./prefetchedLater.ts), or when
// code rendered after a client-side navigation needs it (src/plugins/prismOnDemand). Both importers
// name the chunk "prefetched-prism", so that the bundler makes one chunk of it.

/**
 * Prism's tokenizer. Its only import: the bundler splits an import's chunks by what the importing
 * chunk already holds, so from anywhere else other chunks would load than those prefetched.
 */
export const tokenizer = () => import(/* webpackPrefetch: true */ '../plugins/prismOnDemand/tokenize');
