// The blog plugin with each list page's previews in one script instead of one each: a generated
// module per list imports them, for lists of at least MIN_PREVIEWS_PER_SCRIPT, as each adds an entry
// to the registry every page loads. The archive's prop keeps what our BlogArchivePage shows.
// Registry: src/frameworkPatches.
import crypto from 'node:crypto';
import type {LoadContext, Plugin, RouteConfig, RouteModules} from '@docusaurus/types';
import pluginContentBlog, {type BlogContent, type PluginOptions} from '@docusaurus/plugin-content-blog';

// The blog plugin's own option schema and defaults.
export {validateOptions} from '@docusaurus/plugin-content-blog';

export const MIN_PREVIEWS_PER_SCRIPT = 3;

export default async function blogWithOneChunkPerList(context: LoadContext, options: PluginOptions): Promise<Plugin<BlogContent>> {
  const plugin = await pluginContentBlog(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const {actions} = args;
      const pending: Promise<void>[] = [];
      let lists = 0;
      let archives = 0;
      const addRoute = (route: RouteConfig) => {
        if (route.component === options.blogArchiveComponent) {
          archives += 1;
          return actions.addRoute(withLeanArchive(route));
        }
        const items = route.modules?.items;
        const previews = previewImports(items);
        if (Array.isArray(items) && items.length > 0) {
          if (!previews) throw new Error(`blog-with-one-chunk-per-list: the blog plugin's list items of ${route.path} are no longer previews it can read`);
          lists += 1;
        }
        if (!previews || previews.length < MIN_PREVIEWS_PER_SCRIPT) return actions.addRoute(route);
        const name = listItemsFileName(route.path);
        pending.push(
          actions.createData(name, listItemsModule(previews)).then((itemsModule) => {
            actions.addRoute({...route, modules: {...route.modules, items: itemsModule}});
          }),
        );
      };
      await plugin.contentLoaded?.({...args, actions: {...actions, addRoute}});
      await Promise.all(pending);
      if (lists === 0 && args.content.blogPosts.length > 0) throw new Error('blog-with-one-chunk-per-list: the blog plugin added no list page with `items`, so its list routes have changed');
      if (archives === 0 && options.archiveBasePath && args.content.blogPosts.length > 0) throw new Error('blog-with-one-chunk-per-list: the blog plugin added no archive page, so its archive route has changed');
    },
  };
}

export type ArchivePost = {id: string; metadata: {permalink: string; title: string; date: string}};

export function withLeanArchive(route: RouteConfig): RouteConfig {
  const posts = (route.props?.archive as {blogPosts?: unknown} | undefined)?.blogPosts;
  if (!Array.isArray(posts)) throw new Error(`blog-with-one-chunk-per-list: the archive route ${route.path} no longer has an \`archive.blogPosts\` prop`);
  const blogPosts: ArchivePost[] = posts.map((post: {id: string; metadata: {permalink: string; title: string; date: Date | string}}) => ({
    id: post.id,
    metadata: {permalink: post.metadata.permalink, title: post.metadata.title, date: new Date(post.metadata.date).toISOString()},
  }));
  return {...route, props: {...route.props, archive: {blogPosts}}};
}

/** `/blog/page/2` → `list-items-blog-page-2-<hash>.js`. */
export function listItemsFileName(routePath: string): string {
  const slug = routePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  const hash = crypto.createHash('sha256').update(routePath).digest('hex').slice(0, 8);
  return `list-items-${slug}-${hash}.js`;
}

type ModuleImport = {__import: true; path: string; query?: Record<string, unknown>};

const isImport = (value: unknown): value is ModuleImport =>
  typeof value === 'object' && value !== null && (value as ModuleImport).__import === true && typeof (value as ModuleImport).path === 'string';

/** The module specifiers of a list page's previews, in page order; undefined when `items` is not a list of previews. */
export function previewImports(items: RouteModules[string] | undefined): string[] | undefined {
  if (!Array.isArray(items) || items.length === 0) return undefined;
  const specifiers: string[] = [];
  for (const item of items) {
    const content = (item as {content?: unknown} | null)?.content;
    if (!isImport(content) || content.query?.truncated !== true) return undefined;
    specifiers.push(`${content.path}?truncated=true`);
  }
  return specifiers;
}

/** A module exporting the `items` prop a list page expects, each post's component carrying its module's other exports as ComponentCreator does. */
export function listItemsModule(specifiers: string[]): string {
  const imports = specifiers.map((specifier, i) => `import * as post${i} from ${JSON.stringify(specifier)};`);
  const items = specifiers.map((_, i) => `{content: withExports(post${i})}`);
  return [
    ...imports,
    '',
    'function withExports(module) {',
    '  const content = module.default;',
    "  for (const key of Object.keys(module)) if (key !== 'default') content[key] = module[key];",
    '  return content;',
    '}',
    '',
    `export default [${items.join(', ')}];`,
    '',
  ].join('\n');
}
