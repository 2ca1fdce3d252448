import crypto from 'node:crypto';
import type {LoadContext, Plugin, RouteConfig, RouteModules} from '@docusaurus/types';
import pluginContentBlog, {type BlogContent, type PluginOptions} from '@docusaurus/plugin-content-blog';

// The blog plugin's own option schema and defaults.
export {validateOptions} from '@docusaurus/plugin-content-blog';

/**
 * The blog plugin, with each list page's post previews in one script. The plugin gives a list
 * page (/blog, /blog/page/N, a tag's or an author's page) one module per preview, and each
 * module becomes its own script: /blog loaded ten small scripts, and gzip could not share their
 * common words. Here a generated module per list page imports that
 * page's previews, so webpack puts them into one script (fewer bytes, one request instead of
 * ten). The pages receive the same `items` prop as before.
 *
 * Each generated module costs every page one more entry in the route registry that main.js
 * carries, while the previews of a post are shared by all lists that
 * show it. So only lists of at least three previews get their own script: the blog pages and the
 * busiest tags (merging every list would make every page heavier than it saves).
 *
 * The archive page gets only what it shows. The plugin hands it every listed post whole, with
 * the post's Markdown source and all its metadata, in the archive's first load; our BlogArchivePage reads a post's permalink, title
 * and date, so that is all its prop carries.
 *
 * The shapes of a list page's `items` and of the archive's `archive` prop are the blog plugin's
 * internals. Should either change, nothing else would tell, so the build fails instead.
 */
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

/** What the archive page reads of a post. */
export type ArchivePost = {id: string; metadata: {permalink: string; title: string; date: string}};

/** The archive route with a prop of only the fields our BlogArchivePage shows. */
export function withLeanArchive(route: RouteConfig): RouteConfig {
  const posts = (route.props?.archive as {blogPosts?: unknown} | undefined)?.blogPosts;
  if (!Array.isArray(posts)) throw new Error(`blog-with-one-chunk-per-list: the archive route ${route.path} no longer has an \`archive.blogPosts\` prop`);
  const blogPosts: ArchivePost[] = posts.map((post: {id: string; metadata: {permalink: string; title: string; date: Date | string}}) => ({
    id: post.id,
    metadata: {permalink: post.metadata.permalink, title: post.metadata.title, date: new Date(post.metadata.date).toISOString()},
  }));
  return {...route, props: {...route.props, archive: {blogPosts}}};
}

/** A file name per list page, readable and unique: `/blog/page/2` → `list-items-blog-page-2-<hash>.js`. */
export function listItemsFileName(routePath: string): string {
  const slug = routePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  const hash = crypto.createHash('sha256').update(routePath).digest('hex').slice(0, 8);
  return `list-items-${slug}-${hash}.js`;
}

type ModuleImport = {__import: true; path: string; query?: Record<string, unknown>};

const isImport = (value: unknown): value is ModuleImport =>
  typeof value === 'object' && value !== null && (value as ModuleImport).__import === true && typeof (value as ModuleImport).path === 'string';

/**
 * The module specifiers of a list page's previews (`path?truncated=true`, in page order), or
 * undefined when `items` is not a list of previews, so that route is left as the plugin made it.
 */
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

/**
 * A module whose default export is the `items` prop the list page expects: one
 * `{content}` per preview, where content is the post's MDX component carrying the module's
 * other exports (metadata, frontMatter, assets, …), as Docusaurus's ComponentCreator does for
 * each module it loads on its own.
 */
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
