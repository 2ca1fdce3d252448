// The check and the swap of the plugins that put a stand-in in place of a framework file in the
// browser build: the swap matches the framework's file paths, and the check fails the build, naming
// the plugin, when a release moves the file and the stand-in is left out.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Compiler, WebpackPluginInstance} from 'webpack';

/**
 * Fails the browser build, naming `plugin`, when a stand-in file is not among its modules: the swap
 * that should have put it there no longer matches the framework's file. `question` says which
 * framework file to look at.
 */
export function expectStandIns(plugin: string, standIns: readonly string[], question: string): WebpackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(plugin, (compilation) => {
        compilation.hooks.finishModules.tap(plugin, (modules) => {
          // A module that failed to build leaves the pages' modules out: that error is the one to read.
          if (compilation.errors.length > 0) return;
          const files = new Set(Array.from(modules, (module) => module.nameForCondition()));
          const missing = standIns.filter((file) => !files.has(file)).map((file) => path.basename(file));
          if (missing.length === 0) return;
          compilation.errors.push(new compiler.webpack.WebpackError(`${plugin}: ${missing.join(' and ')} did not replace the framework's module: ${question}`));
        });
      });
    },
  };
}

type Swap = {within: RegExp; replaces: string; standIn: string; question: string};

/**
 * A plugin that, in the browser build only, resolves each swap's framework file `replaces` to its
 * `standIn` when a module matching `within` imports it, and fails the build (see expectStandIns)
 * when a stand-in ends up among no modules.
 */
export function browserStandIn(plugin: string, ...swaps: readonly Swap[]): Plugin {
  return {
    name: plugin,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: swaps.map((swap) => expectStandIns(plugin, [swap.standIn], swap.question)),
        module: {rules: swaps.map((swap) => ({test: swap.within, resolve: {alias: {[swap.replaces]: swap.standIn}}}))},
      };
    },
  };
}
