import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {withoutModulePaths} from '../../../src/plugins/registryWithoutModulePaths';

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
      // An entry the pattern cannot read, as a later Docusaurus might write one, fails by name.
      const changed = source.replace(/\), "([^"]+)", require\.resolveWeak\(/, '), {path: "$1"}, require.resolveWeak(');
      expect(() => withoutModulePaths(changed)).toThrow(/registry-without-module-paths: the module path pattern reads 3 of the registry's 4 entries/);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
