import path from 'node:path';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import searchLocal, {validateOptions, type SearchLocalOptions} from '@cmfcmf/docusaurus-search-local';
import {inWorker} from '../../../lib/inWorker';
import {pageFile, type IndexJob} from './indexes';
import {sectionKeywordsOf} from './sectionKeywords';

export {withKeywordList} from './indexes';

/**
 * The local search plugin (`@cmfcmf/docusaurus-search-local`), with what it indexes adjusted:
 *
 * - the `keywords` of a page's front matter are indexed in the search document's `tags` field,
 *   word by word, so a reader's words that a page lists as keywords find it (tags boost 3); the
 *   `section_keywords` of a docs page (heading anchor → keywords) likewise as the tags of that
 *   section (./sectionTags.ts);
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
 * per tag) is the plugin's own. That work (./indexes.ts) runs in a worker thread, beside the
 * Markdown twins' worker, while the main thread finishes the other plugins' postBuild.
 */

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

const DEFAULT_SEPARATOR = /[\s-]+/;

type FrontMatterHolder = {permalink?: string; source?: string; frontMatter?: {keywords?: unknown}};
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

/**
 * Every docs section with keywords of its own (./sectionKeywords.ts), read from the pages'
 * files: `permalink#anchor` → keywords.
 */
export function sectionKeywordsByRoute(plugins: Props['plugins'], siteDir: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const plugin of plugins) {
    if (plugin.name !== 'docusaurus-plugin-content-docs') continue;
    for (const version of (plugin.content as DocsContent | undefined)?.loadedVersions ?? []) {
      for (const {permalink, source} of version.docs ?? []) {
        if (!permalink || !source) continue;
        for (const [anchor, words] of Object.entries(sectionKeywordsOf(path.join(siteDir, source.replace(/^@site\//, ''))))) found.set(`${permalink}#${anchor}`, words);
      }
    }
  }
  return found;
}

/** The distinct lower-case words of the keywords, split the way the search splits text. */
export function keywordWords(keywords: string[], separator: RegExp = DEFAULT_SEPARATOR): string[] {
  const words = keywords.flatMap((k) => k.toLowerCase().split(separator)).filter(Boolean);
  return [...new Set(words)];
}

// Docusaurus hands a plugin the options that its validateOptions returned (the plugin's own).
export default function searchWithKeywords(context: LoadContext, validatedOptions: unknown): Plugin {
  const options = validatedOptions as SearchLocalOptions;
  const plugin = searchLocal(context, options);
  const separator = options.lunr?.tokenizerSeparator ?? DEFAULT_SEPARATOR;
  if (!plugin.postBuild) throw new Error('@cmfcmf/docusaurus-search-local no longer builds its index in postBuild');

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
      await inWorker('search', path.join(__dirname, 'indexes.ts'), 'buildIndexes', {
        outDir,
        baseUrl,
        trailingSlash: props.siteConfig.trailingSlash,
        routesPaths: props.routesPaths,
        plugins: plugins.map(({name, options: {id, routeBasePath, tagsBasePath}}) => ({name, options: {id, routeBasePath, tagsBasePath}})),
        options,
        keywords,
        sectionKeywords: new Map([...sectionKeywordsByRoute(plugins, context.siteDir)].map(([route, words]) => [route, keywordWords(words, separator)])),
        posts,
        separator,
      } satisfies IndexJob);
    },
  };
}

searchWithKeywords.validateOptions = validateOptions;
