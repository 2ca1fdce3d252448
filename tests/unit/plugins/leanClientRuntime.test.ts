import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {BUILD_ONLY_CONFIG_KEYS, browserConfigSource, browserSiteMetadataSource, chunkNameTable, letterName, registryForBrowser, routesChunkNamesForBrowser, shortChunkNames, withoutModulePaths} from '../../../src/plugins/leanClientRuntime';
import {__importDefault} from '../../../src/plugins/leanClientRuntime/tslibImportDefault';

const require = createRequire(import.meta.url);

describe('route registry for the browser', () => {
  it("empties every module path of the registry Docusaurus generates, and keeps loaders and ids", async () => {
    // The registry file made by Docusaurus's own code generator, for a few routes.
    const {generateRouteFiles} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
    try {
      await generateRouteFiles({
        generatedFilesDir: dir,
        routes: [
          {path: '/docs/a', component: '@theme/DocItem', modules: {content: '@site/docs/a.md'}, plugin: {name: 'p', id: 'default'}},
          {path: '/blog', component: '@theme/BlogListPage', modules: {sidebar: '@generated/blog/sidebar.json'}, plugin: {name: 'p', id: 'default'}},
        ],
      });
      const source = fs.readFileSync(path.join(dir, 'registry.js'), 'utf8');
      const entries = source.split('\n').filter((line) => line.includes('require.resolveWeak('));
      expect(entries.length).toBe(4);
      const lean = withoutModulePaths(source);
      for (const line of lean.split('\n').filter((l) => l.includes('require.resolveWeak('))) {
        expect(line).toMatch(/^ {2}"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "(@[^"]+)"\), "", require\.resolveWeak\("\1"\)\],(\};)?$/);
      }
      expect(lean.match(/"@(site|theme|generated)\//g)?.length).toBe(8);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('short chunk names for the browser', () => {
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
    const leanRoutes = routesChunkNamesForBrowser(routes, table);
    const before = modulesOf(registry, routes);
    expect(Object.values(before).flat()).not.toContain(undefined);
    expect(modulesOf(leanRegistry, leanRoutes)).toEqual(before);
    // Every loader asks webpack for the chunk by its new, short name, and no module path is left.
    const entries = leanRegistry.split('\n').filter((line) => line.includes('require.resolveWeak('));
    expect(entries.length).toBeGreaterThan(5);
    for (const entry of entries) expect(entry).toMatch(/^ {2}"([a-z]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "[^"]+"\), "", /);
    expect(leanRoutes).not.toMatch(/"[0-9a-f]{8}"/);
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

  it('fails when an entry is written in a way the patterns miss', async () => {
    const {registry, routes} = await generatedRouteFiles();
    // One entry whose loader names its chunk differently, as a later Docusaurus might.
    const changed = registry.replace(/webpackChunkName: "([^"]+)" \*\//, 'webpackChunkName: "$1", webpackPrefetch: true */');
    expect(() => registryForBrowser(changed, chunkNameTable(routes))).toThrow(/the chunk name pattern reads \d+ of the registry's \d+ entries/);
  });
});

describe('site config for the browser', () => {
  it('drops the keys only the build reads and keeps every other value', () => {
    const siteConfig = {
      title: 'secureCodeBox',
      baseUrl: '/',
      ssrTemplate: '<script>window.x = {a: 1};\n</script>\n};\n',
      presets: [['classic', {docs: false}]],
      plugins: [[null, {indexBlog: true}]],
      themes: ['@docusaurus/theme-live-codeblock'],
      headTags: [{tagName: 'link', attributes: {rel: 'describedby', href: '/llms.txt'}}],
      onBrokenLinks: 'throw',
      organizationName: 'secureCodeBox',
      staticDirectories: ['static'],
      themeConfig: {navbar: {title: 'x'}, prism: {theme: {plain: {color: '#000'}}}},
      future: {experimental_router: 'browser', v4: {useCssCascadeLayers: true}, experimental_faster: {rspackBundler: true}},
      markdown: {format: 'detect'},
    };
    // The file as Docusaurus 3.8 generates it (core/lib/server/codegen/codegen.js).
    const generated = `/*\n * AUTOGENERATED - DON'T EDIT\n */\nexport default ${JSON.stringify(siteConfig, null, 2)};\n`;
    const lean = browserConfigSource(generated);
    const exported = JSON.parse(/export default (\{.*\});$/m.exec(lean)![1]);
    const expected: Record<string, unknown> = {...siteConfig};
    for (const key of BUILD_ONLY_CONFIG_KEYS) delete expected[key];
    expect(exported).toEqual({...expected, future: {experimental_router: 'browser'}});
    expect(lean.startsWith('/*')).toBe(true);
  });
});

describe('the site metadata in the browser', () => {
  it('keeps the Docusaurus and site versions and drops the plugin versions', () => {
    // As Docusaurus 3.8 generates it (core/lib/server/codegen/codegen.js).
    const generated = JSON.stringify(
      {docusaurusVersion: '3.8.1', siteVersion: '2.0.0', pluginVersions: {'docusaurus-plugin-sitemap': {type: 'package', name: '@docusaurus/plugin-sitemap', version: '3.8.1'}, 'markdown-twins': {type: 'local'}}},
      null,
      2,
    );
    expect(JSON.parse(browserSiteMetadataSource(generated))).toEqual({docusaurusVersion: '3.8.1', siteVersion: '2.0.0'});
  });

  it('fails the build on a file that is no longer JSON', () => {
    expect(() => browserSiteMetadataSource('export default {};')).toThrow();
  });
});

describe('tslib for @docusaurus/utils-common', () => {
  it('is only asked for __importDefault', () => {
    const lib = path.dirname(require.resolve('@docusaurus/utils-common/lib/index.js'));
    const helpers = new Set<string>();
    for (const file of fs.readdirSync(lib).filter((f) => f.endsWith('.js'))) {
      for (const [, helper] of fs.readFileSync(path.join(lib, file), 'utf8').matchAll(/tslib_\d+\.(\w+)/g)) helpers.add(helper);
    }
    expect([...helpers]).toEqual(['__importDefault']);
  });

  it('behaves like tslib', async () => {
    const tslib = await import('tslib');
    const esModule = {__esModule: true, default: 1};
    const commonJs = {a: 1};
    expect(__importDefault(esModule)).toBe(esModule);
    expect(__importDefault(esModule)).toBe(tslib.__importDefault(esModule));
    expect(__importDefault(commonJs)).toEqual(tslib.__importDefault(commonJs));
    expect(__importDefault(null)).toEqual(tslib.__importDefault(null));
  });
});
