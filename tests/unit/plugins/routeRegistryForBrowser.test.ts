import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {CHUNK_FILENAME, chunkNameTable, letterName, registryForBrowser, registryForServer, routeTableForBrowser, shortChunkNames} from '../../../src/plugins/routeRegistryForBrowser';

const require = createRequire(import.meta.url);

describe('the route registry and route table for the browser', () => {
  it('names by position with letters only', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(letterName)).toEqual(['a', 'b', 'z', 'aa', 'ab', 'az', 'ba', 'zz', 'aaa']);
    const names = Array.from({length: 20000}, (_, i) => letterName(i));
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => /^[a-z]+$/.test(name))).toBe(true);
    expect(shortChunkNames(['ff', '0a', 'ff', '9c'])).toEqual(new Map([['0a', 'a'], ['9c', 'b'], ['ff', 'c']]));
  });

  /** The registry and route table Docusaurus's own code generator writes for a few routes. */
  async function generatedRouteFiles(): Promise<{registry: string; routes: string}> {
    const {generateRouteFiles} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-names-'));
    const plugin = {name: 'p', id: 'default'};
    try {
      await generateRouteFiles({
        generatedFilesDir: dir,
        routes: [
          {path: '/blog', component: '@theme/BlogListPage', modules: {sidebar: '@generated/blog/sidebar.json', items: [{content: '@site/blog/a.md'}, {content: '@site/blog/b.md'}]}, context: {data: {x: '@generated/x.json'}}, plugin},
          {path: '/blog/a', component: '@theme/BlogPostPage', modules: {sidebar: '@generated/blog/sidebar.json', content: '@site/blog/a.md'}, plugin},
          {path: '/docs', component: '@theme/DocsRoot', plugin, routes: [{path: '/docs/a', component: '@theme/DocItem', modules: {content: '@site/docs/a.md'}, plugin}]},
        ],
      });
      return {registry: fs.readFileSync(path.join(dir, 'registry.js'), 'utf8'), routes: fs.readFileSync(path.join(dir, 'routesChunkNames.json'), 'utf8')};
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }

  it('renames registry and route table with one table, so every route still reaches the same modules', async () => {
    const {registry, routes} = await generatedRouteFiles();
    // What each route loads: the module behind every chunk name, in the route's own order.
    const modulesOf = (registrySource: string, routesSource: string) => {
      const modules = new Map(Array.from(registrySource.matchAll(/^ {2}"([^"]+)": \[.*require\.resolveWeak\("([^"]+)"\)\]/gm), (m) => [m[1], m[2]]));
      const names = (value: unknown): string[] => (typeof value === 'string' ? [value] : Object.values(value as object).flatMap(names));
      return Object.fromEntries(Object.entries(JSON.parse(routesSource)).map(([route, chunks]) => [route, names(chunks).map((name) => modules.get(name))]));
    };
    const table = chunkNameTable(routes);
    const leanRegistry = registryForBrowser(registry, table);
    const leanRoutes = routeTableForBrowser(routes, table);
    const before = modulesOf(registry, routes);
    expect(Object.values(before).flat()).not.toContain(undefined);
    expect(modulesOf(leanRegistry, leanRoutes)).toEqual(before);
    // Every loader asks webpack for the chunk by its new, short name, and no module path is left.
    const entries = leanRegistry.split('\n').filter((line) => line.includes('require.resolveWeak('));
    expect(entries.length).toBeGreaterThan(5);
    for (const entry of entries) expect(entry).toMatch(/^ {2}"([a-z]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "(@[^"]+)"\), "", require\.resolveWeak\("\2"\)\],?(\};)?$/);
    expect(leanRegistry).not.toMatch(/\), "@/);
    expect(leanRoutes).not.toMatch(/"[0-9a-f]{8}"/);
  });

  it("lets the server render report each route module by the chunk name the browser's build gives it", async () => {
    const {registry, routes} = await generatedRouteFiles();
    const table = chunkNameTable(routes);
    const server = registryForServer(registry, table);
    // Entry by entry: the same loader and module id; where the module path stood, the short name.
    const entries = (source: string) => source.split('\n').filter((line) => line.includes('require.resolveWeak('));
    const before = entries(registry);
    const after = entries(server);
    expect(after).toHaveLength(before.length);
    for (const [i, entry] of after.entries()) {
      const [, name, loader, reported, weak] = /^ {2}"([^"]+)": \[(\(\) => import\([^)]*\)), "([^"]*)", (require\.resolveWeak\("[^"]+"\))\]/.exec(entry)!;
      expect(reported).toBe(table.get(name));
      expect(before[i]).toContain(`"${name}": [${loader}, "@`);
      expect(before[i]).toContain(weak);
    }
    expect(() => registryForServer(registry.replace(/^ {2}"[^\n]*\n/m, ''), table)).toThrow(/is in the route table, not in the registry/);
  });

  it('fails when the registry has an entry the route table does not use', async () => {
    const {registry, routes} = await generatedRouteFiles();
    const extra = '  "0000abcd": [() => import(/* webpackChunkName: "0000abcd" */ "@site/extra.md"), "@site/extra.md", require.resolveWeak("@site/extra.md")],\n';
    const withExtra = registry.replace('export default {\n', `export default {\n${extra}`);
    expect(() => registryForBrowser(withExtra, chunkNameTable(routes))).toThrow(/"0000abcd" is in the registry, not in the route table/);
  });

  it('fails when the route table uses a name the registry lacks', async () => {
    const {registry, routes} = await generatedRouteFiles();
    const [, firstName] = /^ {2}"([^"]+)"/m.exec(registry)!;
    const withoutFirst = registry.replace(/^ {2}"[^\n]*\n/m, '');
    expect(() => registryForBrowser(withoutFirst, chunkNameTable(routes))).toThrow(new RegExp(`"${firstName}" is in the route table, not in the registry`));
  });

  it('fails when an entry is written in a way the pattern misses', async () => {
    const {registry, routes} = await generatedRouteFiles();
    // An entry whose loader names its chunk differently, or whose module path is no longer a string, as a later Docusaurus might.
    for (const changed of [
      registry.replace(/webpackChunkName: "([^"]+)" \*\//, 'webpackChunkName: "$1", webpackPrefetch: true */'),
      registry.replace(/\), "([^"]+)", require\.resolveWeak\(/, '), {path: "$1"}, require.resolveWeak('),
    ]) {
      expect(() => registryForBrowser(changed, chunkNameTable(routes))).toThrow(/route-registry-for-browser: .*\n.*the entry pattern reads \d+ of the registry's \d+ entries/);
    }
  });
});

describe('chunk file names', () => {
  it('name a lazy chunk by its id and six hex digits of its content hash', () => {
    expect(CHUNK_FILENAME).toBe('assets/js/[id].[contenthash:6].js');
  });
});
