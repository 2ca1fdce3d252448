import type {LoadContext, Plugin, PluginModule, RouteConfig, RouteModules} from '@docusaurus/types';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import pluginContentBlog, {validateOptions} from '@docusaurus/plugin-content-blog/lib/index.js';
import crypto from 'node:crypto';

/**
 * The blog plugin, with each list page's post previews in one script. The plugin gives a list
 * page (/blog, /blog/page/N, a tag's or an author's page) one module per preview, and each
 * module becomes its own script: /blog loaded ten scripts of about 1.5 KB gzipped each, and
 * gzip could not share their common words. Here a generated module per list page imports that
 * page's previews, so webpack puts them into one script (about half the gzipped bytes, one
 * request instead of ten). The pages receive the same `items` prop as before.
 *
 * Each generated module costs every page one more entry in the route registry that main.js
 * carries (about 25 bytes gzipped), while the previews of a post are shared by all lists that
 * show it. So only lists of at least three previews get their own script: the blog pages and the
 * busiest tags (today 7 modules instead of 46; merging every list made every page 0.9 KB heavier).
 */
export const MIN_PREVIEWS_PER_SCRIPT = 3;

export default async function blogWithOneChunkPerList(context: LoadContext, validatedOptions: unknown): Promise<Plugin> {
  const plugin = await pluginContentBlog(context, validatedOptions as PluginOptions);
  const wrapped: Plugin<BlogContent> = {
    ...plugin,
    async contentLoaded(args) {
      const {actions} = args;
      const pending: Promise<void>[] = [];
      const addRoute = (route: RouteConfig) => {
        const previews = previewImports(route.modules?.items);
        if (!previews || previews.length < MIN_PREVIEWS_PER_SCRIPT) return actions.addRoute(route);
        const name = listItemsFileName(route.path);
        pending.push(
          actions.createData(name, listItemsModule(previews)).then((items) => {
            actions.addRoute({...route, modules: {...route.modules, items}});
          }),
        );
      };
      await plugin.contentLoaded?.({...args, actions: {...actions, addRoute}});
      await Promise.all(pending);
    },
  };
  return wrapped as Plugin;
}

// The blog plugin's own option schema and defaults (typed for its options, not generically).
blogWithOneChunkPerList.validateOptions = validateOptions as unknown as NonNullable<PluginModule['validateOptions']>;

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
