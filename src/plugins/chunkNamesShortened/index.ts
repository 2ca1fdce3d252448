import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedFileRule} from '../../../lib/generatedFileRule';

// Why: the runtime every page loads (runtime~main.js) maps each of ~300 lazy chunks to its file,
// and main.js holds the route table and registry, which name each chunk. Three trims of those
// tables, each incompressible text:
// 1. Lazy chunks are named by their numeric id instead of a second, 8-hex-digit name, so the
//    runtime maps ids to content hashes only, instead of to names and hashes: 821 B brotli.
// 2. The content hash in a chunk's file name has 6 hex digits instead of 8: it only has to change
//    when the chunk of that id changes (a stale cached file with the same name is a 1 in 16.7
//    million chance per changed chunk): 250 B brotli.
// 3. The ~250 chunk names (8 hex digits each, written in the registry, in the route table
//    `routesChunkNames.json` and in the runtime's name-to-id map) become one or two letters in
//    the browser build: 2,160 B brotli. One table, built once from the route table, renames both
//    files. A route loads the right chunks only while the registry holds exactly the names the
//    route table uses, each read by our pattern, so the registry is checked against the table,
//    and any difference fails the build.
// All on every page (measured with `npm run bench`).
const REGISTRY_ENTRY = /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\//gm;
// Every entry line of the registry, however its loader is written: what the pattern must all read.
const REGISTRY_LINE = /^ {2}"/gm;
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:6].js';

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

/** Why the registry cannot be renamed with the table, if it cannot: each name in one and not the other, each entry the pattern misses. */
export function registryDisagreements(registrySource: string, table: Map<string, string>): string[] {
  const names = Array.from(registrySource.matchAll(REGISTRY_ENTRY), (match) => match[1]);
  const entries = registrySource.match(REGISTRY_LINE)?.length ?? 0;
  const inRegistry = new Set(names);
  const problems: string[] = [];
  if (names.length !== entries) problems.push(`the chunk name pattern reads ${names.length} of the registry's ${entries} entries`);
  for (const name of names) if (!table.has(name)) problems.push(`"${name}" is in the registry, not in the route table`);
  for (const name of table.keys()) if (!inRegistry.has(name)) problems.push(`"${name}" is in the route table, not in the registry`);
  return problems;
}

/** The generated registry with the table's short chunk names. Throws when registry and table disagree. */
export function registryWithShortNames(registrySource: string, table: Map<string, string>): string {
  const problems = registryDisagreements(registrySource, table);
  if (problems.length) {
    throw new Error(
      `chunk-names-shortened: the generated registry and route table disagree, so short chunk names would load the wrong chunks. Has Docusaurus changed registry.js or routesChunkNames.json? See src/plugins/chunkNamesShortened\n  ${problems.slice(0, 10).join('\n  ')}`,
    );
  }
  return registrySource.replace(REGISTRY_ENTRY, (_entry, name: string) => {
    const renamed = table.get(name);
    return `  "${renamed}": [() => import(/* webpackChunkName: "${renamed}" */`;
  });
}

/** The generated route table (route → props → chunk names), with the table's short names. */
export function routesChunkNamesForBrowser(routeTableSource: string, table: Map<string, string>): string {
  const shortName = (name: string) => {
    const short = table.get(name);
    if (short === undefined) throw new Error(`chunk-names-shortened: the route table's chunk name "${name}" is not in the name table`);
    return short;
  };
  const rename = (value: ChunkNames): ChunkNames => {
    if (typeof value === 'string') return shortName(value);
    if (Array.isArray(value)) return value.map(rename);
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rename(inner)]));
  };
  return JSON.stringify(rename(JSON.parse(routeTableSource) as ChunkNames));
}

export default function chunkNamesShortened(context: LoadContext): Plugin {
  const routeTableFile = path.join(context.generatedFilesDir, 'routesChunkNames.json');
  // Built once per route table (the development server regenerates it when content changes).
  let table: {source: string; names: Map<string, string>} | undefined;
  const tableFor = (routeTableSource: string) => {
    if (table?.source !== routeTableSource) table = {source: routeTableSource, names: chunkNameTable(routeTableSource)};
    return table.names;
  };
  return {
    name: 'chunk-names-shortened',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const production = config.mode === 'production';
      return {
        ...(production ? {output: {chunkFilename: CHUNK_FILENAME}} : {}),
        module: {
          rules: [
            generatedFileRule(path.join(context.generatedFilesDir, 'registry.js'), (source) => registryWithShortNames(source, tableFor(fs.readFileSync(routeTableFile, 'utf8')))),
            generatedFileRule(routeTableFile, (source) => routesChunkNamesForBrowser(source, tableFor(source))),
          ],
        },
      };
    },
  };
}
