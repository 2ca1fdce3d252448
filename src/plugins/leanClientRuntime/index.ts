import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

// Trims of the JavaScript every page loads before it is interactive (main and runtime):
//
// 1. The route registry (`.docusaurus/registry.js`) lists, for each of its ~500 chunks, a loader,
//    the module's path and its module id. The path only serves the server render, which reports
//    the modules a page used; in the browser react-loadable ignores it. The browser build gets
//    the registry with empty paths (13 KB raw, 2 KB gzipped).
// 2. @docusaurus/utils-common requires tslib for `__importDefault` alone, which brought all of
//    tslib along (11 KB raw). It gets a module with just that helper (./tslibImportDefault.ts).
// 3. The site config reaches the browser without what only the build reads: the SSR template,
//    and the preset, plugin and theme lists (2.5 KB raw).
// 4. Lazy chunks are named by their numeric id instead of a second, 8-hex-digit name: the
//    runtime then maps ids to content hashes only, instead of to names and hashes (4 KB raw,
//    incompressible hex).
// 5. The ~250 chunk names themselves (8 hex digits each, written in the registry, in the route
//    table `routesChunkNames.json` and in the runtime's name-to-id map) become one or two
//    letters in the browser build: 3 KB gzipped off every page. Both files are renamed with the
//    same table, built from the same set of names (every name the route table uses has exactly
//    one registry entry), sorted.
const REGISTRY_MODULE_PATH = /\), "[^"]*", require\.resolveWeak\(/g;
const REGISTRY_ENTRY = /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\//gm;
const UTILS_COMMON = /@docusaurus[\\/]utils-common[\\/]lib[\\/].*\.js$/;

export function withoutModulePaths(registrySource: string): string {
  return registrySource.replace(REGISTRY_MODULE_PATH, '), "", require.resolveWeak(');
}

/** "a" … "z", "aa" … "zz", "aaa" …: letters only, so no name looks like a numeric chunk id. */
export function letterName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(97 + ((n - 1) % 26)) + name;
  return name;
}

/** A short name for each chunk name: the names, sorted, named by their position. */
export function shortChunkNames(names: Iterable<string>): Map<string, string> {
  return new Map([...new Set(names)].sort().map((name, i) => [name, letterName(i)]));
}

/** The generated registry as the browser needs it: no module paths, short chunk names. */
export function registryForBrowser(registrySource: string): string {
  const short = shortChunkNames(Array.from(registrySource.matchAll(REGISTRY_ENTRY), (match) => match[1]));
  return withoutModulePaths(registrySource).replace(REGISTRY_ENTRY, (_entry, name: string) => {
    const renamed = short.get(name);
    return `  "${renamed}": [() => import(/* webpackChunkName: "${renamed}" */`;
  });
}

type ChunkNames = string | ChunkNames[] | {[key: string]: ChunkNames};

/** The generated route table (`routesChunkNames.json`: route → props → chunk names), with the registry's short names. */
export function routesChunkNamesForBrowser(source: string): string {
  // Every string in the table is a chunk name; routes and props are keys.
  const routes = JSON.parse(source) as ChunkNames;
  const names = (value: ChunkNames): string[] => (typeof value === 'string' ? [value] : Object.values(value).flatMap(names));
  const short = shortChunkNames(names(routes));
  const rename = (value: ChunkNames): ChunkNames => {
    if (typeof value === 'string') return short.get(value)!;
    if (Array.isArray(value)) return value.map(rename);
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rename(inner)]));
  };
  return JSON.stringify(rename(routes));
}

export const BUILD_ONLY_CONFIG_KEYS = ['ssrTemplate', 'presets', 'plugins', 'themes'] as const;
const GENERATED_CONFIG = /^export default (\{[\s\S]*\});\s*$/m;

/** The generated `docusaurus.config.mjs` without the keys only the build reads. */
export function browserConfigSource(configSource: string): string {
  return configSource.replace(GENERATED_CONFIG, (_match, json: string) => {
    const config = JSON.parse(json) as Record<string, unknown>;
    for (const key of BUILD_ONLY_CONFIG_KEYS) delete config[key];
    return `export default ${JSON.stringify(config)};`;
  });
}

/** A rule that passes one generated file through `transform` (the whole source, in the browser build). */
function transformFile(file: string, transform: (source: string) => string) {
  return {
    test: (resource: string) => resource === file,
    use: [{loader: require.resolve('string-replace-loader'), options: {search: /^[\s\S]*$/, replace: transform}}],
  };
}

export default function leanClientRuntime(context: LoadContext): Plugin {
  return {
    name: 'lean-client-runtime',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const generated = (name: string) => path.join(context.generatedFilesDir, name);
      const production = config.mode === 'production';
      return {
        ...(production ? {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}} : {}),
        module: {
          rules: [
            transformFile(generated('registry.js'), registryForBrowser),
            transformFile(generated('routesChunkNames.json'), routesChunkNamesForBrowser),
            transformFile(generated('docusaurus.config.mjs'), browserConfigSource),
            {test: UTILS_COMMON, resolve: {alias: {tslib$: path.resolve(__dirname, 'tslibImportDefault.ts')}}},
          ],
        },
      };
    },
  };
}
