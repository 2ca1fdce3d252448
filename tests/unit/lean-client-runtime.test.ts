import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {withoutModulePaths} from '../../src/plugins/leanClientRuntime';
import {__importDefault} from '../../src/shims/tslibImportDefault';

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
