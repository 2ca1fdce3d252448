import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {siteUrl, siteKeywords, siteTagline, footerCopyright, blogTitle, blogDescription} from './src/data/site';
import {announcement} from './src/data/announcement';
import {lightCodeTheme, darkCodeTheme} from './src/data/codeThemes';
import rehypeAccessibleMarkup from './src/rehype/accessibleMarkup';
import remarkReleaseFacts from './src/remark/releaseFacts';
import searchWithKeywords from './src/plugins/searchWithKeywords';
import prismOnDemand from './src/plugins/prismOnDemand';
import {ssrTemplate} from './src/ssr/template';
import stylesOnDemand from './src/plugins/stylesOnDemand';
import buildOnlyConfigRemoved from './src/plugins/buildOnlyConfigRemoved';
import routeRegistryForBrowser from './src/plugins/routeRegistryForBrowser';
import tslibHelperOnly from './src/plugins/tslibHelperOnly';
import idlePrefetch from './src/plugins/idlePrefetch';
import firstRouteLoadInOwnTask from './src/plugins/firstRouteLoadInOwnTask';
import routeComponentsOnFirstUse from './src/plugins/routeComponentsOnFirstUse';
import shallowMemoWithoutCollator from './src/plugins/shallowMemoWithoutCollator';
import renderAfterHydrationInSlices from './src/plugins/renderAfterHydrationInSlices';
import staticRouteMatch from './src/plugins/staticRouteMatch';
import translatorNotesRemoved from './src/plugins/translatorNotesRemoved';
import docsLayoutInOneChunk from './src/plugins/docsLayoutInOneChunk';
import markdownTwins from './src/plugins/markdownTwins';
import manifestSchemas from './src/plugins/manifestSchemas';
import agentCatalog from './src/plugins/agentCatalog';
import releaseFactsForTools from './src/plugins/releaseFactsForTools';
import unusedStylesRemoved from './src/plugins/unusedStylesRemoved';
import postcssConfigGiven from './src/plugins/postcssConfigGiven';
import mainCompiledWhileLoading from './src/plugins/mainCompiledWhileLoading';
import {searchOptions} from './src/data/searchOptions';
import {withoutSearchOnlyFrontMatter} from './src/plugins/searchWithKeywords/sectionKeywords';
import {patchesOff, patchPlugins} from './src/frameworkPatches/switch';
import {LAID_OUT_WHOLE_ON_ARRIVAL} from './src/browser/laidOutWhole';

// Where "Edit this page" links point: the documentation folder of the main repository.
const EDIT_URL = 'https://github.com/secureCodeBox/secureCodeBox/edit/main/documentation/';

// Rspack, SWC and Lightning CSS make the cold build several times faster on our 2-core CI.
const USE_FASTER_BUNDLER = true;

// Framework patches the bench leaves out to weigh them ($FRAMEWORK_PATCHES_OFF, src/frameworkPatches); none otherwise.
const PATCHES_OFF = patchesOff();
// The bundler's persistent cache does not know the switch: modules resolved with patches off would
// be reused by the next build with them on, and the reverse. Builds with patches off go without it.
if (PATCHES_OFF.size > 0) process.env.DOCUSAURUS_NO_PERSISTENT_CACHE = '1';

const docs = {
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  editUrl: EDIT_URL,
  breadcrumbs: true,
  // Before the default plugins, so that headings, the table of contents and code blocks see the facts.
  beforeDefaultRemarkPlugins: [remarkReleaseFacts],
  rehypePlugins: [rehypeAccessibleMarkup],
  lastVersion: 'current',
  versions: {current: {label: 'Current', path: ''}},
} satisfies DocsOptions;

const blog = {
  blogTitle,
  blogDescription,
  postsPerPage: 10,
  rehypePlugins: [rehypeAccessibleMarkup],
  showReadingTime: true,
  blogSidebarCount: 'ALL',
  blogSidebarTitle: 'All posts',
  editUrl: EDIT_URL,
  onInlineTags: 'ignore',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  feedOptions: {
    type: 'all',
    title: blogTitle,
    description: blogDescription,
    copyright: footerCopyright,
    language: 'en',
    // Every post belongs in the feeds (the default would cut them to the newest 20).
    limit: false,
  },
} satisfies BlogOptions;

