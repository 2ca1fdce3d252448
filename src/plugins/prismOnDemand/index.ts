import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {swapThemeClientModule} from './themeClientModule';

// Prism and its grammars weigh about 35 KB gzipped. This plugin keeps them out of the pages:
//
// 1. theme-classic registers a client module that imports Prism with every language of
//    `prism.additionalLanguages`, so Prism would sit in the main bundle of every page. It is
//    swapped for an empty module.
// 2. theme-classic's code block content renders prism-react-renderer's <Highlight>. In the
//    server build it gets ./Highlight.server.ts (the real one, with the extra languages
//    registered); in the browser build ./Highlight.client.tsx, which reads the tokens
//    back from the server's HTML and loads Prism only for code the HTML does not hold.
const CODE_BLOCK_CONTENT = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]Content[\\/]index\.js$/;

export default function prismOnDemand(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, isServer, {currentBundler}) {
      const highlight = path.resolve(__dirname, `Highlight.${isServer ? 'server.ts' : 'client.tsx'}`);
      return {
        plugins: [swapThemeClientModule(currentBundler, 'prism-include-languages', path.resolve(__dirname, 'clientModule.ts'))],
        module: {
          rules: [{test: CODE_BLOCK_CONTENT, resolve: {alias: {'prism-react-renderer$': highlight}}}],
        },
      };
    },
  };
}
