// A Markdown twin of every doc page and blog post, /llms.txt and /llms-full.txt, for readers who hand
// the docs to a tool or an assistant: written in postBuild from the rendered pages, so every component
// is in the twin as readers see it. The build fails on a route without a twin, one too large to
// fetch, or HTML left in one.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import {llmsFull, llmsIndex, type IndexedPage} from './llms';
import type {BodiesJob} from './pageBodies';
import {blogListTwins, blogPostTwin, docTwin, generatedIndexTwin, type BlogContent, type DocMetadata, type Twin} from './twins';
import {walkSidebar, type SidebarItem} from './sidebar';
import {hasTwin} from '../../data/twins';
import {twinPath} from './urls';
import {inWorker} from '../../../lib/inWorker';
import {linesInCodeFences} from '../../../lib/markdownFences';

/** A twin must fit in one fetch of the common assistants. */
export const MAX_TWIN_BYTES = 100 * 1024;

type DocsContent = {loadedVersions: {docs: DocMetadata[]; sidebars: Record<string, SidebarItem[]>}[]};

/** Each field of a plugin's loaded content the twins read, with how to tell it is what they expect. */
type Shape = Record<string, (value: unknown) => boolean>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isListOf = (check: (item: Record<string, unknown>) => boolean) => (value: unknown): boolean => Array.isArray(value) && value.every((item) => isRecord(item) && check(item));

export const DOCS_SHAPE: Shape = {
  loadedVersions: (versions) => isListOf((version) => Array.isArray(version.docs) && isRecord(version.sidebars))(versions) && (versions as unknown[]).length > 0,
};
export const BLOG_SHAPE: Shape = {
  blogPosts: isListOf((post) => isRecord(post.metadata)),
  blogListPaginated: isListOf((page) => isRecord(page.metadata) && typeof page.metadata.permalink === 'string'),
  blogTags: (tags) => isRecord(tags) && Object.values(tags).every((tag) => isRecord(tag) && Array.isArray(tag.pages)),
  blogTagsListPath: (path) => typeof path === 'string',
};

/** A content plugin's loaded content (an internal), checked for every field the twins read: a changed field fails by name. */
export function contentOf<T>(plugins: Props['plugins'], name: string, shape: Shape): T {
  const plugin = plugins.find((p) => p.name === name && p.options.id === 'default');
  if (!plugin?.content) throw new Error(`markdown-twins: the ${name} plugin has no loaded content`);
  const content = plugin.content as Record<string, unknown>;
  const changed = Object.entries(shape).filter(([field, isExpected]) => !isExpected(content[field])).map(([field]) => field);
  if (changed.length) {
    throw new Error(
      `markdown-twins: the ${name} plugin's loaded content no longer has ${changed.join(', ')} as src/plugins/markdownTwins reads it (twins.ts); has Docusaurus changed the plugin's content?`,
    );
  }
  return content as T;
}

/** Markdown outside fenced code and code spans must not contain an HTML tag. */
export function htmlLeftIn(markdown: string): string | undefined {
  const lines = markdown.split('\n');
  const inFence = linesInCodeFences(lines);
  const prose = lines.filter((_, i) => !inFence[i]).join('\n').replace(/(`+)[\s\S]*?\1/g, '');
  return /<\/?[A-Za-z][\w-]*(\s[^>\n]*)?\/?>/.exec(prose)?.[0];
}

export function checkTwins(twins: readonly Twin[], routes: readonly string[]): void {
  const byRoute = new Set(twins.map((twin) => twin.route));
  const missing = routes.filter((route) => hasTwin(route) && !byRoute.has(route));
  if (missing.length) throw new Error(`markdown-twins: no Markdown twin for ${missing.join(', ')}`);
  for (const twin of twins) {
    const bytes = Buffer.byteLength(twin.markdown);
    if (bytes > MAX_TWIN_BYTES) throw new Error(`markdown-twins: ${twinPath(twin.route)} is ${bytes} bytes, more than ${MAX_TWIN_BYTES}`);
    const tag = htmlLeftIn(twin.markdown);
    if (tag) throw new Error(`markdown-twins: ${twinPath(twin.route)} still holds HTML: ${tag}`);
  }
}

/** Converts the built pages in a worker thread, beside the search plugin's, so that the two use the cores at once. */
function pageBodiesInWorker(job: BodiesJob): Promise<Record<string, string>> {
  return inWorker('markdown-twins', path.join(__dirname, 'pageBodies.ts'), 'pageBodies', job);
}

export default function markdownTwins(context: LoadContext): Plugin {
  return {
    name: 'markdown-twins',
    async postBuild({outDir, plugins, routesPaths}) {
      const site = context.siteConfig.url;
      const docs = contentOf<DocsContent>(plugins, 'docusaurus-plugin-content-docs', DOCS_SHAPE).loadedVersions[0];
      const blog = contentOf<BlogContent>(plugins, 'docusaurus-plugin-content-blog', BLOG_SHAPE);
      const docById = new Map(docs.docs.map((doc) => [doc.id, doc]));
      const entries = walkSidebar(Object.values(docs.sidebars).flat(), docById);

      const blogLists = blogListTwins(blog, site);
      const twinRoutes = new Set<string>([
        ...entries.map((entry) => entry.permalink),
        ...blog.blogPosts.map((post) => post.metadata.permalink),
        ...blogLists.map((twin) => twin.route),
      ]);
      const posts = [...blog.blogPosts]
        .map((post) => post.metadata)
        .sort((a, b) => b.date.valueOf() - a.date.valueOf() || a.permalink.localeCompare(b.permalink));
      const bodies = await pageBodiesInWorker({
        outDir,
        site,
        routes: [...entries.filter((entry) => entry.kind === 'doc').map((entry) => entry.permalink), ...posts.map((post) => post.permalink)],
        twinRoutes: [...twinRoutes],
      });

      const docTwins: Twin[] = entries.map((entry) =>
        entry.kind === 'doc' ? docTwin(entry, bodies[entry.permalink], site) : generatedIndexTwin(entry, site, twinRoutes),
      );
      const postTwins = posts.map((post) => blogPostTwin(post, bodies[post.permalink], site, twinRoutes));
      const twins = [...docTwins, ...postTwins, ...blogLists];
      checkTwins(twins, routesPaths);

      for (const twin of twins) fs.writeFileSync(path.join(outDir, twinPath(twin.route)), twin.markdown);
      const indexed: IndexedPage[] = [
        ...docTwins.map((twin, i) => ({...twin, group: entries[i].group})),
        ...postTwins.map((twin) => ({...twin, group: ['Blog']})),
      ];
      fs.writeFileSync(path.join(outDir, 'llms.txt'), llmsIndex(indexed, site));
      fs.writeFileSync(path.join(outDir, 'llms-full.txt'), llmsFull(docTwins));
    },
  };
}
