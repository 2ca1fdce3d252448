// The Markdown twin of each doc page, generated category page, blog post and blog list page.
import {escapeMarkdownText, linkItem, singleLine} from './markdownText';
import type {SidebarEntry} from './sidebar';
import {linkResolver} from './urls';

export type Twin = {route: string; title: string; description?: string; markdown: string};

/** What the twins read of a doc (the docs plugin's DocMetadata). */
export type DocMetadata = {id: string; title: string; description?: string; permalink: string};

type Tag = {label: string; permalink: string};
/** What the twins read of a post (the blog plugin's BlogPostMetadata). */
export type PostMetadata = {
  permalink: string;
  title: string;
  description?: string;
  date: Date;
  tags: Tag[];
  authors: {name?: string; key?: string | null}[];
};
type Paginated = {
  metadata: {permalink: string; page: number; totalPages: number; previousPage?: string | null; nextPage?: string | null; blogTitle: string; blogDescription: string};
  items: string[];
};
/** What the twins read of the blog plugin's loaded content. */
export type BlogContent = {
  blogPosts: {id: string; metadata: PostMetadata}[];
  blogListPaginated: Paginated[];
  blogTags: Record<string, Tag & {items: string[]; pages: Paginated[]; description?: string}>;
  blogTagsListPath: string;
  authorsMap?: Record<string, {name?: string; title?: string; page?: {permalink: string} | null}>;
};

const day = (date: Date): string => date.toISOString().slice(0, 10);
const postCount = (n: number): string => `${n} ${n === 1 ? 'post' : 'posts'}`;

function header(title: string, description: string | undefined, lines: string[]): string {
  const parts = [`# ${escapeMarkdownText(singleLine(title))}`];
  if (singleLine(description)) parts.push(`> ${singleLine(description)}`);
  if (lines.length) parts.push(lines.join('\n'));
  return parts.join('\n\n');
}

const source = (site: string, route: string): string => `Web page: ${new URL(site).origin}${route}`;

function twin(route: string, title: string, description: string | undefined, lines: string[], body: string): Twin {
  const markdown = `${[header(title, description, lines), body.trim()].filter(Boolean).join('\n\n')}\n`;
  return {route, title, description, markdown};
}

export function docTwin(entry: SidebarEntry, body: string, site: string): Twin {
  return twin(entry.permalink, entry.title, entry.description, [source(site, entry.permalink)], body);
}

/** A category page that the docs plugin generates: its cards, as a list. */
export function generatedIndexTwin(entry: Extract<SidebarEntry, {kind: 'index'}>, site: string, twinRoutes: ReadonlySet<string>): Twin {
  const resolve = linkResolver(site, entry.permalink, twinRoutes);
  const list = entry.children.map((child) => linkItem(child.title, resolve(child.permalink), child.description));
  return twin(entry.permalink, entry.title, entry.description, [source(site, entry.permalink)], list.join('\n'));
}

const postLine = (post: PostMetadata, resolve: (href: string) => string): string => linkItem(post.title, resolve(post.permalink), post.description, day(post.date));

export function blogPostTwin(post: PostMetadata, body: string, site: string, twinRoutes: ReadonlySet<string>): Twin {
  const resolve = linkResolver(site, post.permalink, twinRoutes);
  const authors = post.authors.map((author) => author.name).filter(Boolean);
  const tags = post.tags.map((tag) => `[${escapeMarkdownText(tag.label)}](${resolve(tag.permalink)})`);
  const lines = [
    `Published ${day(post.date)}${authors.length ? ` by ${authors.join(', ')}` : ''}.`,
    ...(tags.length ? [`Tags: ${tags.join(', ')}.`] : []),
    source(site, post.permalink),
  ];
  return twin(post.permalink, post.title, post.description, [lines.join('  \n')], body);
}

