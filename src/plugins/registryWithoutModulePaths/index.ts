import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedFileRule} from '../../../lib/generatedFileRule';

// Why: the route registry (`.docusaurus/registry.js`) lists, for each of its ~500 chunks, a
// loader, the module's path and its module id. The path only serves the server render, which
// reports the modules a page used; in the browser react-loadable ignores it. The browser build
// gets the registry with empty paths: 1,955 B brotli off main.js, on every page.
//
// Internal relied on: the registry's entry format, `"name": [() => import(...), "path",
// require.resolveWeak(...)]`. When the pattern stops reading every entry, the build fails here.
const REGISTRY_MODULE_PATH = /\), "[^"]*", require\.resolveWeak\(/g;
// Every entry line of the registry, however its loader is written.
const REGISTRY_LINE = /^ {2}"/gm;

export function withoutModulePaths(registrySource: string): string {
  const entries = registrySource.match(REGISTRY_LINE)?.length ?? 0;
  const paths = registrySource.match(REGISTRY_MODULE_PATH)?.length ?? 0;
  if (paths !== entries) {
    throw new Error(
      `registry-without-module-paths: the module path pattern reads ${paths} of the registry's ${entries} entries. Has Docusaurus changed .docusaurus/registry.js? See src/plugins/registryWithoutModulePaths`,
    );
  }
  return registrySource.replace(REGISTRY_MODULE_PATH, '), "", require.resolveWeak(');
}

export default function registryWithoutModulePaths(context: LoadContext): Plugin {
  return {
    name: 'registry-without-module-paths',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {module: {rules: [generatedFileRule(path.join(context.generatedFilesDir, 'registry.js'), withoutModulePaths)]}};
    },
  };
}
