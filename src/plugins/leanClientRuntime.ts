import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

// Two trims of the main bundle, which every page loads before it is interactive:
//
// 1. The route registry (`.docusaurus/registry.js`) lists, for each of its ~500 chunks, a loader,
//    the module's path and its module id. The path only serves the server render, which reports
//    the modules a page used; in the browser react-loadable ignores it. The browser build gets
//    the registry with empty paths (13 KB raw, 2 KB gzipped).
// 2. @docusaurus/utils-common requires tslib for `__importDefault` alone, which brought all of
//    tslib along (11 KB raw). It gets a module with just that helper (src/shims).
export const REGISTRY_MODULE_PATH = /\), "[^"]*", require\.resolveWeak\(/g;
const UTILS_COMMON = /@docusaurus[\\/]utils-common[\\/]lib[\\/].*\.js$/;

export function withoutModulePaths(registrySource: string): string {
  return registrySource.replace(REGISTRY_MODULE_PATH, '), "", require.resolveWeak(');
}

export default function leanClientRuntime(context: LoadContext): Plugin {
  return {
    name: 'lean-client-runtime',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const registry = path.join(context.generatedFilesDir, 'registry.js');
      return {
        module: {
          rules: [
            {
              test: (resource: string) => resource === registry,
              use: [{loader: require.resolve('string-replace-loader'), options: {search: REGISTRY_MODULE_PATH, replace: '), "", require.resolveWeak('}}],
            },
            {test: UTILS_COMMON, resolve: {alias: {tslib$: path.resolve(__dirname, '../shims/tslibImportDefault.ts')}}},
          ],
        },
      };
    },
  };
}