/** The blog's list pages (pages of posts, tags, archive, authors), from the blog's content. */
export function blogListTwins(blog: BlogContent, site: string): Twin[] {
  const posts = new Map(blog.blogPosts.map((post) => [post.id, post.metadata]));
  const allRoutes = new Set<string>([
    ...blog.blogPosts.map((post) => post.metadata.permalink),
    ...blog.blogListPaginated.map((page) => page.metadata.permalink),
    ...Object.values(blog.blogTags).flatMap((tag) => tag.pages.map((page) => page.metadata.permalink)),
    blog.blogTagsListPath,
  ]);
  const blogRoot = blog.blogListPaginated[0]?.metadata.permalink ?? '/blog';
  const archive = `${blogRoot.replace(/\/$/, '')}/archive`;
  const authors = `${blogRoot.replace(/\/$/, '')}/authors`;
  allRoutes.add(archive);
  if (blog.authorsMap) allRoutes.add(authors);

  const paginated = (page: Paginated, title: string, description: string | undefined): Twin => {
    const resolve = linkResolver(site, page.metadata.permalink, allRoutes);
    const {page: number, totalPages, previousPage, nextPage} = page.metadata;
    const lines = [
      ...(totalPages > 1 ? [`Page ${number} of ${totalPages}.`] : []),
      source(site, page.metadata.permalink),
    ];
    const list = page.items.flatMap((id) => {
      const post = posts.get(id);
      return post ? [postLine(post, resolve)] : [];
    });
    const more = [
      ...(previousPage ? [`Newer posts: ${resolve(previousPage)}`] : []),
      ...(nextPage ? [`Older posts: ${resolve(nextPage)}`] : []),
    ];
    return twin(page.metadata.permalink, totalPages > 1 ? `${title} (page ${number} of ${totalPages})` : title, description, [lines.join('  \n')], [list.join('\n'), more.join('  \n')].filter(Boolean).join('\n\n'));
  };

  const twins: Twin[] = blog.blogListPaginated.map((page) => paginated(page, page.metadata.blogTitle, page.metadata.blogDescription));
  const tags = Object.values(blog.blogTags).sort((a, b) => a.label.localeCompare(b.label));
  for (const tag of tags) {
    for (const page of tag.pages) twins.push(paginated(page, `Posts tagged "${tag.label}"`, tag.description ?? `${postCount(tag.items.length)} of the secureCodeBox blog with this tag.`));
  }
  {
    const resolve = linkResolver(site, blog.blogTagsListPath, allRoutes);
    const list = tags.map((tag) => linkItem(tag.label, resolve(tag.permalink), postCount(tag.items.length)));
    twins.push(twin(blog.blogTagsListPath, 'Tags', 'Every tag of the secureCodeBox blog, with the number of posts that carry it.', [source(site, blog.blogTagsListPath)], list.join('\n')));
  }
  {
    const resolve = linkResolver(site, archive, allRoutes);
    const sorted = [...posts.values()].sort((a, b) => b.date.valueOf() - a.date.valueOf());
    const years = [...new Set(sorted.map((post) => post.date.getUTCFullYear()))];
    const body = years.map((year) => [`## ${year}`, '', ...sorted.filter((post) => post.date.getUTCFullYear() === year).map((post) => postLine(post, resolve))].join('\n'));
    twins.push(twin(archive, 'Archive', 'Every post of the secureCodeBox blog, newest first, by year.', [source(site, archive)], body.join('\n\n')));
  }
  if (blog.authorsMap) {
    const list = Object.entries(blog.authorsMap).map(([key, author]) => {
      const count = blog.blogPosts.filter((post) => post.metadata.authors.some((a) => a.key === key)).length;
      return `- ${escapeMarkdownText(author.name ?? key)}${author.title ? ` (${escapeMarkdownText(author.title)})` : ''}: ${postCount(count)}`;
    });
    twins.push(twin(authors, 'Authors', 'Who writes the secureCodeBox blog.', [source(site, authors)], list.join('\n')));
  }
  return twins;
}

