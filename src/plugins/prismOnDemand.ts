import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// theme-classic registers a client module that imports Prism with every language of
// `prism.additionalLanguages`, so Prism sits in the main bundle of every page, including the
// pages without a code block (the landing page, the blog archive, tag pages). This plugin swaps
// that module for an empty one; src/theme/CodeBlock registers the languages where code is shown.
const THEME_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export default function prismOnDemand(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [new NormalModuleReplacementPlugin(THEME_CLIENT_MODULE, path.resolve(__dirname, '../clientModules/prismOnDemand.ts'))],
      };
    },
  };
}
