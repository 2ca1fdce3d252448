// The docs plugin with leaner version data: the version record of every docs page keeps only the docs
// that index pages show as cards (DocCard's useDocById throws on a missing one), and the global data
// of every page drops its list of docs, read only by navbar items and banners the site lacks.
// Registry: src/frameworkPatches.
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {type LoadedContent, type PluginOptions, type PropVersionMetadata} from '@docusaurus/plugin-content-docs';

// The docs plugin's own option schema and defaults.
export {validateOptions} from '@docusaurus/plugin-content-docs';

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

/** The docs whose card a generated index page shows: the doc items directly inside a category linking to one. */
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

/** A sidebar as the browser reads it: a link keeps its `docId` only for a doc a card shows, `unlisted` only when true. */
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

/** The route with lean version records in its and its children's props; the route itself when none has one. */
export function withLeanVersionData(route: RouteConfig, shown: Set<string>): RouteConfig {
  const version = (route.props as {version?: PropVersionMetadata} | undefined)?.version;
  const props = version?.docs ? {...route.props, version: leanVersion(version, shown)} : route.props;
  const routes = route.routes?.map((child) => withLeanVersionData(child, shown));
  if (props === route.props && (routes ?? []).every((child, i) => child === route.routes![i])) return route;
  return {...route, ...(props ? {props} : {}), ...(routes ? {routes} : {})};
}

type GlobalDataVersion = {name: string; path: string; docs: unknown[]};

/** The global data without each version's list of docs; throws, naming the internal, on another shape. */
export function withoutDocList(data: unknown): unknown {
  const versions = (data as {versions?: GlobalDataVersion[]} | undefined)?.versions;
  if (!Array.isArray(versions) || !versions.every((v) => typeof v?.name === 'string' && typeof v.path === 'string' && Array.isArray(v.docs))) {
    throw new Error(
      "docs-with-lean-version-data: the docs plugin's global data no longer has versions with a `docs` list (plugin-content-docs lib/globalData.js, toGlobalDataVersion); see withoutDocList in src/plugins/docsWithLeanVersionData",
    );
  }
  return {...(data as object), versions: versions.map((version) => ({...version, docs: []}))};
}
