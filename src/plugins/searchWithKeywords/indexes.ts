// The search indexes of a build, made in a worker thread for ./index.ts: the pages are copied into
// a scratch folder as the search should read them, the plugin indexes the copies, and only its
// index files, made smaller, come back into the build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import searchLocal, {type SearchLocalOptions} from '@cmfcmf/docusaurus-search-local';
import {filesUnder} from '../../../lib/files';
import {escapeHtml} from '../../../lib/pageHtml';
import {compactSearchIndex, servedIndexFile, type IndexFile} from './compactSearchIndex';
import {withSectionTags} from './sectionTags';
import {assertThemeMarkup, identifiersOnlyInCode, pageForSearch, searchTag} from './pagesForSearch';

// The plugin reads tags from a footer list whose class starts with "tags_".
const KEYWORD_LIST_CLASS = 'tags_searchKeywords';
// The blog's list pages: the search box reads the default tag and the docs' tags only.
const UNSEARCHED_TAGS = new Set(['blog_posts_list']);

/** What the indexing needs from the build: plain data, so that it can cross to a worker thread. */
export type IndexJob = {
  outDir: string;
  baseUrl: string;
  trailingSlash: boolean | undefined;
  routesPaths: string[];
  plugins: {name: string; options: {id?: unknown; routeBasePath?: unknown; tagsBasePath?: unknown}}[];
  options: SearchLocalOptions;
  /** The keyword words of each page by file, and of each section with its own by `route#anchor`. */
  keywords: Map<string, string[]>;
  sectionKeywords: Map<string, string[]>;
  posts: Set<string>;
  separator: RegExp;
};

/** The page with a footer list of the words added at the end of its (first) article. */
export function withKeywordList(html: string, words: string[]): string {
  const end = html.indexOf('</article>');
  if (end < 0 || words.length === 0) return html;
  const list = `<footer><ul class="${KEYWORD_LIST_CLASS}">${words.map((w) => `<li>${escapeHtml(w)}</li>`).join('')}</ul></footer>`;
  return html.slice(0, end) + list + html.slice(end);
}

/** The HTML file the build wrote for a route (`/docs/x` → docs/x/index.html or docs/x.html). */
export function pageFile(outDir: string, route: string): string | undefined {
  const relative = route.replace(/^\/+|\/+$/g, '');
  const candidates = [path.join(outDir, relative, 'index.html'), path.join(outDir, `${relative || 'index'}.html`)];
  return candidates.find((file) => fs.existsSync(file));
}

/**
 * Copies every HTML file of outDir into mirrorDir as the search should read it, the pages with
 * keywords with their keyword list; returns the files of pages the search never asks for.
 */
function mirrorPages(outDir: string, mirrorDir: string, {keywords, posts, separator}: IndexJob): Set<string> {
  const pages = new Map(filesUnder(outDir, '.html').map((file) => [file, fs.readFileSync(file, 'utf8')]));
  assertThemeMarkup([...pages.values()]);
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

export async function buildIndexes(job: IndexJob): Promise<void> {
  const {outDir, baseUrl} = job;
  // The plugin reads only its options when it is set up (and sets lunr's word separator).
  const plugin = searchLocal({} as LoadContext, job.options) as Plugin;
  const mirrorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-pages-'));
  try {
    const unsearched = mirrorPages(outDir, mirrorDir, job);
    const routesPaths = job.routesPaths.filter((route) => {
      const file = pageFile(outDir, route.slice(baseUrl.length - 1));
      return !file || !unsearched.has(file);
    });
    await plugin.postBuild!({outDir: mirrorDir, baseUrl, routesPaths, siteConfig: {trailingSlash: job.trailingSlash}, plugins: job.plugins} as never);
    const tagged = new Set<string>();
    for (const name of fs.readdirSync(mirrorDir)) {
      if (!/^search-index-.+\.json$/.test(name)) continue;
      const indexFile = JSON.parse(fs.readFileSync(path.join(mirrorDir, name), 'utf8')) as IndexFile;
      const {file, applied} = withSectionTags(compactSearchIndex(indexFile), job.sectionKeywords);
      applied.forEach((route) => tagged.add(route));
      fs.writeFileSync(path.join(outDir, name), JSON.stringify(servedIndexFile(file)));
    }
    const untagged = [...job.sectionKeywords.keys()].filter((route) => !tagged.has(route));
    if (untagged.length) {
      throw new Error(`search-with-keywords: section_keywords name sections no search index has: ${untagged.join(', ')} (check the anchors in those pages' front matter)`);
    }
  } finally {
    fs.rmSync(mirrorDir, {recursive: true, force: true});
  }
}
