import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import searchLocal, {validateOptions, type SearchLocalOptions} from '@cmfcmf/docusaurus-search-local';
import {filesUnder} from '../../../scripts/lib/files';
import {compactSearchIndex, type IndexFile} from './compactSearchIndex';
import {identifiersOnlyInCode, pageForSearch, searchTag} from './pagesForSearch';
import {escapeHtml} from '../../../scripts/lib/html';

/**
 * The local search plugin (`@cmfcmf/docusaurus-search-local`), with what it indexes adjusted:
 *
 * - the `keywords` of a page's front matter are indexed in the search document's `tags` field,
 *   word by word, so a reader's words that a page lists as keywords find it (tags boost 3);
 * - the pages are read as ./pagesForSearch.ts lays them out (code blocks, cards,
 *   generated category pages);
 * - the blog's list pages are not indexed: their index (tag `blog_posts_list`) is one the search
 *   box never asks for, as it reads the default tag and the docs' tags only;
 * - the index files are written smaller by ./compactSearchIndex.ts.
 *
 * The plugin indexes the tag list it finds in an article's footer and nothing of the front
 * matter. So before the plugin reads the build, the pages are copied into a scratch folder as the
 * search should read them, where the pages with keywords get one more footer list holding those
 * words; the plugin indexes the copies, and only its index files come back into the build. The
 * served pages are never changed, and everything else (routes, parsing, lunr settings, one index
 * per tag) is the plugin's own.
 */

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

// The class name starts with "tags_", which is what the plugin looks for in an article footer.
const KEYWORD_LIST_CLASS = 'tags_searchKeywords';
const DEFAULT_SEPARATOR = /[\s-]+/;
// The tag of the blog's list pages (see above).
const UNSEARCHED_TAGS = new Set(['blog_posts_list']);

type FrontMatterHolder = {permalink?: string; frontMatter?: {keywords?: unknown}};
type DocsContent = {loadedVersions?: {docs?: FrontMatterHolder[]}[]};
type BlogContent = {blogPosts?: {metadata?: FrontMatterHolder}[]};

function blogPosts(plugins: Props['plugins']): FrontMatterHolder[] {
  return plugins
    .filter((plugin) => plugin.name === 'docusaurus-plugin-content-blog')
    .flatMap((plugin) => ((plugin.content as BlogContent | undefined)?.blogPosts ?? []).flatMap((post) => (post.metadata ? [post.metadata] : [])));
}

/** Every docs page and blog post with `keywords` in its front matter: permalink → keywords. */
export function keywordsByPermalink(plugins: Props['plugins']): Map<string, string[]> {
  const pages: FrontMatterHolder[] = [];
  for (const plugin of plugins) {
    if (plugin.name !== 'docusaurus-plugin-content-docs') continue;
    for (const version of (plugin.content as DocsContent | undefined)?.loadedVersions ?? []) pages.push(...(version.docs ?? []));
  }
  pages.push(...blogPosts(plugins));
  const found = new Map<string, string[]>();
  for (const {permalink, frontMatter} of pages) {
    const keywords = frontMatter?.keywords;
    if (!permalink || !Array.isArray(keywords)) continue;
    const words = keywords.filter((k): k is string => typeof k === 'string' && k.trim() !== '');
    if (words.length) found.set(permalink, words);
  }
  return found;
}

/** The distinct lower-case words of the keywords, split the way the search splits text. */
export function keywordWords(keywords: string[], separator: RegExp = DEFAULT_SEPARATOR): string[] {
  const words = keywords.flatMap((k) => k.toLowerCase().split(separator)).filter(Boolean);
  return [...new Set(words)];
}

/** The page with a footer list of the words added at the end of its (first) article. */
export function withKeywordList(html: string, words: string[]): string {
  const end = html.indexOf('</article>');
  if (end < 0 || words.length === 0) return html;
  const list = `<footer><ul class="${KEYWORD_LIST_CLASS}">${words.map((w) => `<li>${escapeHtml(w)}</li>`).join('')}</ul></footer>`;
  return html.slice(0, end) + list + html.slice(end);
}

