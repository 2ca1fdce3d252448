// `npm run test:build`: runs the production build and turns its output into test results: the build must
// succeed, print no warning (broken links, anchors, markdown links, duplicate routes
// are only warnings in docusaurus.config.ts, so this is where they fail), and
// produce every route of the specification's lists (tests/fixtures/spec/).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {hasTwin, twinPath} from '../src/data/twins';
import {schemaFiles} from '../src/data/crdSchema/published';
import {catalogFiles} from '../src/plugins/agentCatalog/catalog';
import {stylesheetName} from '../src/plugins/unusedStylesRemoved/index';
import {sitemapRoutes as readSitemap} from '../lib/sitemap';
import {relativeFilesUnder} from '../lib/files';
import {repoRoot as root} from '../lib/root';
import {specBlogRoutes, specDocRoutes} from '../lib/specRoutes';

/** A check: its name, whether it passed, and what to print when it did not. */
type Check = [name: string, ok: boolean, detail: string];

const started = Date.now();
const run = spawnSync('npx', ['docusaurus', 'build'], {cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
const output = `${run.stdout}\n${run.stderr}`;
fs.mkdirSync(path.join(root, 'test-results'), {recursive: true});
fs.writeFileSync(path.join(root, 'test-results/build.log'), output);

const buildDir = path.join(root, 'build');
const routeExists = (route: string): boolean =>
  fs.existsSync(path.join(buildDir, `${route}.html`)) || fs.existsSync(path.join(buildDir, route, 'index.html'));

const warningLines = output.split('\n').filter((l) => /\[(WARNING|ERROR)\]/.test(l));
const checks: Check[] = [
  ['production build exits with 0', run.status === 0, output.split('\n').slice(-30).join('\n')],
  ['no broken links', !/broken link/i.test(output), ''],
  ['no broken anchors', !/broken anchor/i.test(output), ''],
  ['no broken markdown links', !/markdown link/i.test(output) && !/couldn't be resolved/i.test(output), ''],
  ['no duplicate routes', !/duplicate route/i.test(output), ''],
  ['no other build warning or error', warningLines.length === 0, warningLines.slice(0, 20).join('\n')],
];

const missingDocs = specDocRoutes().filter((r) => !routeExists(r));
checks.push(['every doc route of the spec is built', missingDocs.length === 0, missingDocs.slice(0, 20).join('\n')]);
const missingPosts = specBlogRoutes().filter((r) => !routeExists(r));
checks.push(['every blog route of the spec is built', missingPosts.length === 0, missingPosts.slice(0, 20).join('\n')]);

// src/plugins/markdownTwins fails the build itself on a missing, oversized or HTML-holding twin;
// this checks the result from the outside, against the sitemap readers and crawlers get.
const sitemapRoutes = fs.existsSync(path.join(buildDir, 'sitemap.xml')) ? readSitemap(buildDir) : [];
const withoutTwin = sitemapRoutes.filter((r) => hasTwin(r) && !fs.existsSync(path.join(buildDir, twinPath(r))));
const llmsFiles = ['llms.txt', 'llms-full.txt'].filter((f) => fs.existsSync(path.join(buildDir, f)));
checks.push([
  'every doc and blog route of the sitemap has its Markdown twin, and llms.txt and llms-full.txt exist',
  sitemapRoutes.length > 0 && withoutTwin.length === 0 && llmsFiles.length === 2,
  [...withoutTwin.slice(0, 20), `llms files: ${llmsFiles.join(', ') || 'none'}`].join('\n'),
]);

// src/plugins/manifestSchemas and src/plugins/agentCatalog: every published schema, its catalog,
// the agent catalog and its skill, as written from src/data (a plugin that stopped running, or
// wrote elsewhere, would leave editors and agents with 404s).
const published = [...schemaFiles(), ...catalogFiles()];
const unpublished = published.filter(({path: file, text}) => !fs.existsSync(path.join(buildDir, file)) || fs.readFileSync(path.join(buildDir, file), 'utf8') !== text).map(({path: file}) => file);
checks.push(['the schemas, their catalog, the agent catalog and its skill are in the build as src/data says', unpublished.length === 0, unpublished.slice(0, 20).join('\n')]);

// What the main bundle, loaded by every page before it is interactive, must not carry again
// (src/plugins/leanClientRuntime, src/plugins/prismOnDemand).
const jsDir = path.join(buildDir, 'assets/js');
const mainFile = fs.existsSync(jsDir) ? fs.readdirSync(jsDir).find((f) => /^main\.[0-9a-f]+\.js$/.test(f)) : undefined;
const main = mainFile ? fs.readFileSync(path.join(jsDir, mainFile), 'utf8') : '';
const heavy = (
  [
  ['route registry module paths', /"@(site|generated|theme)\/[^"]*",\d+\]/],
  ['all of tslib', /__awaiter|__decorate/],
  ["Prism's tokenizer", /before-tokenize/],
  ['build-only site config (SSR template, presets, head tags)', /"?(ssrTemplate|headTags|onBrokenLinks)"?:/],
  ['plugin versions in the site metadata', /"?pluginVersions"?:/],
  // The route table's chunk names, as Docusaurus writes them (8 hex digits), not the short ones.
  ['long chunk names in the route table', /"__comp":"[0-9a-f]{8}"/],
  // src/plugins/lazyProgressBar: nprogress (its settings object) loads with the first navigation.
  ['nprogress', /trickleSpeed/],
  // src/theme/Navbar/MobileSidebar: the mobile menu loads when it is first opened.
  ["the mobile menu's layout", /navbar-sidebar__items/],
  ] as const
).filter(([, pattern]) => pattern.test(main));
checks.push(['the main bundle carries no module paths, long chunk names, tslib, Prism, nprogress, the mobile menu or build-only config', Boolean(mainFile) && heavy.length === 0, mainFile ? heavy.map(([name]) => name).join('\n') : 'no main bundle']);

// src/plugins/translatorNotesRemoved: no script carries a theme label's note for translators
// (minified, a label is `{id:"theme.…",message:"…",description:"…"}` or the same as JSX props).
const scripts = relativeFilesUnder(jsDir, '.js').map((file) => ({file, text: fs.readFileSync(path.join(jsDir, file), 'utf8')}));
const scriptsWithNotes = scripts
  .filter(({text}) => /id:"theme\.[^"]*",(?:message:"(?:[^"\\]|\\.)*",)?description:"|description:"[^"]*",id:"theme\./.test(text))
  .map(({file}) => file);
const labelsKept = scripts.some(({text}) => text.includes('id:"theme.docs.paginator.navAriaLabel",message:"Docs pages"'));
checks.push([
  "the theme's labels reach the browser without their notes for translators",
  scriptsWithNotes.length === 0 && labelsKept,
  [...scriptsWithNotes.map((f) => `${f} carries a translator's note`), ...(labelsKept ? [] : ['the paginator label "Docs pages" was not found with its id'])].join('\n'),
]);

// The other build plugins and wrappers rely on Docusaurus or theme internals too. Those whose
// change would go unnoticed (the pages would merely grow or lose something) are checked here;
// the rest fail the build themselves (prismOnDemand, leanClientRuntime, docsWithLeanVersionData,
// blogWithOneChunkPerList, src/ssr/template.ts).
const files = (dir: string, pattern: RegExp): string[] => relativeFilesUnder(dir).filter((f) => pattern.test(f));
const pages = files(buildDir, /\.html$/);

// src/ssr/template.ts: every page lists its bundles, main among them, for the loader after the first paint.
const withoutLoader = pages.filter((page) => !/requestAnimationFrame[^<]*"\/assets\/js\/main\.[0-9a-f]+\.js"/.test(fs.readFileSync(path.join(buildDir, page), 'utf8')));
checks.push(['every page loads its bundles after the first paint', pages.length > 0 && withoutLoader.length === 0, withoutLoader.slice(0, 5).join('\n')]);

// docusaurus.config.ts turns off the base-URL banner; no page may carry its script again.
const pagesWithBanner = pages.filter((page) => fs.readFileSync(path.join(buildDir, page), 'utf8').includes('base-url-issue-banner'));
checks.push(["no page carries Docusaurus's base-URL issue banner", pages.length > 0 && pagesWithBanner.length === 0, pagesWithBanner.slice(0, 20).join('\n')]);

// src/plugins/stylesOnDemand: the search dialog's styles (autocomplete's theme, known by its
// variables) and the scan builder's (its form grid) are stylesheets of their own, not part of the
// one every page loads. They move back if Docusaurus's single CSS chunk outranks the cache groups
// or the search packages move their CSS.
const cssDir = path.join(buildDir, 'assets/css');
const sheetsWith = (pattern: RegExp): string[] => (fs.existsSync(cssDir) ? files(cssDir, /\.css$/).filter((f) => pattern.test(fs.readFileSync(path.join(cssDir, f), 'utf8'))) : []);
const sheetsWithSearch = sheetsWith(/--aa-primary-color-rgb:/);
const sheetsWithBuilder = sheetsWith(/repeat\(auto-fill,\s*minmax\(min\(100%,\s*14rem\)/);
checks.push([
  'the search and scan builder styles are stylesheets of their own',
  sheetsWithSearch.length === 1 && /^search\.[0-9a-f]+\.css$/.test(sheetsWithSearch[0]) && sheetsWithBuilder.length === 1 && /^scan-builder\.[0-9a-f]+\.css$/.test(sheetsWithBuilder[0]),
  `stylesheets with the search styles: ${sheetsWithSearch.join(', ') || 'none'}; with the scan builder's: ${sheetsWithBuilder.join(', ') || 'none'}`,
]);

// src/plugins/unusedStylesRemoved: the stylesheet every page loads holds only rules that match
// something the site renders. Infima's pills and pagination are used nowhere; the navbar is used
// everywhere. Every page links the one trimmed stylesheet, which exists and is named by its content.
const globalSheets = fs.existsSync(cssDir) ? files(cssDir, /^styles\.[0-9a-f]{8}\.css$/) : [];
const globalSheet = globalSheets.length === 1 ? fs.readFileSync(path.join(cssDir, globalSheets[0]), 'utf8') : '';
const stylesProblems: string[] = [];
if (globalSheets.length !== 1) stylesProblems.push(`expected one styles.<hash>.css, found ${globalSheets.length}`);
else {
  if (/\.pills__item|\.pagination__link/.test(globalSheet)) stylesProblems.push('unused Infima rules (pills, pagination) are still in the stylesheet');
  if (!/\.navbar__brand/.test(globalSheet)) stylesProblems.push('the navbar rules are missing');
  // Infima's custom properties: one nobody reads goes, one the navbar reads stays.
  if (/--ifm-color-success-darkest:/.test(globalSheet)) stylesProblems.push('unused custom properties (--ifm-color-success-darkest) are still declared');
  if (!/--ifm-navbar-height:/.test(globalSheet)) stylesProblems.push('the custom property --ifm-navbar-height is missing');
  if (stylesheetName(globalSheet) !== globalSheets[0]) stylesProblems.push(`${globalSheets[0]} is not named by its content`);
  const unlinked = pages.filter((page) => !fs.readFileSync(path.join(buildDir, page), 'utf8').includes(`/assets/css/${globalSheets[0]}`));
  if (unlinked.length > 0) stylesProblems.push(`pages without a link to ${globalSheets[0]}: ${unlinked.slice(0, 3).join(', ')}`);
}
checks.push(['the stylesheet every page loads holds only rules the site uses, under a name from its content', stylesProblems.length === 0, stylesProblems.join('\n')]);

// src/theme/Blog/Components/Author/Socials renders the row theme-classic's component renders for
// an author without socials, with the theme's own class: both must still be the theme's.
const socialsDir = path.dirname(require.resolve('@docusaurus/theme-classic/lib/theme/Blog/Components/Author/Socials/index.js'));
const socialsProblems: string[] = [];
if (!/return \(\s*<div className=\{styles\.authorSocials\}>/.test(fs.readFileSync(path.join(socialsDir, 'index.js'), 'utf8'))) socialsProblems.push("theme-classic's Socials no longer renders <div className={styles.authorSocials}>");
if (!/\.authorSocials\s*\{/.test(fs.readFileSync(path.join(socialsDir, 'styles.module.css'), 'utf8'))) socialsProblems.push("theme-classic's Socials styles have no .authorSocials");
checks.push(["the author socials row is still theme-classic's", socialsProblems.length === 0, socialsProblems.join('\n')]);

// src/plugins/searchWithKeywords: every doc and post whose front matter lists keywords has them as
// tags in the search index. The search plugin reads tags from footer lists whose class starts with
// "tags_", and the docs and blog plugins hand over the front matter: internals of both.
type FrontMatter = {title?: string; keywords?: unknown};
type SearchDocument = {id: number; type: string; pageTitle: string; sectionRoute: string};
type SearchIndexFile = {documents: SearchDocument[]; index: {invertedIndex: [string, {tags?: Record<string, unknown>}][]}};
const frontMatter = (file: string): FrontMatter => (yaml.load(/^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '') ?? {}) as FrontMatter;
const documents: SearchDocument[] = [];
const tagged = new Set<number>();
for (const index of files(buildDir, /^search-index-.*\.json$/)) {
  const {documents: docs, index: lunr} = JSON.parse(fs.readFileSync(path.join(buildDir, index), 'utf8')) as SearchIndexFile;
  documents.push(...docs);
  for (const [, fields] of lunr.invertedIndex) for (const id of Object.keys(fields.tags ?? {})) tagged.add(Number(id));
}
const pageDocument = (matches: (doc: SearchDocument) => boolean): SearchDocument | undefined => documents.find((doc) => !doc.sectionRoute.includes('#') && matches(doc));
const untagged: string[] = [];
const pageFinders: [string, (file: string, data: FrontMatter) => SearchDocument | undefined][] = [
  ['docs', (file) => {
    const route = `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`;
    return pageDocument((doc) => doc.sectionRoute === route);
  }],
  ['blog', (file, {title}) => pageDocument((doc) => doc.type === 'blog' && doc.pageTitle === title)],
];
for (const [dir, findPage] of pageFinders) {
  for (const file of files(path.join(root, dir), /\.mdx?$/).map((f) => `${dir}/${f}`)) {
    const data = frontMatter(path.join(root, file));
    if (!Array.isArray(data.keywords) || data.keywords.length === 0) continue;
    const doc = findPage(file, data);
    if (!doc || !tagged.has(doc.id)) untagged.push(file);
  }
}
checks.push(['the search index holds the front-matter keywords of every page as tags', documents.length > 0 && untagged.length === 0, untagged.slice(0, 10).join('\n')]);

let passed = 0;
let failed = 0;
const failures: string[] = [];
for (const [name, ok, detail] of checks) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(`${name}: ${detail.split('\n').filter(Boolean).slice(0, 3).join(' | ')}`);
  }
  console.log(`${ok ? '✓' : '✗'} build: ${name}`);
  if (!ok && detail) console.log(detail.replace(/^/gm, '    '));
}
console.log(`build took ${((Date.now() - started) / 1000).toFixed(1)} s (full log: test-results/build.log)`);
fs.writeFileSync(path.join(root, 'test-results/build.json'), JSON.stringify({passed, failed, failures}));
console.log(`build checks: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
