// main.js starts with V8's explicit compile hint: its functions are compiled while the file streams
// in, off the main thread, instead of one by one on first call inside its evaluation, the longest
// task of every first load. Added after minification, which would drop the comment, and before the
// content hash, which then names the file with it. Registry: src/frameworkPatches.
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

/** The magic comment, as V8 reads it on a script's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const NAME = 'main-compiled-while-loading';

function addCompileHint(compiler: Compiler): void {
  const {Compilation, sources} = compiler.webpack;
  compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
    compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1}, () => {
      const scripts = [...(compilation.namedChunks.get('main')?.files ?? [])].filter((file) => file.endsWith('.js'));
      if (scripts.length !== 1) throw new Error(`${NAME}: expected one script of the chunk "main", found ${scripts.length}; see src/plugins/mainCompiledWhileLoading`);
      compilation.updateAsset(scripts[0], (source) => new sources.ConcatSource(COMPILE_HINT, source));
    });
  });
}

export default function mainCompiledWhileLoading(): Plugin {
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      return isServer || config.mode !== 'production' ? {} : {plugins: [{apply: addCompileHint}]};
    },
  };
}