/** The HTML file the build wrote for a route (`/docs/x` → docs/x/index.html or docs/x.html). */
function pageFile(outDir: string, route: string): string | undefined {
  const relative = route.replace(/^\/+|\/+$/g, '');
  const candidates = [path.join(outDir, relative, 'index.html'), path.join(outDir, `${relative || 'index'}.html`)];
  return candidates.find((file) => fs.existsSync(file));
}

type Mirror = {
  /** The keyword words of each page that has keywords, by file. */
  keywords: Map<string, string[]>;
  /** The files of the blog posts. */
  posts: Set<string>;
  separator: RegExp;
};

/**
 * Copies every HTML file of outDir into mirrorDir as the search should read it, the pages with
 * keywords with their keyword list; returns the files of pages the search never asks for.
 */
function mirrorPages(outDir: string, mirrorDir: string, {keywords, posts, separator}: Mirror): Set<string> {
  const pages = new Map(filesUnder(outDir, '.html').map((file) => [file, fs.readFileSync(file, 'utf8')]));
  const unsearched = new Set([...pages].filter(([, html]) => UNSEARCHED_TAGS.has(searchTag(html) ?? '')).map(([file]) => file));
  const onlyInCode = identifiersOnlyInCode([...pages.values()], separator);
  for (const [source, html] of pages) {
    if (unsearched.has(source)) continue;
    const target = path.join(mirrorDir, path.relative(outDir, source));
    fs.mkdirSync(path.dirname(target), {recursive: true});
    const words = keywords.get(source);
    const forSearch = pageForSearch(html, posts.has(source) ? 'blog post' : 'doc', separator, onlyInCode);
    fs.writeFileSync(target, words ? withKeywordList(forSearch, words) : forSearch);
  }
  return unsearched;
}

// Docusaurus hands a plugin the options that its validateOptions returned (the plugin's own).
export default function searchWithKeywords(context: LoadContext, validatedOptions: unknown): Plugin {
  const options = validatedOptions as SearchLocalOptions;
  const plugin = searchLocal(context, options);
  const separator = options.lunr?.tokenizerSeparator ?? DEFAULT_SEPARATOR;
  const indexPages = plugin.postBuild?.bind(plugin);
  if (!indexPages) throw new Error('@cmfcmf/docusaurus-search-local no longer builds its index in postBuild');

  return {
    ...plugin,
    async postBuild(props: PostBuildProps) {
      const {outDir, baseUrl, plugins} = props;
      const fileOf = (permalink: string) => pageFile(outDir, permalink.slice(baseUrl.length - 1));
      const keywords = new Map<string, string[]>();
      for (const [permalink, pageKeywords] of keywordsByPermalink(plugins)) {
        const file = fileOf(permalink);
        if (file) keywords.set(file, keywordWords(pageKeywords, separator));
      }
      const posts = new Set<string>();
      for (const {permalink} of blogPosts(plugins)) {
        const file = permalink && fileOf(permalink);
        if (file) posts.add(file);
      }
      const mirrorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-pages-'));
      try {
        const unsearched = mirrorPages(outDir, mirrorDir, {keywords, posts, separator});
        const routesPaths = props.routesPaths.filter((route) => {
          const file = fileOf(route);
          return !file || !unsearched.has(file);
        });
        await indexPages({...props, outDir: mirrorDir, routesPaths});
        for (const name of fs.readdirSync(mirrorDir)) {
          if (!/^search-index-.+\.json$/.test(name)) continue;
          const indexFile = JSON.parse(fs.readFileSync(path.join(mirrorDir, name), 'utf8')) as IndexFile;
          fs.writeFileSync(path.join(outDir, name), JSON.stringify(compactSearchIndex(indexFile)));
        }
      } finally {
        fs.rmSync(mirrorDir, {recursive: true, force: true});
      }
    },
  };
}

searchWithKeywords.validateOptions = validateOptions;
