// Prism and its grammars out of the pages: theme-classic's client module that imports them on every
// page becomes ./clientModule.ts, and its code block's <Highlight> ./Highlight.server.ts on the server
// and ./Highlight.client.tsx in the browser, which reads the tokens back from the server's HTML. Both
// swaps match theme-classic's file paths; the browser build fails when one does not. Registry: src/frameworkPatches.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {expectStandIns} from '../standIns';

const PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const CODE_BLOCK_CONTENT = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]Content[\\/]index\.js$/;
const STAND_IN = path.resolve(__dirname, 'clientModule.ts');
const HIGHLIGHT = {server: path.resolve(__dirname, 'Highlight.server.ts'), client: path.resolve(__dirname, 'Highlight.client.tsx')};

export default function prismOnDemand(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const moved = 'has theme-classic moved lib/prism-include-languages.js or lib/theme/CodeBlock/Content/index.js?';
      return {
        plugins: [new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, STAND_IN), ...(isServer ? [] : [expectStandIns('prism-on-demand', [STAND_IN, HIGHLIGHT.client], moved)])],
        module: {
          rules: [{test: CODE_BLOCK_CONTENT, resolve: {alias: {'prism-react-renderer$': isServer ? HIGHLIGHT.server : HIGHLIGHT.client}}}],
        },
      };
    },
  };
}
