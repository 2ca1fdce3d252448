import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import type {LoadedContent, PluginOptions, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
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
      const shown = docsShownInCards(args.content);
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withLeanVersionData(route, shown));
      return plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute}});
    },
  };
  return wrapped as Plugin;
}

// The docs plugin's own option schema and defaults (typed for its options, not generically).
docsWithLeanVersionData.validateOptions = validateOptions as unknown as NonNullable<PluginModule['validateOptions']>;

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

export function leanVersion(version: PropVersionMetadata, shown: Set<string>): PropVersionMetadata {
  const docs = Object.fromEntries(Object.entries(version.docs).filter(([id]) => shown.has(id)));
  return {...version, docs};
}

export function withLeanVersionData(route: RouteConfig, shown: Set<string>): RouteConfig {
  const version = (route.props as {version?: PropVersionMetadata} | undefined)?.version;
  const props = version?.docs ? {...route.props, version: leanVersion(version, shown)} : route.props;
  const routes = route.routes?.map((child) => withLeanVersionData(child, shown));
  return {...route, ...(props ? {props} : {}), ...(routes ? {routes} : {})};
}
