import type {Plugin} from '@docusaurus/types';
import path from 'node:path';
import {swapThemeClientModule} from '../prismOnDemand/themeClientModule';

// theme-classic's client module `nprogress` imports the progress bar library (with its
// configuration, about 1.5 KB gzipped) into the main bundle, which every page loads before it is
// interactive. The bar only shows during route changes slower than 200 ms, so the module is
// swapped for ./clientModule.ts: same bar, same delay, same styles, loaded
// on the first route change (and prefetched at idle time).
export default function progressBarOnDemand(): Plugin {
  return {
    name: 'progress-bar-on-demand',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {plugins: [swapThemeClientModule(currentBundler, 'nprogress', path.resolve(__dirname, 'clientModule.ts'))]};
    },
  };
}
