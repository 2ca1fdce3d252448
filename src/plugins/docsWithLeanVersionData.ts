import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import type {LoadedContent, PluginOptions, PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs/lib/index.js';

/**
 * The docs plugin, with a leaner version record. Every docs page loads that record: its sidebar
 * and, for each of the 131 docs, id, title, sidebar and description. The browser reads the
 * per-doc part in one place only, the cards of generated index pages (how-tos, scbctl: theme-
 * classic's DocCard, through useDocById). So the record keeps the docs such a page lists and
 * drops the others (36 KB raw, 7 KB gzipped, off every docs page). Routes, pages, metadata and
 * search are unchanged: each doc's own page still has its title and description.
 *
 * Should a page ever show a card for another doc (a DocCardList on a doc page), useDocById
 * throws while the page is rendered, so the build fails instead of showing a broken card.
 */
export default async function docsWithLeanVersionData(context: LoadContext, validatedOptions: unknown): Promise<Plugin> {
  const plugin = await pluginContentDocs(context, validatedOptions as PluginOptions);
  const wrapped: Plugin<LoadedContent> = {
    ...plugin,
    async contentLoaded(args) {
      const indexes = generatedIndexPermalinks(args.content);
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withLeanVersionData(route, indexes));
      return plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute}});
    },
  };
  return wrapped as Plugin;
}

// The docs plugin's own option schema and defaults (typed for its options, not generically).
docsWithLeanVersionData.validateOptions = validateOptions as unknown as NonNullable<PluginModule['validateOptions']>;

type SidebarCategoryLink = {type?: string; permalink?: string};
type LoadedSidebarItem = {type: string; items?: LoadedSidebarItem[]; link?: SidebarCategoryLink};

/** The permalinks of the generated index pages, from the loaded sidebars (the page props do not say). */
export function generatedIndexPermalinks(content: LoadedContent): Set<string> {
  const found = new Set<string>();
  const walk = (items: LoadedSidebarItem[]) => {
    for (const item of items) {
      if (item.link?.type === 'generated-index' && item.link.permalink) found.add(item.link.permalink);
      if (item.items) walk(item.items);
    }
  };
  for (const version of content.loadedVersions) {
    for (const sidebar of Object.values(version.sidebars)) walk(sidebar as LoadedSidebarItem[]);
  }
  return found;
}

/** The docs whose card a generated index page shows: the direct items of such categories. */
export function docsShownInCards(items: PropSidebarItem[], generatedIndexes: Set<string>): Set<string> {
  const shown = new Set<string>();
  const walk = (list: PropSidebarItem[]) => {
    for (const item of list) {
      if (item.type !== 'category') continue;
      if (item.href && generatedIndexes.has(item.href)) {
        for (const child of item.items) if (child.type === 'link' && child.docId) shown.add(child.docId);
      }
      walk(item.items);
    }
  };
  walk(items);
  return shown;
}

export function leanVersion(version: PropVersionMetadata, generatedIndexes: Set<string>): PropVersionMetadata {
  const shown = docsShownInCards(Object.values(version.docsSidebars).flat(), generatedIndexes);
  const docs = Object.fromEntries(Object.entries(version.docs).filter(([id]) => shown.has(id)));
  return {...version, docs};
}

export function withLeanVersionData(route: RouteConfig, generatedIndexes: Set<string>): RouteConfig {
  const version = (route.props as {version?: PropVersionMetadata} | undefined)?.version;
  const props = version?.docs ? {...route.props, version: leanVersion(version, generatedIndexes)} : route.props;
  const routes = route.routes?.map((child) => withLeanVersionData(child, generatedIndexes));
  return {...route, ...(props ? {props} : {}), ...(routes ? {routes} : {})};
}
