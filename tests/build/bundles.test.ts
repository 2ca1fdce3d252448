// What the scripts and stylesheets must and must not carry. The build plugins that trim them rely
// on Docusaurus and theme internals; where such an internal changes without failing the build,
// the pages would merely grow or lose something, so it fails here.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CHUNK_LOADING_GLOBAL} from '../../src/plugins/routeRegistryForBrowser';
import {stylesheetName} from '../../src/plugins/unusedStylesRemoved/index';
import {COMPILE_HINT} from '../../src/plugins/mainCompiledWhileLoading';
import {buildDir, cssDir, files, jsDir, mainBundle, pages, read} from './support';

describe('the browser bundles', () => {
  // The patches routeRegistryForBrowser, tslibHelperOnly, buildOnlyConfigRemoved, prismOnDemand, docsWithLeanVersionData and mobileMenuOnDemand (src/frameworkPatches).
  it('the main bundle carries no module paths, long chunk names, tslib, Prism, list of docs, mobile menu or build-only config', () => {
    const main = mainBundle();
    const heavy = (
      [
        ['route registry module paths', /"@(site|generated|theme)\/[^"]*",\d+\]/],
        ['all of tslib', /__awaiter|__decorate/],
        ["Prism's tokenizer", /before-tokenize/],
        ['build-only site config (SSR template, presets, head tags, link checks)', /"?(ssrTemplate|headTags|onBrokenLinks)"?:/],
        ['plugin versions in the site metadata', /"?pluginVersions"?:/],
        // The route table's chunk names, as Docusaurus writes them (8 hex digits), not the short ones.
        ['long chunk names in the route table', /"__comp":"[0-9a-f]{8}"/],
        // src/plugins/docsWithLeanVersionData: the docs plugin's global data lists no docs.
        ['the list of docs in the docs global data', /\{"id":"api\/finding","path":"\/docs\/api\/finding"/],
        // src/theme/Navbar/MobileSidebar: the mobile menu loads when it is first opened.
        ["the mobile menu's layout", /navbar-sidebar__items/],
      ] as const
    ).filter(([, pattern]) => pattern.test(main));
    expect(heavy.map(([name]) => name)).toEqual([]);
  });

  // src/plugins/mainCompiledWhileLoading: the hint is added after minification, which drops comments.
  it("main.js, and only main.js, opens with V8's compile hint", () => {
    expect(mainBundle().startsWith(COMPILE_HINT)).toBe(true);
    const hinted = files(jsDir, /\.js$/).filter((file) => read(path.join(jsDir, file)).includes(COMPILE_HINT.trim()));
    expect(hinted).toEqual([expect.stringMatching(/^main\.[0-9a-f]+\.js$/)]);
  });

  // src/plugins/routeRegistryForBrowser: every chunk file pushes itself onto the short global the
  // runtime reads, not the one webpack names after the package.
  it('every chunk joins the runtime through the short chunk-loading global', () => {
    const scripts = files(jsDir, /\.js$/).map((file) => read(path.join(jsDir, file)));
    const pushedOnto = scripts.flatMap((text) => Array.from(text.matchAll(/\(self\.(\w+)=self\.\1\|\|\[\]\)\.push\(/g), (match) => match[1]));
    expect(pushedOnto.length).toBeGreaterThan(50);
    expect(new Set(pushedOnto)).toEqual(new Set([CHUNK_LOADING_GLOBAL]));
    expect(scripts.filter((text) => text.includes('webpackChunk'))).toEqual([]);
  });

  // The spec's progress bar of slow route changes: in the bundle every page loads, so that on a
  // slow network it is there before the first navigation needs it (its own chunk would be as slow
  // as the route's).
  it('the main bundle carries the progress bar with the settings the spec names (minimum 0.08, speed 200 ms, trickle 800 ms)', () => {
    const settings = /settings=\{([^}]*)\}/.exec(mainBundle())?.[1] ?? '';
    expect(settings).toMatch(/minimum:\.08/);
    expect(settings).toMatch(/(^|,)speed:200(,|$)/);
    expect(settings).toMatch(/trickleSpeed:800/);
  });

  // src/plugins/translatorNotesRemoved: no script carries a theme label's note for translators
  // (minified, a label is `{id:"theme.…",message:"…",description:"…"}` or the same as JSX props).
  it("the theme's labels reach the browser without their notes for translators", () => {
    const scripts = files(jsDir, /\.js$/).map((file) => ({file, text: read(path.join(jsDir, file))}));
    const withNotes = scripts.filter(({text}) => /id:"theme\.[^"]*",(?:message:"(?:[^"\\]|\\.)*",)?description:"|description:"[^"]*",id:"theme\./.test(text));
    expect(withNotes.map(({file}) => file)).toEqual([]);
    expect(scripts.some(({text}) => text.includes('id:"theme.docs.paginator.navAriaLabel",message:"Docs pages"')), 'the paginator label "Docs pages" with its id').toBe(true);
  });

  // src/plugins/stylesOnDemand: the search dialog's styles (autocomplete's theme, known by its
  // variables) and the scan builder's (its form grid) are stylesheets of their own, not part of the
  // one every page loads. They move back if Docusaurus's single CSS chunk outranks the cache groups
  // or the search packages move their CSS.
  it('the search and scan builder styles are stylesheets of their own', () => {
    const sheetsWith = (pattern: RegExp): string[] => files(cssDir, /\.css$/).filter((f) => pattern.test(read(path.join(cssDir, f))));
    expect(sheetsWith(/--aa-primary-color-rgb:/)).toEqual([expect.stringMatching(/^search\.[0-9a-f]+\.css$/)]);
    expect(sheetsWith(/repeat\(auto-fill,\s*minmax\(min\(100%,\s*14rem\)/)).toEqual([expect.stringMatching(/^scan-builder\.[0-9a-f]+\.css$/)]);
  });

  // src/plugins/unusedStylesRemoved: the stylesheet every page loads holds only rules that match
  // something the site renders. Infima's pills and pagination are used nowhere; the navbar is used
  // everywhere. Every page links the one trimmed stylesheet, which exists and is named by its content.
  it('the stylesheet every page loads holds only rules the site uses, under a name from its content', () => {
    const globalSheets = files(cssDir, /^styles\.[0-9a-f]{8}\.css$/);
    expect(globalSheets).toHaveLength(1);
    const sheet = read(path.join(cssDir, globalSheets[0]));
    expect(sheet, 'unused Infima rules (pills, pagination)').not.toMatch(/\.pills__item|\.pagination__link/);
    expect(sheet, 'the navbar rules').toMatch(/\.navbar__brand/);
    // Infima's custom properties: one nobody reads goes, one the navbar reads stays.
    expect(sheet, 'the unused custom property --ifm-color-success-darkest').not.toMatch(/--ifm-color-success-darkest:/);
    expect(sheet, 'the custom property --ifm-navbar-height').toMatch(/--ifm-navbar-height:/);
    expect(stylesheetName(sheet)).toBe(globalSheets[0]);
    expect(pages().filter((page) => !read(path.join(buildDir, page)).includes(`/assets/css/${globalSheets[0]}`))).toEqual([]);
  });
});
