import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

// Trims of the JavaScript every page loads before it is interactive (main and runtime):
//
// 1. The route registry (`.docusaurus/registry.js`) lists, for each of its ~500 chunks, a loader,
//    the module's path and its module id. The path only serves the server render, which reports
//    the modules a page used; in the browser react-loadable ignores it. The browser build gets
//    the registry with empty paths.
// 2. @docusaurus/utils-common requires tslib for `__importDefault` alone, which brought all of
//    tslib along. It gets a module with just that helper (./tslibImportDefault.ts).
// 3. The site config reaches the browser without what only the build reads: the SSR template,
//    the preset, plugin and theme lists, the head tags (written into every page at build time),
//    what to do with broken links and duplicate routes, the deployment's organisation and
//    project names, the static folders, the Markdown options and every `future` flag but the
//    router's. No client module of Docusaurus, its themes or ours reads these keys.
//    The site metadata loses its plugin versions, which only the debug plugin's page shows (this
//    site has none); the Docusaurus version stays.
// 4. Lazy chunks are named by their numeric id instead of a second, 8-hex-digit name: the
//    runtime then maps ids to content hashes only, instead of to names and hashes (incompressible
//    hex).
// 5. The ~250 chunk names themselves (8 hex digits each, written in the registry, in the route
//    table `routesChunkNames.json` and in the runtime's name-to-id map) become one or two
//    letters in the browser build. One table, built once from the
//    route table, renames both files. A route loads the right chunks only while the registry
//    holds exactly the names the route table uses, each read by our patterns, so the registry
//    is checked against the table, and any difference fails the build.
//
// What each trim saves on every page: the README's "Docusaurus internals we rely on" (measured with
// `npm run bench`).
const REGISTRY_MODULE_PATH = /\), "[^"]*", require\.resolveWeak\(/g;
const REGISTRY_ENTRY = /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\//gm;
// Every entry line of the registry, however its loader is written: what the patterns must all read.
const REGISTRY_LINE = /^ {2}"/gm;
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

type ChunkNames = string | ChunkNames[] | {[key: string]: ChunkNames};

// Every string in the route table is a chunk name; routes and props are keys.
const namesIn = (value: ChunkNames): string[] => (typeof value === 'string' ? [value] : Object.values(value).flatMap(namesIn));

/** The one table both generated files are renamed with: every chunk name of the route table (`routesChunkNames.json`) → its short name. */
export function chunkNameTable(routeTableSource: string): Map<string, string> {
  return shortChunkNames(namesIn(JSON.parse(routeTableSource) as ChunkNames));
}

/** Why the registry cannot be renamed with the table, if it cannot: each name in one and not the other, each entry a pattern misses. */
export function registryDisagreements(registrySource: string, table: Map<string, string>): string[] {
  const names = Array.from(registrySource.matchAll(REGISTRY_ENTRY), (match) => match[1]);
  const entries = registrySource.match(REGISTRY_LINE)?.length ?? 0;
  const modulePaths = registrySource.match(REGISTRY_MODULE_PATH)?.length ?? 0;
  const inRegistry = new Set(names);
  const problems: string[] = [];
  if (names.length !== entries) problems.push(`the chunk name pattern reads ${names.length} of the registry's ${entries} entries`);
  if (modulePaths !== entries) problems.push(`the module path pattern reads ${modulePaths} of the registry's ${entries} entries`);
  for (const name of names) if (!table.has(name)) problems.push(`"${name}" is in the registry, not in the route table`);
  for (const name of table.keys()) if (!inRegistry.has(name)) problems.push(`"${name}" is in the route table, not in the registry`);
  return problems;
}

/** The generated registry as the browser needs it: no module paths, the table's short chunk names. Throws when registry and table disagree. */
export function registryForBrowser(registrySource: string, table: Map<string, string>): string {
  const problems = registryDisagreements(registrySource, table);
  if (problems.length) {
    throw new Error(
      `lean-client-runtime: the generated registry and route table disagree, so short chunk names would load the wrong chunks. Has Docusaurus changed registry.js or routesChunkNames.json?\n  ${problems.slice(0, 10).join('\n  ')}`,
    );
  }
  return withoutModulePaths(registrySource).replace(REGISTRY_ENTRY, (_entry, name: string) => {
    const renamed = table.get(name);
    return `  "${renamed}": [() => import(/* webpackChunkName: "${renamed}" */`;
  });
}