const themeConfig = {
  image: 'img/social-card.png',
  metadata: [{name: 'keywords', content: siteKeywords.join(', ')}],
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  announcementBar: {
    id: announcement.id,
    content: announcement.html,
    isCloseable: true,
  },
  docs: {
    sidebar: {hideable: false, autoCollapseCategories: false},
  },
  blog: {sidebar: {groupByYear: true}},
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  navbar: {
    title: 'secureCodeBox',
    hideOnScroll: false,
    logo: {
      alt: 'secureCodeBox logo',
      src: 'img/logo.svg',
      srcDark: 'img/logo-dark.svg',
      width: 32,
      height: 32,
    },
    items: [
      {to: 'docs/getting-started/installation', activeBasePath: 'docs', label: 'Docs', position: 'left'},
      {to: 'blog', label: 'Blog', position: 'left'},
      {
        href: 'https://github.com/secureCodeBox/',
        position: 'right',
        className: 'navbar-icon-link navbar-icon-link--github',
        'aria-label': 'secureCodeBox on GitHub',
      },
      {
        href: 'https://owasp.org/www-project-securecodebox/',
        position: 'right',
        className: 'navbar-icon-link navbar-icon-link--owasp',
        'aria-label': 'secureCodeBox at OWASP',
      },
      {type: 'search', position: 'right'},
    ],
  },
  footer: {
    style: 'dark',
    logo: {
      alt: 'secureCodeBox logo',
      src: 'img/logo-footer.svg',
      srcDark: 'img/logo-footer-dark.svg',
      width: 168,
      height: 40,
    },
    links: [
      {
        title: 'Docs',
        items: [
          {label: 'Style Guide', href: 'https://github.com/secureCodeBox/secureCodeBox/blob/main/documentation/README.md'},
          {label: 'Icons', href: 'https://github.com/secureCodeBox/secureCodeBox/tree/main/documentation/static/img'},
        ],
      },
      {
        title: 'Community',
        items: [
          {label: 'GitHub', href: 'https://github.com/secureCodeBox'},
          {label: 'OWASP Slack (#project-securecodebox)', href: 'https://owasp.org/slack/invite'},
          {label: 'Mastodon', href: 'https://infosec.exchange/@secureCodeBox'},
        ],
      },
      {
        title: 'More',
        items: [
          {label: 'Imprint', href: 'https://www.iteratec.com/en/legal-notice/'},
          {label: 'Data Protection', href: 'https://www.iteratec.com/en/data-protection/'},
          {
            html: `<a class="footer__badge" href="https://www.netlify.com" target="_blank" rel="noopener noreferrer"><img src="/img/badges/netlify.svg" alt="Deploys by Netlify" width="114" height="51" loading="lazy"></a>`,
          },
        ],
      },
    ],
    copyright: footerCopyright,
  },
  prism: {
    theme: lightCodeTheme,
    darkTheme: darkCodeTheme,
    additionalLanguages: ['python', 'java', 'rust', 'yaml', 'go', 'bash', 'diff', 'json', 'javascript', 'makefile'],
  },
  liveCodeBlock: {playgroundPosition: 'bottom'},
} satisfies Preset.ThemeConfig;

export default {
  title: 'secureCodeBox',
  tagline: siteTagline,
  url: siteUrl,
  baseUrl: '/',
  // Scripts load after the first paint (src/ssr/template.ts).
  ...(PATCHES_OFF.has('scriptsAfterFirstPaint') ? {} : {ssrTemplate}),
  // Docusaurus's base-URL banner (the spec's error catalogue: "Your Docusaurus site did not load
  // properly", with the base URL to try): an inline script on the front page writes it into the
  // page, and the stylesheet hides it. Served under another path than baseUrl (a fork, a preview
  // host, a mirror), the stylesheet does not load and the banner tells the deployer why.
  baseUrlIssueBanner: true,
  favicon: 'img/favicon.svg',
  // Every page names the site's index for tools and assistants (llms.txt), as the llms.txt
  // convention's link relation has it; doc pages and posts also link their own Markdown twin.
  headTags: [
    {tagName: 'link', attributes: {rel: 'describedby', href: '/llms.txt', type: 'text/plain'}},
    {tagName: 'script', attributes: {}, innerHTML: LAID_OUT_WHOLE_ON_ARRIVAL},
  ],
  organizationName: 'secureCodeBox',
  projectName: 'secureCodeBox',
  trailingSlash: undefined,

  // Anchors, markdown links and duplicate routes only warn here, as the product specification
  // sets them; the build checks (tests/build/output.test.ts) turn any such warning into a failing test.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory'}},
  },

  future: {
    v4: true,
    experimental_faster: USE_FASTER_BUNDLER,
  },

  // .md files are plain CommonMark; only .mdx files may contain JSX.
  markdown: {
    format: 'detect',
    // A page's section_keywords are for the search index only (src/plugins/searchWithKeywords reads
    // them from the page's file): left in, they would travel to the browser in every page's bundle.
    parseFrontMatter: async (params) => withoutSearchOnlyFrontMatter(await params.defaultParseFrontMatter(params)),
  },

  // The docs and blog plugins are the preset's, wrapped. They are given as module paths, so that
  // Docusaurus validates their options with the validateOptions each module re-exports (the docs
  // and blog plugins' own) and hands the wrappers those plugins' typed options.
  presets: [['classic', {docs: false, blog: false, theme: {customCss: './src/css/custom.css'}} satisfies Preset.Options]],
  themes: ['@docusaurus/theme-live-codeblock'],
  clientModules: ['./src/browser/layOutWhenIdle.ts'],
  // markdownTwins comes before the search plugin: the postBuild of each starts a worker thread, so
  // the twins are converted while the search indexes are built, on two cores.
  plugins: [
    PATCHES_OFF.has('docsWithLeanVersionData') ? ['@docusaurus/plugin-content-docs', docs] : ['./src/plugins/docsWithLeanVersionData/index.ts', docs],
    PATCHES_OFF.has('blogWithOneChunkPerList') ? ['@docusaurus/plugin-content-blog', blog] : ['./src/plugins/blogWithOneChunkPerList/index.ts', blog],
    markdownTwins,
    [searchWithKeywords, searchOptions],
    ...patchPlugins(
      {prismOnDemand, stylesOnDemand, routeRegistryForBrowser, tslibHelperOnly, buildOnlyConfigRemoved, idlePrefetch, firstRouteLoadInOwnTask, routeComponentsOnFirstUse, shallowMemoWithoutCollator, renderAfterHydrationInSlices, staticRouteMatch, translatorNotesRemoved, docsLayoutInOneChunk, unusedStylesRemoved, mainCompiledWhileLoading},
      PATCHES_OFF,
    ),
    postcssConfigGiven,
    manifestSchemas,
    agentCatalog,
    releaseFactsForTools,
  ],
  themeConfig,
} satisfies Config;
