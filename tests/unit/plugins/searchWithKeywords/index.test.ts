import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {fromServedIndex} from '@site/src/search/servedIndex';
import type {LoadContext, Props} from '@docusaurus/types';
import searchWithKeywords, {keywordsByPermalink, keywordWords, withKeywordList} from '@site/src/plugins/searchWithKeywords';

type Plugins = Props['plugins'];
const SEPARATOR = /[\s\-.,:;!?"'’‘“”`()[\]{}<>=+*&|\\/@#$%^~_]+/;

const docsPlugin = (docs: object[]) =>
  ({name: 'docusaurus-plugin-content-docs', options: {id: 'default', routeBasePath: 'docs', tagsBasePath: 'tags'}, content: {loadedVersions: [{docs}]}}) as unknown as Plugins[number];
const blogPlugin = (posts: object[]) =>
  ({name: 'docusaurus-plugin-content-blog', options: {id: 'default', routeBasePath: 'blog', tagsBasePath: 'tags'}, content: {blogPosts: posts}}) as unknown as Plugins[number];

describe('keywords from front matter', () => {
  it('are collected from docs and blog posts, by permalink', () => {
    const found = keywordsByPermalink([
      docsPlugin([
        {permalink: '/docs/hooks/notification-webhook', frontMatter: {keywords: ['slack', 'microsoft teams']}},
        {permalink: '/docs/scanners/nmap', frontMatter: {}},
        {permalink: '/docs/odd', frontMatter: {keywords: 'not a list'}},
      ]),
      blogPlugin([{metadata: {permalink: '/blog/2023/09/01/sbom', frontMatter: {keywords: ['sbom', '', 7]}}}]),
    ]);
    expect([...found]).toEqual([
      ['/docs/hooks/notification-webhook', ['slack', 'microsoft teams']],
      ['/blog/2023/09/01/sbom', ['sbom']],
    ]);
  });

  it('are split into distinct lower-case words the way the search splits text', () => {
    expect(keywordWords(['Microsoft Teams', 'teams notification', 'scope.cascading', 'e-mail'], SEPARATOR)).toEqual([
      'microsoft',
      'teams',
      'notification',
      'scope',
      'cascading',
      'e',
      'mail',
    ]);
  });

  it('become a footer list at the end of the article, escaped', () => {
    const html = '<main><article><h1>T</h1></article></main>';
    expect(withKeywordList(html, ['slack', '<b>'])).toBe(
      '<main><article><h1>T</h1><footer><ul class="tags_searchKeywords"><li>slack</li><li>&lt;b&gt;</li></ul></footer></article></main>',
    );
    expect(withKeywordList('<main>no article</main>', ['slack'])).toBe('<main>no article</main>');
    expect(withKeywordList(html, [])).toBe(html);
  });
});

describe('the wrapped search plugin', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, {recursive: true, force: true})));

  // Pages with the theme markup the indexing checks for (pagesForSearch's themeMarkupMissing):
  // a docs sidebar with the page's active link, a code block, and a generated category page.
  const page = (title: string, text: string) =>
    '<!doctype html><html><head><meta name="docusaurus_tag" content="docs-default-current"></head><body>' +
    `<aside class="theme-doc-sidebar-container"><a class="menu__link menu__link--active" href="#">${title}</a></aside>` +
    `<main><article><div class="markdown"><header><h1>${title}</h1></header><p>${text}</p><pre><code><span class="token-line">kind: Scan<br></span></code></pre></div></article></main></body></html>`;
  const generatedIndex =
    '<!doctype html><html><head><meta name="docusaurus_tag" content="docs-default-current"></head><body><main><div class="generatedIndexPage_x">' +
    '<header><h1>Hooks</h1><p>What hooks do.</p></header><article class="margin-top--lg"><section class="row"></section></article></div></main></body></html>';

  it('indexes the keywords as tags, leaves the served pages alone and keeps the plugin name', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-test-'));
    dirs.push(outDir);
    const pages = {
      'docs/hooks': generatedIndex,
      'docs/hooks/notification-webhook': page('Notification Webhook', 'Sends findings to chat.'),
      'docs/scanners/nmap': page('Nmap', 'Scans ports.'),
    };
    for (const [route, html] of Object.entries(pages)) {
      fs.mkdirSync(path.join(outDir, route), {recursive: true});
      fs.writeFileSync(path.join(outDir, route, 'index.html'), html);
    }
    // The options as the plugin's validateOptions returns them (with its defaults filled in).
    const plugin = searchWithKeywords({i18n: {currentLocale: 'en'}} as LoadContext, {
      indexDocs: true,
      indexBlog: false,
      indexPages: false,
      indexDocSidebarParentCategories: 0,
      includeParentCategoriesInPageTitle: false,
      language: 'en',
      maxSearchResults: 8,
      lunr: {tokenizerSeparator: SEPARATOR, k1: 1.2, b: 0.75, titleBoost: 5, contentBoost: 1, tagsBoost: 3, parentCategoriesBoost: 2},
    });
    expect(plugin.name).toBe('@cmfcmf/docusaurus-search-local');

    const scratchBefore = fs.readdirSync(os.tmpdir()).filter((d) => d.startsWith('search-pages-'));
    await plugin.postBuild!({
      outDir,
      baseUrl: '/',
      routesPaths: Object.keys(pages).map((r) => `/${r}`),
      siteConfig: {trailingSlash: undefined},
      plugins: [docsPlugin([{permalink: '/docs/hooks/notification-webhook', frontMatter: {keywords: ['Slack', 'Microsoft Teams']}}])],
    } as never);

    // The served pages are unchanged, and the scratch copies are gone.
    for (const [route, html] of Object.entries(pages)) expect(fs.readFileSync(path.join(outDir, route, 'index.html'), 'utf8')).toBe(html);
    expect(fs.readdirSync(os.tmpdir()).filter((d) => d.startsWith('search-pages-'))).toEqual(scratchBefore);

    const {documents, index} = JSON.parse(fs.readFileSync(path.join(outDir, 'search-index-docs-default-current.json'), 'utf8'));
    const titleOf = (ref: string) => documents.find((d: {id: number}) => String(d.id) === ref).pageTitle;
    // lunr's inverted index (read back from the served form): stemmed term → field → ids of the documents holding it there.
    expect(index.compact).toEqual({weightSteps: 5});
    const postings = Object.fromEntries(fromServedIndex(index).invertedIndex as [string, Record<string, Record<string, unknown>>][]);
    const where = (term: string, field: string) => Object.keys(postings[term]?.[field] ?? {}).map(titleOf);
    expect(where('slack', 'tags')).toEqual(['Notification Webhook']);
    expect(where('microsoft', 'tags')).toEqual(['Notification Webhook']);
    expect(where('team', 'tags')).toEqual(['Notification Webhook']);
    // Text is still indexed as the plugin indexes it, and keywords do not leak into it.
    expect(where('port', 'content')).toEqual(['Nmap']);
    expect(where('slack', 'content')).toEqual([]);
  });
});
