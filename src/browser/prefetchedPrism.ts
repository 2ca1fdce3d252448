// Loaded by ./prefetchedLater.ts in an idle period of its own; loading it prefetches Prism's tokenizer.

/**
 * Prism's tokenizer (src/plugins/prismOnDemand). Its only import: the bundler splits an import's
 * chunks by what the importing chunk already holds, so from anywhere else other chunks would load
 * than those prefetched.
 */
export const tokenizer = () => import(/* webpackPrefetch: true */ '../plugins/prismOnDemand/tokenize');
