import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {type LoadedContent, type PluginOptions, type PropVersionMetadata} from '@docusaurus/plugin-content-docs';

// The docs plugin's own option schema and defaults.
export {validateOptions} from '@docusaurus/plugin-content-docs';

/**
 * The docs plugin, with a leaner version record. Every docs page loads that record: its sidebar
 * and, for each of the 131 docs, id, title, sidebar and description. The browser reads the
 * per-doc part in one place only, the cards of generated index pages (how-tos, scbctl: theme-
 * classic's DocCard, through useDocById). So the record keeps the docs such a page lists and
 * drops the others; the sidebar's links keep a doc id only for those docs too. Routes, pages, metadata and
 * search are unchanged: each doc's own page still has its title and description.
 *
 * Should a page ever show a card for another doc (a DocCardList on a doc page), useDocById
 * throws while the page is rendered, so the build fails instead of showing a broken card. And
 * should the docs plugin stop handing its routes the version record as the `version` prop (an
 * internal of the plugin and theme), the build fails too, rather than carry the whole record again.
 *
 * The plugin's global data, in the bundle every page loads, lists every doc again (id, path,
 * sidebar: 1.5 KB brotli on every route). Only the navbar items of type `doc` and `docSidebar`,
 * the version dropdown and the banner of an older version read that list (theme-common's
 * useActiveDocContext and useLayoutDoc); our navbar has none of them
 * (src/theme/NavbarItem/ComponentTypes.tsx) and our site one version. The search reads the
 * versions' names and paths, which stay. So the global data keeps its versions without the list.
 */
export default async function docsWithLeanVersionData(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const shown = docsShownInCards(args.content);
      let leaned = 0;
      const addRoute = (route: RouteConfig) => {
        const lean = withLeanVersionData(route, shown);
        if (lean !== route) leaned += 1;
        args.actions.addRoute(lean);
      };
      const setGlobalData = (data: unknown) => args.actions.setGlobalData(withoutDocList(data));
      await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute, setGlobalData}});
      if (leaned === 0) throw new Error('docs-with-lean-version-data: no docs route carries the version record as its `version` prop any more; see src/plugins/docsWithLeanVersionData');
    },
  };
}

type LoadedSidebarItem = {type: string; id?: string; items?: LoadedSidebarItem[]; link?: {type?: string}};

/**
 * The docs whose card a generated index page shows: the doc items directly inside a category
 * whose link is a generated index. Read from the loaded sidebars, which say what kind of page a
 * category links to (the page props only give its href).
 */
export function docsShownInCards(content: LoadedContent): Set<string> {
  const shown = new Set<string>();
  const walk = (items: LoadedSidebarItem[]) => {
    for (const item of items) {
      if (!item.items) continue;
      if (item.link?.type === 'generated-index') {
        for (const child of item.items) if ((child.type === 'doc' || child.type === 'ref') && child.id) shown.add(child.id);
      }
      walk(item.items);
    }
  };
  for (const version of content.loadedVersions) {
    for (const sidebar of Object.values(version.sidebars)) walk(sidebar as LoadedSidebarItem[]);
  }
  return shown;
}

type PropSidebarItem = PropVersionMetadata['docsSidebars'][string][number];

/**
 * A sidebar as the browser reads it. A link item keeps its `docId` only for a doc that a card
 * shows (DocCard looks the doc up by it; the sidebar itself reads `href`), and says `unlisted`
 * only when it is (the theme reads the flag as a boolean).
 */
export function leanSidebar(items: PropSidebarItem[], shown: Set<string>): PropSidebarItem[] {
  return items.map((item) => {
    if (item.type === 'category') return {...item, items: leanSidebar(item.items, shown)};
    if (item.type !== 'link') return item;
    const {docId, unlisted, ...rest} = item;
    return {...rest, ...(docId && shown.has(docId) ? {docId} : {}), ...(unlisted ? {unlisted} : {})};
  });
}

export function leanVersion(version: PropVersionMetadata, shown: Set<string>): PropVersionMetadata {
  const docs = Object.fromEntries(Object.entries(version.docs).filter(([id]) => shown.has(id)));
  const docsSidebars = Object.fromEntries(Object.entries(version.docsSidebars).map(([name, items]) => [name, leanSidebar(items, shown)]));
  return {...version, docs, docsSidebars};
}

/** The route with a lean version record in its props and in those of its child routes; the route itself when none of them has one. */
export function withLeanVersionData(route: RouteConfig, shown: Set<string>): RouteConfig {
  const version = (route.props as {version?: PropVersionMetadata} | undefined)?.version;
  const props = version?.docs ? {...route.props, version: leanVersion(version, shown)} : route.props;
  const routes = route.routes?.map((child) => withLeanVersionData(child, shown));
  if (props === route.props && (routes ?? []).every((child, i) => child === route.routes![i])) return route;
  return {...route, ...(props ? {props} : {}), ...(routes ? {routes} : {})};
}

type GlobalDataVersion = {name: string; path: string; docs: unknown[]};

/**
 * The docs plugin's global data without the list of docs in each version. Throws, naming the
 * internal, when the data no longer has that shape (plugin-content-docs' toGlobalDataVersion).
 */
export function withoutDocList(data: unknown): unknown {
  const versions = (data as {versions?: GlobalDataVersion[]} | undefined)?.versions;
  if (!Array.isArray(versions) || !versions.every((v) => typeof v?.name === 'string' && typeof v.path === 'string' && Array.isArray(v.docs))) {
    throw new Error(
      "docs-with-lean-version-data: the docs plugin's global data no longer has versions with a `docs` list (plugin-content-docs lib/globalData.js, toGlobalDataVersion); see withoutDocList in src/plugins/docsWithLeanVersionData",
    );
  }
  return {...(data as object), versions: versions.map((version) => ({...version, docs: []}))};
}