/** The generated route table (route → props → chunk names), with the table's short names. */
export function routesChunkNamesForBrowser(routeTableSource: string, table: Map<string, string>): string {
  const shortName = (name: string) => {
    const short = table.get(name);
    if (short === undefined) throw new Error(`lean-client-runtime: the route table's chunk name "${name}" is not in the name table`);
    return short;
  };
  const rename = (value: ChunkNames): ChunkNames => {
    if (typeof value === 'string') return shortName(value);
    if (Array.isArray(value)) return value.map(rename);
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rename(inner)]));
  };
  return JSON.stringify(rename(JSON.parse(routeTableSource) as ChunkNames));
}

export const BUILD_ONLY_CONFIG_KEYS = [
  'ssrTemplate',
  'presets',
  'plugins',
  'themes',
  'headTags',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'organizationName',
  'projectName',
  'staticDirectories',
  'markdown',
] as const;

/** The one `future` flag the browser reads: the router (core's clientEntry, Link and useBaseUrl). */
export const BROWSER_FUTURE_FLAGS = ['experimental_router'] as const;
const GENERATED_CONFIG = /^export default (\{[\s\S]*\});\s*$/m;

/** The generated `docusaurus.config.mjs` without the keys only the build reads. */
export function browserConfigSource(configSource: string): string {
  return configSource.replace(GENERATED_CONFIG, (_match, json: string) => {
    const config = JSON.parse(json) as Record<string, unknown>;
    for (const key of BUILD_ONLY_CONFIG_KEYS) delete config[key];
    const future = (config.future ?? {}) as Record<string, unknown>;
    config.future = Object.fromEntries(Object.entries(future).filter(([flag]) => (BROWSER_FUTURE_FLAGS as readonly string[]).includes(flag)));
    return `export default ${JSON.stringify(config)};`;
  });
}

/** The generated `site-metadata.json` without the plugin versions (see 3. above). */
export function browserSiteMetadataSource(metadataSource: string): string {
  const metadata = JSON.parse(metadataSource) as Record<string, unknown>;
  delete metadata.pluginVersions;
  return JSON.stringify(metadata);
}

/** A rule that passes one generated file through `transform` (the whole source, in the browser build). */
function transformFile(file: string, transform: (source: string) => string) {
  return {
    test: (resource: string) => resource === file,
    use: [{loader: require.resolve('string-replace-loader'), options: {search: /^[\s\S]*$/, replace: transform}}],
  };
}

export default function leanClientRuntime(context: LoadContext): Plugin {
  const generated = (name: string) => path.join(context.generatedFilesDir, name);
  const routeTableFile = generated('routesChunkNames.json');
  // Built once per route table (the development server regenerates it when content changes).
  let table: {source: string; names: Map<string, string>} | undefined;
  const tableFor = (routeTableSource: string) => {
    if (table?.source !== routeTableSource) table = {source: routeTableSource, names: chunkNameTable(routeTableSource)};
    return table.names;
  };
  return {
    name: 'lean-client-runtime',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const production = config.mode === 'production';
      return {
        ...(production ? {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}} : {}),
        module: {
          rules: [
            transformFile(generated('registry.js'), (source) => registryForBrowser(source, tableFor(fs.readFileSync(routeTableFile, 'utf8')))),
            transformFile(routeTableFile, (source) => routesChunkNamesForBrowser(source, tableFor(source))),
            transformFile(generated('docusaurus.config.mjs'), browserConfigSource),
            transformFile(generated('site-metadata.json'), browserSiteMetadataSource),
            {test: UTILS_COMMON, resolve: {alias: {tslib$: path.resolve(__dirname, 'tslibImportDefault.ts')}}},
          ],
        },
      };
    },
  };
}
