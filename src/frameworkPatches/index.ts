// Every place that depends on a Docusaurus or search-plugin internal (a theme component we override,
// a plugin that rewrites what the framework generates, the page template): what it reads, what it
// buys, which check fails by name when the internal changes, and the Docusaurus version it was last
// verified on. `npm run bench -- --patches` measures the bytes (./measured.json, by turning each patch
// off through the switch in ./switch.ts); the README's internals table is generated from both.

/** How the bench switches a patch off: its plugin left out of the config, or theme components pointed back at the theme's own. */
export type PatchSwitch = 'plugin' | {readonly themeComponents: readonly string[]};

export type FrameworkPatch = {
  /** The files of the patch. */
  readonly where: readonly string[];
  /** The internal it reads. */
  readonly internal: string;
  /** What it buys, in words; the bench adds the bytes where it measures them. */
  readonly buys: string;
  /** What fails, naming the patch or the internal, when the internal changes. */
  readonly guard: string;
  /** The Docusaurus version on which the guard last passed and the bench last measured it. */
  readonly verifiedOn: string;
  /** How the bench turns it off to weigh it; set for the patches that exist to save bytes. */
  readonly measuredBy?: PatchSwitch;
};

const VERIFIED = '3.8.1';

const patches = {
  routeRegistryForBrowser: {
    where: ['src/plugins/routeRegistryForBrowser'],
    internal: 'the entries of `.docusaurus/registry.js` (chunk name, loader, module path, module id), the chunk names of `routesChunkNames.json`, the chunk file name template',
    buys: "route tables without module paths and with one- or two-letter chunk names; lazy chunks named by id and pushed onto a short global; the server's registry reports the browser's chunk names, so each page lists its route's scripts",
    guard: "the build stops, naming the plugin, when its pattern does not read every registry entry or registry and route table disagree (unit test breaks each, and checks the server's registry reports the short names); `test:build`: main carries no module paths or long chunk names, and every chunk pushes onto the short global",
    verifiedOn: VERIFIED,
    measuredBy: 'plugin',
  },
  tslibHelperOnly: {
    where: ['src/plugins/tslibHelperOnly'],
    internal: '`@docusaurus/utils-common` requires all of tslib for one helper',
    buys: 'a one-helper stand-in instead of tslib',
    guard: 'unit test: utils-common asks for no other helper; `test:build`: main carries no tslib',
    verifiedOn: VERIFIED,
    measuredBy: 'plugin',
  },
  buildOnlyConfigRemoved: {
    where: ['src/plugins/buildOnlyConfigRemoved'],
    internal: 'the generated `docusaurus.config.mjs` (one `export default` of JSON) and `site-metadata.json`; which config keys and `future` flags the browser reads',
    buys: 'no SSR template, plugin lists, settings of the build or plugin versions in the browser',
    guard: 'the build stops, naming the key, on a config key or `future` flag it does not know, and on another file shape; unit test: no browser code of Docusaurus, the themes or the site reads a key it removes; `test:build`: main carries no `ssrTemplate` or `pluginVersions`',
    verifiedOn: VERIFIED,
    measuredBy: 'plugin',
  },
  translatorNotesRemoved: {
    where: ['src/plugins/translatorNotesRemoved'],
    internal: "the theme writes its notes for translators as a string `description` in `translate({…})` and `<Translate …>`",
    buys: 'no notes for translators in the bundles',
    guard: 'the build stops, naming the file, on a note of another shape inside a translate call, and nothing outside those calls is touched (unit test); `test:build`: no script carries a note, and the labels are still there',
    verifiedOn: VERIFIED,
    measuredBy: 'plugin',
  },
  prismOnDemand: {
    where: ['src/plugins/prismOnDemand', 'src/theme/CodeBlock/Line/Token'],
    internal: "the file paths of theme-classic's `prism-include-languages` client module and `CodeBlock/Content`; that the code block content renders `<Pre><Code>{lines}</Code></Pre>` from `<Highlight>`'s render prop, and each line's tokens through `CodeBlock/Line/Token` with the token and its line",
    buys: 'Prism and its grammars only for code the server did not highlight; hydration adopts the server-rendered lines; plain tokens are text in their line, not elements',
    guard: 'the browser build fails when a stand-in is not among its modules; `test:build`: main carries no Prism, and a page\'s code has no plain token element; e2e: `codeHighlighting.spec.ts` finds React managing no line of a block; unit: `prismOnDemand.test.ts` reads the server\'s tokens back and renders them alike, and finds theme-classic\'s line passing each token and its line to `CodeBlock/Line/Token`',
    verifiedOn: VERIFIED,
    measuredBy: 'plugin',
  },
  docsWithLeanVersionData: {
    where: ['src/plugins/docsWithLeanVersionData'],
    internal: "docs routes carry the version record as their `version` prop; the docs plugin's global data lists every doc (`toGlobalDataVersion`), read only by doc navbar items, the version dropdown and the older-version banner",
    buys: 'the version record without the docs no card shows; the global data without its list of docs',
    guard: 'the build stops, naming the plugin, when no route carries the prop or the global data has another shape; `test:build`: main carries no list of docs',
    verifiedOn: VERIFIED,
    measuredBy: 'plugin',
  },
  blogWithOneChunkPerList: {
    where: ['src/plugins/blogWithOneChunkPerList', 'src/theme/BlogArchivePage'],
    internal: "the shapes of a blog list page's `items` and of the archive page's `archive` props",
    buys: "one script of previews per list page; an archive prop of the three fields our archive page shows; the archive's years as `h2` sections inside `<main>`",
    guard: 'the build stops, naming the plugin, on another shape of either prop; e2e: `blog.spec.ts` loads each list in one script and lists the archive by year',
    verifiedOn: VERIFIED,
    measuredBy: 'plugin',
  },
  docsLayoutInOneChunk: {
    where: ['src/plugins/docsLayoutInOneChunk'],
    internal: "the file paths of theme-classic's DocsRoot, DocVersionRoot, DocRoot and DocItem and of the docs plugin's generated route context (`docusaurus-plugin-content-docs/default/__plugin.json`); the chunk graph the bundler hands a split-chunks test",
    buys: 'one script for the docs layout and the docs route context instead of several',
    guard: 'the build fails, naming the component or the route context, when one of them is not in the chunk',
    verifiedOn: VERIFIED,
    measuredBy: 'plugin',
  },
  stylesOnDemand: {
    where: ['src/plugins/stylesOnDemand'],
    internal: "Docusaurus bundles all CSS into one `styles` split-chunks group, whose priority the groups must outrank",
    buys: "the search dialog's and the scan builder's styles load with their code, not before every page renders",
    guard: '`test:build`: both are stylesheets of their own',
    verifiedOn: VERIFIED,
    measuredBy: 'plugin',
  },
  unusedStylesRemoved: {
    where: ['src/plugins/unusedStylesRemoved'],
    internal: 'one `assets/css/styles.<hash>.css`, linked by every page',
    buys: "the stylesheet every page loads without Infima's unused rules and custom properties",
    guard: 'the build stops, naming the plugin, on another layout; `test:build` checks rules, properties and links',
    verifiedOn: VERIFIED,
    measuredBy: 'plugin',
  },
  idlePrefetch: {
    where: ['src/plugins/idlePrefetch'],
    internal: "`<Link>` prefetches through `window.docusaurus.prefetch` (the documented client API), a frozen object the client entry sets after the client modules ran",
    buys: 'the prefetching of the links in view runs in short idle slices instead of one long task (Lighthouse TBT, `npm run bench:lighthouse`); it costs bytes',
    guard: 'e2e: `nav.spec.ts` counts every route prefetch of the front page inside an idle callback',
    verifiedOn: VERIFIED,
    measuredBy: 'plugin',
  },
  firstRouteLoadInOwnTask: {
    where: ['src/plugins/firstRouteLoadInOwnTask'],
    internal: "the client entry (`@docusaurus/core/lib/client/clientEntry.js`) imports `./preload` and calls it once as it starts (its module's top level), before it hydrates",
    buys: "the first route is matched, and each matched route's modules run (the layouts', then the page's content), in tasks of their own after the app's start (the runtime's evaluation, src/ssr/template.ts), so no task of a first load grows with the page (`npm run bench:lighthouse`)",
    guard: "the browser build fails, naming the plugin, when the stand-in is not among its modules; e2e: `longPages.spec.ts` finds no script element added from inside a bundle's evaluation; unit: `firstRouteLoadInOwnTask.test.ts` runs one task at a time and finds one matched route preloaded per task",
    verifiedOn: VERIFIED,
  },
  routeComponentsOnFirstUse: {
    where: ['src/plugins/routeComponentsOnFirstUse'],
    internal: "the generated `routes.js` gives every route the component `ComponentCreator(path, hash)` (`@docusaurus/core/lib/client/exports/ComponentCreator.js`) at its top level, and the framework reads a route component only to render it and to call its `preload()`",
    buys: "the app's start, the longest script task of every first load, builds no loadable component for the routes a page does not match (`npm run bench:lighthouse`)",
    guard: "the browser build fails, naming the plugin, when the stand-in is not among its modules; unit: `routeComponentsOnFirstUse.test.ts` reads a route table without building a component, then builds each once, on its first preload or render",
    verifiedOn: VERIFIED,
  },
  shallowMemoWithoutCollator: {
    where: ['src/plugins/shallowMemoWithoutCollator'],
    internal: "theme-common's `lib/utils/reactUtils.js` and its `useShallowMemoObject`, which orders an object's keys with `localeCompare` (every code block's word-wrap observer and the docs' secondary menu call it while hydrating)",
    buys: "no collator set up while a page hydrates: the first `localeCompare` of a page costs more than the rest of a code block's hydration (`npm run bench:lighthouse`)",
    guard: 'the browser build fails, naming the plugin, when the stand-in is not among its modules; e2e: `longPages.spec.ts` hydrates a long page without calling `localeCompare`',
    verifiedOn: VERIFIED,
  },
  renderAfterHydrationInSlices: {
    where: ['src/plugins/renderAfterHydrationInSlices'],
    internal: "core's `lib/client/browserContext.js`, whose provider sets the flag `useIsBrowser` reads once hydration has committed, and theme-common's `lib/hooks/useCodeWordWrap.js`, which stores whether each code block overflows after it mounts: both in ordinary updates; theme-common's `lib/hooks/usePrismTheme.js`, which reads the colour-mode context, whose choice goes from none to the default right after hydration",
    buys: "the render that follows hydration (each code block's buttons, its word-wrap button, `BrowserOnly`) runs in slices instead of one task that grows with the page; a block measures itself when the browser has laid it out (a ResizeObserver) instead of forcing a layout to measure itself as it mounts; code blocks follow the colours shown (`<html data-theme>`), so that choice renders none of them again (`npm run bench:lighthouse`)",
    guard: "the browser build fails, naming the plugin, when a stand-in is not among its modules; e2e: `longPages.spec.ts` scrolls to each block and finds word wrap offered on exactly the blocks wider than the screen, after a load and after a resize, and copies a long page's last block on a slowed processor; `theme.spec.ts` finds no code block rendered again when the stored choice changes and the colours do not, and the code colours following the toggle and a dark reader's load",
    verifiedOn: VERIFIED,
  },
  mainCompiledWhileLoading: {
    where: ['src/plugins/mainCompiledWhileLoading'],
    internal: "Docusaurus names its client entry's chunk `main`; the minifier drops comments at the bundler's size-optimising stage",
    buys: "main.js opens with V8's compile hint, so its functions are compiled off the main thread while it loads instead of on it as the app starts, the longest script task of every first load (`npm run bench:lighthouse`); it costs the comment's bytes",
    guard: '`test:build`: main.js, and no other script, opens with the hint; the build stops, naming the plugin, when the chunk `main` has not exactly one script',
    verifiedOn: VERIFIED,
  },
  staticRouteMatch: {
    where: ['src/plugins/staticRouteMatch'],
    internal: "react-router 5's `esm/react-router.js`, which compiles each route path with path-to-regexp (1.x) and runs the expression on the URL; `matchRoutes` tries the routes in order until one matches",
    buys: "finding a page's route builds no regular expression for the plain paths it tries, work that grows with the route's place in the route table and lands in the first load's longest tasks (`npm run bench:lighthouse`)",
    guard: "the browser build fails, naming the plugin, when the stand-in is not among its modules; unit: `staticRouteMatch.test.ts` matches every route of the build as the library does, for every option; e2e: the navigation suites",
    verifiedOn: VERIFIED,
  },
  scriptsAfterFirstPaint: {
    where: ['src/ssr/template.ts'],
    internal: "the script tags and body end of Docusaurus's page template; the server render's report of route modules, matched against the client manifest",
    buys: "the bundles, main's and the route's, load after the first paint, so text and links are on screen before the scripts share the connection, and the route's code does not wait for main.js to run; the app starts as the runtime, listed last, runs, below its small script rather than main.js (with DevTools attached, as in Lighthouse, the Errors React creates as it loads made the browser re-parse all of main.js)",
    guard: "the build fails when the template's script tags are not found or a bundle lies outside `assets/js`; `test:build`: every page lists its route's bundles, then main.js and the runtime, a doc's holding its content; e2e (`metadata.spec.ts`): on a slow network the route's bundles are asked for before the runtime arrives, each once",
    verifiedOn: VERIFIED,
  },
  searchWithKeywords: {
    where: ['src/plugins/searchWithKeywords'],
    internal: "the search plugin reads tags from `tags_` footer lists (of a page's first section only) and indexes in `postBuild`; the docs and blog plugins hand over the front matter; the theme's markup that `pagesForSearch.ts` reads (`theme-doc-sidebar-container`, `menu__link--active`, `generatedIndexPage_`, the `docusaurus_tag` meta, `token-line` spans)",
    buys: "front-matter keywords and a section's `section_keywords` found by the search; pages laid out for the search; smaller indexes",
    guard: 'the indexing stops, naming the markup, when the built pages lack any of it (unit test breaks each); `test:build`: every page\'s keywords are tags in the index, and a fixed set of queries still ranks',
    verifiedOn: VERIFIED,
  },
  markdownTwins: {
    where: ['src/plugins/markdownTwins'],
    internal: "the theme's page markup (article, breadcrumbs, code blocks); the docs and blog plugins' loaded content (`loadedVersions`, `blogPosts`, `blogListPaginated`, `blogTags`, `blogTagsListPath`)",
    buys: 'the Markdown twins and `llms*.txt`',
    guard: 'the build fails on a route without a twin or HTML left in one, and names each content field that is gone or changed',
    verifiedOn: VERIFIED,
  },
  mobileMenuOnDemand: {
    where: ['src/theme/Navbar/MobileSidebar'],
    internal: '`useNavbarMobileSidebar` from `@docusaurus/theme-common/internal`',
    buys: 'the mobile menu loads and renders when first opened',
    guard: '`test:build`: main carries no mobile menu layout; e2e: `mobile.spec.ts` opens the menu, with the docs sidebar',
    verifiedOn: VERIFIED,
    measuredBy: {themeComponents: ['Navbar/MobileSidebar']},
  },
  navbarItemTypesUsed: {
    where: ['src/theme/NavbarItem/ComponentTypes.tsx'],
    internal: "the theme's map of navbar item types",
    buys: 'only the navbar item types our navbar uses',
    guard: 'the theme throws while rendering the pages when the config names another type',
    verifiedOn: VERIFIED,
    measuredBy: {themeComponents: ['NavbarItem/ComponentTypes']},
  },
  bannersOnDemand: {
    where: ['src/theme/DocVersionBanner', 'src/theme/DocVersionBadge', 'src/theme/ContentVisibility'],
    internal: "the props and version fields the theme's banners and badge read (`banner`, `badge`, `unlisted`, `draft`)",
    buys: 'the version and unlisted banners load only for a page that shows one',
    guard: 'e2e: `docs.spec.ts` and `blog.spec.ts` render the docs and posts',
    verifiedOn: VERIFIED,
    measuredBy: {themeComponents: ['DocVersionBanner', 'DocVersionBadge', 'ContentVisibility']},
  },
  notFoundOnDemand: {
    where: ['src/theme/NotFound/Content'],
    internal: "theme-classic's DocRoot imports `NotFound/Content` for a path no doc matches, and the NotFound page renders it",
    buys: 'no doc page loads the not-found text; a 404 page loads it while the rest hydrates',
    guard: '`test:build`: no doc page lists a script with the not-found text, and the 404 page shows it; e2e: `routes.spec.ts` shows it for an unknown path, loaded and followed, also under /docs/',
    verifiedOn: VERIFIED,
    measuredBy: {themeComponents: ['NotFound/Content']},
  },
  authorSocialsOnDemand: {
    where: ['src/theme/Blog/Components/Author/Socials'],
    internal: "the theme's `authorSocials` row, its class and CSS module path",
    buys: "no brand icons on blog pages whose authors list no social profile, with the theme's row in place",
    guard: "`test:build`: the row is still the theme's; e2e: `blog.spec.ts` keeps the row and loads no icons",
    verifiedOn: VERIFIED,
    measuredBy: {themeComponents: ['Blog/Components/Author/Socials']},
  },
  liveCodeOnDemand: {
    where: ['src/theme/CodeBlock'],
    internal: "theme-live-codeblock's CodeBlock (`@theme-init`), theme-classic's `CodeBlock/Content/Element` and `String`, and that the theme remounts every block after hydration",
    buys: 'react-live only for a live block the reader edits; blocks highlighted once unless the colour mode differs from the default',
    guard: 'e2e: `docs.spec.ts` edits the live block, `codeHighlighting.spec.ts` checks the blocks',
    verifiedOn: VERIFIED,
    measuredBy: {themeComponents: ['CodeBlock']},
  },
  searchOnDemand: {
    where: ['src/theme/SearchBar'],
    internal: "the search plugin's placeholder translation id, its `.aa-DetachedSearchButton`, and the `cmfcmfhighlight` location state of a page opened from a result",
    buys: "the search code loads when the reader reaches for the search; a stand-in button until then",
    guard: 'e2e: `search.spec.ts` (nothing moves while the search code loads, the indexes download when idle)',
    verifiedOn: VERIFIED,
    measuredBy: {themeComponents: ['SearchBar']},
  },
  searchEngineLunr: {
    where: ['src/search/lunr.ts'],
    internal: "the search plugin's lunr build (`@cmfcmf/docusaurus-search-local/lib/lunr.js`, lunr 2.3.9) and how the plugin sets it up for English (the tokenizer's separator, no language plugin)",
    buys: 'a query split and stemmed exactly as the plugin split and stemmed the pages, in a worker that cannot load the plugin\'s generated module (it imports stylesheets)',
    guard: 'unit: `tests/unit/search/lunr.test.ts` compares the set-up with the module the plugin generates for the site\'s options',
    verifiedOn: VERIFIED,
  },
  searchDialogInternals: {
    where: ['src/components/LocalSearch'],
    internal: "the plugin's highlighter `@theme-original/SearchBar/HighlightSearchResults` and the history state it reads (`{cmfcmfhighlight: {terms, isDocsOrBlog}}`); the plugin's dialog stylesheet (`lib/client/theme/SearchBar/index.css`) and its global data (boosts, result limit)",
    buys: 'the searched words marked on the page a result opens; our dialog looks and ranks as the plugin\'s own',
    guard: 'e2e: `search.spec.ts` opens a result and finds the terms marked; the build fails on a missing stylesheet; unit: `tests/unit/data/searchOptions.test.ts` holds `searchSettings` to the plugin\'s global data',
    verifiedOn: VERIFIED,
  },
  announcementShownAgain: {
    where: ['src/theme/AnnouncementBar'],
    internal: "`useAnnouncementBar` from `@docusaurus/theme-common/internal`; the theme's inline script and its `data-announcement-bar-initially-dismissed` attribute",
    buys: 'a new announcement shows at once after an older one was dismissed',
    guard: 'e2e: `announcement.spec.ts`',
    verifiedOn: VERIFIED,
  },
  readMoreLinkNamed: {
    where: ['src/theme/BlogPostItem/Footer/ReadMoreLink'],
    internal: "the props theme-classic hands its read-more link (`blogPostTitle` and the link's)",
    buys: "a \"Continue reading\" link whose text names the post",
    guard: 'e2e: `blog.spec.ts`',
    verifiedOn: VERIFIED,
  },
  wrappedForReaders: {
    where: ['src/theme/BlogPostItems', 'src/theme/TOC', 'src/theme/BlogPostItem/Header/Info', 'src/theme/DocBreadcrumbs'],
    internal: 'the components themselves, wrapped: theme-classic marks them unsafe to swizzle, so their names and props may change in a minor release',
    buys: 'a heading on the blog list pages, the table of contents as a navigation landmark, "Copy page" and "View as Markdown" on docs and posts',
    guard: 'e2e: `blog.spec.ts`, `docs.spec.ts`, `twins.spec.ts`',
    verifiedOn: VERIFIED,
  },
} satisfies Record<string, FrameworkPatch>;

export type PatchId = keyof typeof patches;

export const FRAMEWORK_PATCHES: Readonly<Record<PatchId, FrameworkPatch>> = patches;

export const PATCH_IDS = Object.keys(FRAMEWORK_PATCHES) as PatchId[];

/** The plugins of src/plugins that read no internal: public lifecycles and options only. */
export const PUBLIC_API_PLUGINS = ['agentCatalog', 'manifestSchemas', 'releaseFactsForTools', 'postcssConfigGiven'] as const;
