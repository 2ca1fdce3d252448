import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// Why: theme-classic shows a progress bar (nprogress) when a client-side navigation takes longer
// than 200 ms, and imports nprogress in a client module, so its code sits in the bundle every
// page loads before it is interactive, though no first load ever shows the bar. The theme's import
// of `nprogress` resolves to ./progressBar.ts instead, which keeps the three calls the theme makes
// (configure, start, done) and loads nprogress itself the first time a navigation starts the bar.
// The bar's stylesheet stays where the theme puts it.
export default function lazyProgressBar(): Plugin {
  return {
    name: 'lazy-progress-bar',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {nprogress$: path.resolve(__dirname, 'progressBar.ts')}}};
    },
  };
}
