// The local search plugin with what it indexes adjusted: front-matter `keywords` and a section's
// `section_keywords` as tags, so that a reader's words find them; the pages as ./pagesForSearch.ts
// lays them out; no blog list pages; smaller index files. It indexes copies of the pages
// (./indexes.ts, in a worker thread); routes, parsing and lunr's settings stay the plugin's own.
import path from 'node:path';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import searchLocal, {validateOptions, type SearchLocalOptions} from '@cmfcmf/docusaurus-search-local';
import {inWorker} from '../../../lib/inWorker';
import {pageFile, type IndexJob} from './indexes';
import {sectionKeywordsOf} from './sectionKeywords';

export {withKeywordList} from './indexes';

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

/** Every docs section with keywords of its own, read from the pages' files: `permalink#anchor` → keywords. */
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
