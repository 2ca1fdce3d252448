// Prism and its grammars out of the pages: theme-classic's client module that imports them on every
// page becomes ./clientModule.ts, and its code block's <Highlight> ./Highlight.server.ts on the server
// and ./Highlight.client.tsx in the browser, which reads the tokens back from the server's HTML. Both
// swaps match theme-classic's file paths; the browser build fails when one does not. Registry: src/frameworkPatches.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Compiler, WebpackPluginInstance} from 'webpack';

const PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const CODE_BLOCK_CONTENT = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]Content[\\/]index\.js$/;
const STAND_IN = path.resolve(__dirname, 'clientModule.ts');
const HIGHLIGHT = {server: path.resolve(__dirname, 'Highlight.server.ts'), client: path.resolve(__dirname, 'Highlight.client.tsx')};

/** Fails the browser build when the stand-ins are not among its modules, i.e. a swap no longer matches. */
const expectStandIns: WebpackPluginInstance = {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('prism-on-demand', (compilation) => {
      compilation.hooks.finishModules.tap('prism-on-demand', (modules) => {
        // A module that failed to build leaves the pages' modules out: that error is the one to read.
        if (compilation.errors.length > 0) return;
        const files = new Set(Array.from(modules, (module) => module.nameForCondition()));
        const missing = [STAND_IN, HIGHLIGHT.client].filter((file) => !files.has(file)).map((file) => path.basename(file));
        if (missing.length === 0) return;
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `prism-on-demand: ${missing.join(' and ')} did not replace theme-classic's module: has theme-classic moved lib/prism-include-languages.js or lib/theme/CodeBlock/Content/index.js?`,
          ),
        );
      });
    });
  },
};

export default function prismOnDemand(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, STAND_IN), ...(isServer ? [] : [expectStandIns])],
        module: {
          rules: [{test: CODE_BLOCK_CONTENT, resolve: {alias: {'prism-react-renderer$': isServer ? HIGHLIGHT.server : HIGHLIGHT.client}}}],
        },
      };
    },
  };
}
