import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it, vi} from 'vitest';
import {repoRoot} from '../../lib/root';
import {FRAMEWORK_PATCHES, PATCH_IDS, PUBLIC_API_PLUGINS} from '../../src/frameworkPatches';
import {patchesOff, patchPlugins, themeComponentsOff} from '../../src/frameworkPatches/switch';
import {MEASURED, patchesTable, savingText, TABLE_END, TABLE_START, withPatchesTable} from '../../src/frameworkPatches/table';

const require = createRequire(import.meta.url);
const installed = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as {version: string}).version;
const patches = PATCH_IDS.map((id) => ({id, ...FRAMEWORK_PATCHES[id]}));
const measuredIds = patches.filter((patch) => patch.measuredBy).map((patch) => patch.id);

describe('the registry of framework patches', () => {
  it('lists every theme component we override, every plugin but those on public APIs only, and the page template', () => {
    const where = new Set(patches.flatMap((patch) => patch.where));
    const themeComponents = fs
      .readdirSync(path.join(repoRoot, 'src/theme'), {recursive: true, encoding: 'utf8'})
      .filter((file) => /(^|\/)index\.tsx$|^NavbarItem\/ComponentTypes\.tsx$/.test(file))
      .map((file) => `src/theme/${file.replace(/\/index\.tsx$/, '')}`);
    expect(themeComponents.length).toBeGreaterThan(10);
    expect(themeComponents.filter((component) => !where.has(component))).toEqual([]);
    const plugins = fs.readdirSync(path.join(repoRoot, 'src/plugins'), {withFileTypes: true}).filter((entry) => entry.isDirectory());
    const unlisted = plugins.map((entry) => entry.name).filter((name) => !where.has(`src/plugins/${name}`) && !(PUBLIC_API_PLUGINS as readonly string[]).includes(name));
    expect(unlisted).toEqual([]);
    expect(where).toContain('src/ssr/template.ts');
    for (const file of where) expect(fs.existsSync(path.join(repoRoot, file)), file).toBe(true);
  });

  it(`was verified, patch by patch, on the installed Docusaurus (${installed})`, () => {
    expect(patches.filter((patch) => patch.verifiedOn !== installed).map((patch) => patch.id)).toEqual([]);
  });

  it('has each byte-saving patch weighed by the bench on that version, and nothing else', () => {
    expect(MEASURED.docusaurus).toBe(installed);
    expect(Object.keys(MEASURED.off).sort()).toEqual([...measuredIds].sort());
    for (const page of MEASURED.pages) {
      expect(MEASURED.allOn[page], page).toBeGreaterThan(0);
      for (const id of measuredIds) expect(MEASURED.off[id]?.[page], `${id} on ${page}`).toBeGreaterThan(0);
    }
    for (const id of measuredIds) expect(savingText(id)).toMatch(/^(saves|costs) /);
  });

  it("is the README's table, as patches:table writes it", () => {
    const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf(TABLE_START), readme.indexOf(TABLE_END) + TABLE_END.length);
    expect(table, 'run npm run patches:table').toBe(patchesTable());
    expect(() => withPatchesTable('# no table')).toThrow(/no table of framework patches/);
  });

  it('words a saving per sample page only where it differs between them', () => {
    const measured = {docusaurus: installed, pages: ['/', '/docs/a'], allOn: {'/': 100_000, '/docs/a': 120_000}, off: {tslibHelperOnly: {'/': 102_048, '/docs/a': 122_048}, idlePrefetch: {'/': 99_795, '/docs/a': 119_795}, docsLayoutInOneChunk: {'/': 100_000, '/docs/a': 121_024}}};
    expect(savingText('tslibHelperOnly', measured)).toBe('saves 2.0 KB on every sample page');
    expect(savingText('idlePrefetch', measured)).toBe('costs 0.2 KB on every sample page');
    expect(savingText('docsLayoutInOneChunk', measured)).toBe('saves 0.0 KB on `/`, saves 1.0 KB on `/docs/a`');
    expect(savingText('markdownTwins', measured)).toBeUndefined();
    expect(savingText('routeRegistryForBrowser', measured)).toMatch(/not measured yet/);
  });
});

describe('the switch the bench turns patches off with', () => {
  it('reads the patches a build leaves out, and refuses a name the registry lacks', () => {
    expect(patchesOff('')).toEqual(new Set());
    expect(patchesOff(' tslibHelperOnly, mobileMenuOnDemand ')).toEqual(new Set(['tslibHelperOnly', 'mobileMenuOnDemand']));
    expect(() => patchesOff('tslibHelperOnly,noSuchPatch')).toThrow(/no framework patch is called noSuchPatch/);
  });

  it("leaves a plugin that is off out of the config, and points a theme component that is off back at the theme's own", () => {
    const off = new Set(['tslibHelperOnly', 'bannersOnDemand'] as const);
    const plugins = patchPlugins({tslibHelperOnly: 'a', idlePrefetch: 'b'}, off);
    expect(plugins.slice(0, -1)).toEqual(['b']);
    expect(patchPlugins({tslibHelperOnly: 'a'}, new Set())).toEqual(['a']);
    const fallback = themeComponentsOff(off)!();
    const original = require.resolve('@docusaurus/theme-classic/lib/theme/DocVersionBanner/index.js');
    const alias = {'@theme-original/DocVersionBanner': original, '@theme-original/DocVersionBadge': 'badge', '@theme-original/ContentVisibility': 'visibility'};
    const config = fallback.configureWebpack!({resolve: {alias}} as never, false, {} as never, {} as never) as {resolve: {alias: Record<string, string>}};
    expect(config.resolve.alias).toEqual({'@theme/DocVersionBanner': original, '@theme/DocVersionBadge': 'badge', '@theme/ContentVisibility': 'visibility'});
    expect(() => fallback.configureWebpack!({resolve: {alias: {}}} as never, false, {} as never, {} as never)).toThrow(/no @theme-original\/DocVersionBanner/);
  });

  it('names theme components this site overrides and the theme provides', () => {
    for (const patch of patches) {
      if (typeof patch.measuredBy !== 'object') continue;
      for (const component of patch.measuredBy.themeComponents) {
        expect(patch.where.some((where) => where.startsWith(`src/theme/${component}`)), `${patch.id}: ${component}`).toBe(true);
      }
    }
  });
});

describe('a build with patches off', () => {
  // Loads the site config afresh with the switch set to `off`; returns the cache variable it leaves.
  async function loadConfigWith(off: string): Promise<string | undefined> {
    vi.stubEnv('FRAMEWORK_PATCHES_OFF', off);
    vi.stubEnv('DOCUSAURUS_NO_PERSISTENT_CACHE', undefined);
    try {
      vi.resetModules();
      await import('../../docusaurus.config');
      return process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
    } finally {
      vi.unstubAllEnvs();
    }
  }

  it('goes without the bundler cache, which would keep modules resolved as the other kind of build left them', async () => {
    expect(await loadConfigWith('routeComponentsOnFirstUse')).toBe('1');
    expect(await loadConfigWith('')).toBeUndefined();
  });
});
