// The route tables every page loads, trimmed for the browser: the registry (.docusaurus/registry.js)
// and the route table (routesChunkNames.json) name each chunk with letters instead of a hash, the
// registry loses the module paths only the server render reads, and lazy chunks are named by id.
// The server's registry keeps its modules but reports each by that short name, the key of the
// client manifest, so each page's HTML lists the scripts of its route (src/ssr/template.ts).
// What it saves and what guards it: src/frameworkPatches (routeRegistryForBrowser).
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedFileRule} from '../../../lib/sourceRewriteRule';

export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:6].js';
// The array every chunk file pushes itself onto, spelled out twice at the start of each: shorter
// than the name webpack derives from the package's.
export const CHUNK_LOADING_GLOBAL = 'scbChunks';

// A registry entry: `"name": [() => import(/* webpackChunkName: "name" */ "module"), "module", require.resolveWeak("module")],`.
const REGISTRY_ENTRY = /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("[^"]*")\), "[^"]*", require\.resolveWeak\(("[^"]*")\)\]/gm;
// Every entry line, however it is written: what the entry pattern must all read.
const REGISTRY_LINE = /^ {2}"/gm;

/** "a" … "z", "aa" … "zz", "aaa" …: letters only, so no name looks like a numeric chunk id. */
export function letterName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(97 + ((n - 1) % 26)) + name;
  return name;
}

export function shortChunkNames(names: Iterable<string>): Map<string, string> {
  return new Map([...new Set(names)].sort().map((name, i) => [name, letterName(i)]));
}

type ChunkNames = string | ChunkNames[] | {[key: string]: ChunkNames};

// Every string in the route table is a chunk name; routes and props are keys.
const namesIn = (value: ChunkNames): string[] => (typeof value === 'string' ? [value] : Object.values(value).flatMap(namesIn));

/** The one table both files are renamed with. */
export function chunkNameTable(routeTableSource: string): Map<string, string> {
  return shortChunkNames(namesIn(JSON.parse(routeTableSource) as ChunkNames));
}

/** Why the registry cannot be rewritten with the table, if it cannot. */
export function registryDisagreements(registrySource: string, table: Map<string, string>): string[] {
  const names = Array.from(registrySource.matchAll(REGISTRY_ENTRY), (match) => match[1]);
  const entries = registrySource.match(REGISTRY_LINE)?.length ?? 0;
  const inRegistry = new Set(names);
  const problems: string[] = [];
  if (names.length !== entries) problems.push(`the entry pattern reads ${names.length} of the registry's ${entries} entries`);
  for (const name of names) if (!table.has(name)) problems.push(`"${name}" is in the registry, not in the route table`);
  for (const name of table.keys()) if (!inRegistry.has(name)) problems.push(`"${name}" is in the route table, not in the registry`);
  return problems;
}

/** Throws, naming the plugin, when registry and table disagree. */
function assertRewritable(registrySource: string, table: Map<string, string>): void {
  const problems = registryDisagreements(registrySource, table);
  if (problems.length) {
    throw new Error(
      `route-registry-for-browser: the generated registry.js and routesChunkNames.json cannot be rewritten safely; has Docusaurus changed them? See src/plugins/routeRegistryForBrowser\n  ${problems.slice(0, 10).join('\n  ')}`,
    );
  }
}

/** The registry with the table's short names and no module paths. Throws when registry and table disagree. */
export function registryForBrowser(registrySource: string, table: Map<string, string>): string {
  assertRewritable(registrySource, table);
  return registrySource.replace(REGISTRY_ENTRY, (_entry, name: string, module: string, weakModule: string) => {
    const short = table.get(name);
    return `  "${short}": [() => import(/* webpackChunkName: "${short}" */ ${module}), "", require.resolveWeak(${weakModule})]`;
  });
}

/** The registry with each module path, which the server render reports, replaced by the browser's chunk name. */
export function registryForServer(registrySource: string, table: Map<string, string>): string {
  assertRewritable(registrySource, table);
  return registrySource.replace(REGISTRY_ENTRY, (_entry, name: string, module: string, weakModule: string) => {
    return `  "${name}": [() => import(/* webpackChunkName: "${name}" */ ${module}), "${table.get(name)}", require.resolveWeak(${weakModule})]`;
  });
}

export function routeTableForBrowser(routeTableSource: string, table: Map<string, string>): string {
  const rename = (value: ChunkNames): ChunkNames => {
    if (typeof value === 'string') {
      const short = table.get(value);
      if (short === undefined) throw new Error(`route-registry-for-browser: the route table's chunk name "${value}" is not in the name table`);
      return short;
    }
    if (Array.isArray(value)) return value.map(rename);
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rename(inner)]));
  };
  return JSON.stringify(rename(JSON.parse(routeTableSource) as ChunkNames));
}

export default function routeRegistryForBrowser(context: LoadContext): Plugin {
  const routeTableFile = path.join(context.generatedFilesDir, 'routesChunkNames.json');
  // Once per route table: the development server regenerates it.
  let table: {source: string; names: Map<string, string>} | undefined;
  const tableFor = (routeTableSource: string) => {
    if (table?.source !== routeTableSource) table = {source: routeTableSource, names: chunkNameTable(routeTableSource)};
    return table.names;
  };
  return {
    name: 'route-registry-for-browser',
    configureWebpack(config, isServer) {
      const registryFile = path.join(context.generatedFilesDir, 'registry.js');
      if (isServer) {
        return {module: {rules: [generatedFileRule(registryFile, (source) => registryForServer(source, tableFor(fs.readFileSync(routeTableFile, 'utf8'))))]}};
      }
      return {
        ...(config.mode === 'production' ? {output: {chunkFilename: CHUNK_FILENAME, chunkLoadingGlobal: CHUNK_LOADING_GLOBAL}} : {}),
        module: {
          rules: [
            generatedFileRule(registryFile, (source) => registryForBrowser(source, tableFor(fs.readFileSync(routeTableFile, 'utf8')))),
            generatedFileRule(routeTableFile, (source) => routeTableForBrowser(source, tableFor(source))),
          ],
        },
      };
    },
  };
}
