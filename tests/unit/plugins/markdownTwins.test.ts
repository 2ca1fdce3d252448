// @vitest-environment happy-dom
// The Markdown twins of the pages (src/plugins/markdownTwins): the components a reader sees in a
// page become Markdown with the same facts, links become absolute, no HTML is left, and llms.txt
// lists the pages in sidebar order; and which requests nginx answers with a twin (prefersMarkdown).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createElement as h} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import ValuesTable from '../../../src/components/ChartValues/Table';
import CrdFieldTable from '../../../src/components/CrdFieldTable/Table';
import {documentedCharts} from '../../../src/data/chartValues/all';
import {getKind} from '../../../src/data/crds';
import {chartFacts} from '../../../src/data/release/generated/charts';
import {BLOG_SHAPE, DOCS_SHAPE, checkTwins, contentOf, htmlLeftIn} from '../../../src/plugins/markdownTwins';
import {llmsFull, llmsIndex} from '../../../src/plugins/markdownTwins/llms';
import {release} from '../../../src/data/release/generated/release';
import {pageBodies} from '../../../src/plugins/markdownTwins/pageBodies';
import {walkSidebar, type SidebarItem} from '../../../src/plugins/markdownTwins/sidebar';
import {fragmentToMarkdown, pageContentToMarkdown, withCodeAsText} from '../../../src/plugins/markdownTwins/toMarkdown';
import {articleOf} from '../../../lib/pageHtml';
import {linkResolver, twinPath} from '../../../src/plugins/markdownTwins/urls';
import {prefersMarkdown, qualityRank} from '../../../deploy/servingRules';

const SITE = 'https://www.securecodebox.io';

/** The cells of the body rows of the first GFM table in some Markdown. */
function tableRows(markdown: string): string[][] {
  const lines = markdown.split('\n').filter((line) => line.startsWith('|'));
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
  expect(lines[1]).toMatch(/^\|(\s*-+\s*\|)+$/);
  return lines.slice(2).map(cells);
}

/** The text of a code span in a table cell: its backtick fence removed, `\|` read as `|`. */
function codeSpan(cell: string): string {
  const match = /^(`+) ?(.*?) ?\1$/.exec(cell);
  expect(match, cell).not.toBeNull();
  return match![2].replace(/\\\|/g, '|');
}

describe('a chart values table', () => {
  const chart = documentedCharts['auto-discovery-kubernetes'];
  const facts = chartFacts['auto-discovery-kubernetes'];
  const markdown = fragmentToMarkdown(renderToStaticMarkup(h(ValuesTable, {chart})));

  it('keeps its caption above the table and its four columns', () => {
    const lines = markdown.split('\n');
    const header = lines.findIndex((line) => line.startsWith('|'));
    expect(lines[header - 2]).toBe(`**Values of the \`auto-discovery-kubernetes\` chart ${facts.version}**`);
    expect(lines[header]).toBe('| Key | Type | Default | Description |');
  });

  it('has one row per key with its type, its default on one line and its description', () => {
    const rows = tableRows(markdown);
    expect(rows).toHaveLength(facts.values.length);
    rows.forEach(([key, type, value, description], i) => {
      const fact = facts.values[i];
      expect(key).toBe(`\`${fact.key}\``);
      expect(type).toBe(fact.type === 'null' ? chart.values[i].type : fact.type);
      expect(JSON.parse(codeSpan(value)), fact.key).toEqual(fact.default);
      expect(description.length, fact.key).toBeGreaterThan(10);
    });
  });

  it('unfolds a long default (a list shown folded on the page) into one line', () => {
    const row = tableRows(markdown).find(([key]) => key === '`config.serviceAutoDiscovery.scanConfigs`');
    expect(codeSpan(row![2])).toMatch(/^\[\{"scanType":"zap-automation-framework"/);
    expect(markdown).not.toContain('list of 1 entry');
  });
});

describe('a CRD field table', () => {
  const markdown = fragmentToMarkdown(renderToStaticMarkup(h(CrdFieldTable, {kind: 'ScheduledScan', part: 'spec'})));

  it('keeps every field with its type, whether it is required, its default and meaning', () => {
    expect(markdown.split('\n').find((line) => line.startsWith('|'))).toBe('| Field | Type | Required | Default | Meaning |');
    const fields = getKind('ScheduledScan').spec;
    const rows = tableRows(markdown);
    expect(rows).toHaveLength(fields.length);
    const policy = rows.find(([field]) => field === '`concurrencyPolicy`');
    expect(policy?.[2]).toBe('no');
    expect(policy?.[3]).toBe('–');
    expect(policy?.[4]).toContain('`Allow`, `Forbid`, `Replace`');
  });
});

describe('theme markup', () => {
  it('writes an admonition as a blockquote that names its kind and title', () => {
    const html =
      '<div class="theme-admonition theme-admonition-caution admonition_x alert alert--warning"><div class="admonitionHeading_y">' +
      '<span class="admonitionIcon_z"><svg viewBox="0 0 16 16"><path d="M0 0"/></svg></span>Pitfall in 5.8.0</div>' +
      '<div class="admonitionContent_w"><p>Put the <code>id</code> entry first.</p><ul><li>one</li><li>two</li></ul></div></div>';
    expect(fragmentToMarkdown(html)).toBe('> **Caution: Pitfall in 5.8.0**\n>\n> Put the `id` entry first.\n>\n> - one\n> - two');
    const plain = html.replace('Pitfall in 5.8.0', 'caution');
    expect(fragmentToMarkdown(plain).split('\n')[0]).toBe('> **Caution**');
  });

  it('fails loudly when the theme renders an admonition or a code block differently', () => {
    expect(() => fragmentToMarkdown('<div class="theme-admonition theme-admonition-note"><p>No heading</p></div>')).toThrow(/theme's markup changed/);
    expect(() => fragmentToMarkdown('<div class="language-yaml theme-code-block"><pre>a: b</pre></div>')).toThrow(/theme's markup changed/);
  });

  it('writes a highlighted code block with its language and title, token spans and line breaks resolved', () => {
    const html =
      '<div class="language-yaml codeBlockContainer_a theme-code-block"><div class="codeBlockTitle_b">scan.yaml</div><div class="codeBlockContent_c">' +
      '<pre tabindex="0" class="prism-code language-yaml"><code class="codeBlockLines_d"><span class="token-line"><span class="token key">kind</span>' +
      '<span class="token punctuation">:</span> Scan<br></span><span class="token-line"><span class="token key">spec</span>:<br></span></code></pre>' +
      '<div class="buttonGroup"><button type="button" aria-label="Copy code to clipboard">Copy</button></div></div></div>';
    expect(fragmentToMarkdown(html)).toBe('```yaml title="scan.yaml"\nkind: Scan\nspec:\n```');
  });

  it('writes a card (a link around a heading) as a link named by the heading, with the other texts of the card', () => {
    const html =
      '<ul><li><a class="card_a" href="/docs/hooks/dependency-track"><span class="category_b">Persistence<span class="status_c">In development</span></span>' +
      '<h3 id="dependency-track">Dependency-Track</h3><span class="summary_d">Uploads SBOMs.</span></a></li></ul>';
    expect(fragmentToMarkdown(html)).toBe('- [Dependency-Track](/docs/hooks/dependency-track): Persistence · In development · Uploads SBOMs.');
  });

  it('keeps each table row on one line: lists in a cell are joined, paragraphs run on', () => {
    const html =
      '<table><thead><tr><th>Rule</th><th>Matches any of</th></tr></thead><tbody><tr><td><code>kubernetes-control-plane</code></td>' +
      '<td><ul><li>Open Port (port 6443)</li><li>Open Port (port 2379)</li></ul><p>Both open.</p></td></tr></tbody></table>';
    expect(fragmentToMarkdown(html)).toBe('| Rule | Matches any of |\n| - | - |\n| `kubernetes-control-plane` | Open Port (port 6443); Open Port (port 2379) Both open. |');
  });

  it('drops heading anchors, icons, buttons and widgets marked data-no-twin', () => {
    const html =
      '<h2 class="anchor" id="install">Install<a href="#install" class="hash-link" aria-label="Direct link to Install">\u200B</a></h2>' +
      '<div data-no-twin=""><p>The explorer needs JavaScript.</p></div><p>Text <svg aria-hidden="true"></svg>stays.</p>';
    expect(fragmentToMarkdown(html)).toBe('## Install\n\nText stays.');
  });

  it('takes the content of a doc page without its title, and of a blog post', () => {
    const doc =
      '<html><body><nav>Docs</nav><article><div class="theme-doc-markdown markdown"><header><h1>Nmap</h1></header><p>Body.</p></div>' +
      '<footer><a class="theme-edit-this-page" href="https://github.com/x">Edit this page</a></footer></article></body></html>';
    expect(pageContentToMarkdown(doc, (href) => href)).toBe('Body.');
    const post = '<article><header><h1>Post</h1></header><div id="__blog-post-container" class="markdown"><p>Post body.</p></div></article>';
    expect(pageContentToMarkdown(post, (href) => href)).toBe('Post body.');
    expect(pageContentToMarkdown('<main><p>No content element</p></main>', (href) => href)).toBeUndefined();
  });
});

describe('pageBodies (the conversion the build runs in a worker thread)', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-'));
  const page = (route: string, html: string) => {
    fs.mkdirSync(path.join(outDir, route), {recursive: true});
    fs.writeFileSync(path.join(outDir, route, 'index.html'), html);
  };
  page('/docs/a', '<article><div class="theme-doc-markdown markdown"><header><h1>A</h1></header><p>See <a href="/docs/b#x">B</a>.</p></div></article>');
  page('/docs/b', '<main><p>No content element</p></main>');

  it('reads each built page and resolves its links to the twins', () => {
    expect(pageBodies({outDir, site: SITE, routes: ['/docs/a'], twinRoutes: ['/docs/a', '/docs/b']})).toEqual({'/docs/a': `See [B](${SITE}/docs/b.md#x).`});
  });

  it('fails on a page whose content element is missing', () => {
    expect(() => pageBodies({outDir, site: SITE, routes: ['/docs/b'], twinRoutes: []})).toThrow(/\/docs\/b has no \.theme-doc-markdown/);
  });
});

describe('links', () => {
  const resolve = linkResolver(SITE, '/docs/scanners/nmap', new Set(['/docs/scanners/nmap', '/docs/scanners/', '/docs/hooks/cascading-scans']));

  it('point to the twin of a page that has one, keeping the fragment', () => {
    expect(resolve('/docs/hooks/cascading-scans#every-rule-of-the-release')).toBe(`${SITE}/docs/hooks/cascading-scans.md#every-rule-of-the-release`);
    expect(resolve('/docs/scanners')).toBe(`${SITE}/docs/scanners.md`);
    expect(resolve('/docs/scanners/')).toBe(`${SITE}/docs/scanners.md`);
    expect(resolve('#all-chart-values')).toBe(`${SITE}/docs/scanners/nmap.md#all-chart-values`);
  });

  it('are absolute everywhere else', () => {
    expect(resolve('/img/logo.svg')).toBe(`${SITE}/img/logo.svg`);
    expect(resolve('/blog')).toBe(`${SITE}/blog`);
    expect(resolve('https://nmap.org/')).toBe('https://nmap.org/');
    expect(resolve('mailto:security@example.org')).toBe('mailto:security@example.org');
  });

  it('name twins after the page, the home page having none', () => {
    expect(twinPath('/docs/scanners/nmap')).toBe('/docs/scanners/nmap.md');
    expect(twinPath('/docs/scanners/')).toBe('/docs/scanners.md');
    expect(twinPath('/blog/2022/01/18/log4shell')).toBe('/blog/2022/01/18/log4shell.md');
    expect(() => twinPath('/')).toThrow();
  });
});

describe('the build check', () => {
  it('finds HTML outside code, and ignores it inside code', () => {
    expect(htmlLeftIn('Text with <div class="x">markup</div>')).toBe('<div class="x">');
    expect(htmlLeftIn('Use `<ChartValues />` here.\n\n```html\n<p>kept</p>\n```\n')).toBeUndefined();
    expect(htmlLeftIn('A \\<Scan\\> in prose and 2 < 3 > 1.')).toBeUndefined();
  });

  it('fails on a doc or blog route without a twin, and on a twin too large', () => {
    const twin = {route: '/docs/a', title: 'A', markdown: '# A\n'};
    expect(() => checkTwins([twin], ['/', '/docs/a', '/search'])).not.toThrow();
    expect(() => checkTwins([twin], ['/docs/a', '/docs/b', '/blog/tags'])).toThrow(/\/docs\/b, \/blog\/tags/);
    expect(() => checkTwins([{...twin, markdown: 'x'.repeat(101 * 1024)}], ['/docs/a'])).toThrow(/more than 102400/);
  });
});

describe('llms.txt', () => {
  const docs = new Map(
    ['intro', 'scanners/index', 'scanners/nmap', 'how-tos/scope'].map((id) => [
      id,
      {id, title: id.replace('/index', '').split('/').pop()!, description: `About ${id}.\nSecond line.`, permalink: `/docs/${id.replace(/\/?index$/, '/')}`},
    ]),
  );
  const sidebar: SidebarItem[] = [
    {type: 'doc', id: 'intro'},
    {type: 'category', label: 'Scanners', link: {type: 'doc', id: 'scanners/index'}, items: [{type: 'doc', id: 'scanners/nmap'}]},
    {type: 'category', label: "How-To's", link: {type: 'generated-index', permalink: '/docs/how-tos', title: 'How-To Guides'}, items: [{type: 'doc', id: 'how-tos/scope'}]},
  ];
  const entries = walkSidebar(sidebar, docs);

  it('walks the sidebar in order, with category pages and the categories above each page', () => {
    expect(entries.map((e) => [e.permalink, e.group.join('/')])).toEqual([
      ['/docs/intro', ''],
      ['/docs/scanners/', 'Scanners'],
      ['/docs/scanners/nmap', 'Scanners'],
      ['/docs/how-tos', "How-To's"],
      ['/docs/how-tos/scope', "How-To's"],
    ]);
    expect(entries[3]).toMatchObject({kind: 'index', children: [{title: 'scope', permalink: '/docs/how-tos/scope'}]});
  });

  it('lists every page under its group, linking the twins, descriptions on one line', () => {
    const pages = entries.map((e) => ({route: e.permalink, title: e.title, description: e.description, markdown: '', group: e.group}));
    const text = llmsIndex([...pages, {route: '/blog/2022/01/18/log4shell', title: 'Log4Shell', description: 'A case study.', markdown: '', group: ['Blog']}], SITE);
    const lines = text.split('\n');
    expect(lines[0]).toBe('# secureCodeBox');
    expect(lines[2]).toMatch(/^> OWASP secureCodeBox /);
    expect(lines.filter((l) => l.startsWith('## '))).toEqual(['## Checking manifests', '## Documentation', '## Scanners', "## How-To's", '## Blog']);
    expect(lines).toContain(`- [nmap](${SITE}/docs/scanners/nmap.md): About scanners/nmap. Second line.`);
    expect(lines).toContain(`- [scanners](${SITE}/docs/scanners.md): About scanners/index. Second line.`);
    expect(lines.at(-2)).toBe(`- [Log4Shell](${SITE}/blog/2022/01/18/log4shell.md): A case study.`);
  });

  it('names the schemas, their guide and the MCP server a reader runs, before the pages', () => {
    const lines = llmsIndex([], SITE).split('\n');
    const section = lines.slice(lines.indexOf('## Checking manifests'));
    expect(section[2]).toMatch(new RegExp(`^- \\[JSON Schemas of the custom resources\\]\\(${SITE}/schemas/index\\.json\\): One per kind and version of secureCodeBox ${release.version.replace(/\./g, '\\.')}`));
    expect(section[2]).toContain(`# yaml-language-server: $schema=${SITE}/schemas/latest/execution.securecodebox.io/scan_v1.json`);
    expect(section[2]).toContain(`-schema-location '${SITE}/schemas/latest/{{.Group}}/{{.ResourceKind}}_{{.ResourceAPIVersion}}.json'`);
    expect(section[3]).toBe(`- [Validating Manifests](${SITE}/docs/api/schemas.md): How to check manifests with these schemas in an editor and in CI, and what they catch.`);
    expect(section[4]).toMatch(/^- MCP server: .* over stdio \(`npm run --silent mcp -- --site https:\/\/www\.securecodebox\.io` in a checkout\); the site serves no MCP endpoint\.$/);
  });

  it('joins the doc twins in order for llms-full.txt', () => {
    expect(llmsFull([{route: '/docs/a', title: 'A', markdown: '# A\n\nOne.\n'}, {route: '/docs/b', title: 'B', markdown: '# B\n'}])).toBe('# A\n\nOne.\n\n---\n\n# B\n');
  });
});

describe('content negotiation (deploy/servingRules.ts)', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.9', true],
    ['text/markdown, */*', true],
    ['text/plain, text/markdown;charset=utf-8', true],
    ['text/html, text/markdown;q=0.9', false],
    ['text/markdown;q=0.5, */*', false],
    ['text/markdown;q=0.5, text/html;q=0.5', true],
    ['text/markdown;q=0', false],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
    ['*/*', false],
    ['', false],
  ])('Accept: %s → twin %s', (accept, twin) => {
    expect(prefersMarkdown(accept)).toBe(twin);
  });

  it('compares quality values to one decimal, as nginx can', () => {
    expect([undefined, '1', '1.000', '0.95', '0.5', '0.05', '0', '1.5', 'x'].map(qualityRank)).toEqual([10, 10, 10, 9, 5, 0, 0, 0, 0]);
  });
});

describe('the part of a page that is parsed', () => {
  it('runs from the first <article> to the last </article>, leaving out navbar, sidebar and footer', () => {
    const page = '<html><body><nav>menu</nav><main><article><div class="theme-doc-markdown"><p>One</p><article>card</article></div></article></main><footer>links</footer></body></html>';
    expect(articleOf(page)).toBe('<article><div class="theme-doc-markdown"><p>One</p><article>card</article></div></article>');
  });

  it('is the whole page when the page has no article', () => {
    const page = '<html><body><div id="__blog-post-container"><p>Post</p></div></body></html>';
    expect(articleOf(page)).toBeUndefined();
    expect(pageContentToMarkdown(page, (href) => href)).toBe('Post');
  });

  it('gives the same Markdown as the whole page', () => {
    const page = '<html><head><title>t</title></head><body><nav><a href="/x">X</a></nav><article><header><h1>Title</h1></header><div class="theme-doc-markdown markdown"><h2>Part</h2><p>Text with <code>code</code>.</p></div></article></body></html>';
    expect(pageContentToMarkdown(page, (href) => href)).toBe('## Part\n\nText with `code`.');
  });

  it('has its highlighted code as plain text, which gives the Markdown the token spans give', () => {
    const block =
      '<div class="language-yaml codeBlockContainer_a theme-code-block"><div class="codeBlockContent_c">' +
      '<pre tabindex="0" class="prism-code language-yaml"><code class="codeBlockLines_d"><span class="token-line"><span class="token key">password</span>' +
      '<span class="token punctuation">:</span> &lt;secret&gt; &amp; more<br></span><span class="token-line"><span class="token plain">  </span><span class="token key">user</span>: a<br/></span></code></pre></div></div>';
    expect(withCodeAsText(block)).toBe(
      '<div class="language-yaml codeBlockContainer_a theme-code-block"><div class="codeBlockContent_c">' +
        '<pre tabindex="0" class="prism-code language-yaml"><code class="codeBlockLines_d">password: &lt;secret&gt; &amp; more\n  user: a\n</code></pre></div></div>',
    );
    const page = `<article><div class="theme-doc-markdown markdown"><p>Before.</p>${block}</div></article>`;
    expect(pageContentToMarkdown(page, (href) => href)).toBe(`Before.\n\n${fragmentToMarkdown(block)}`);
    expect(fragmentToMarkdown(block)).toBe('```yaml\npassword: <secret> & more\n  user: a\n```');
  });
});


describe('the content plugins as the twins read them', () => {
  const plugins = (content: Record<string, unknown>) => [{name: 'docusaurus-plugin-content-blog', options: {id: 'default'}, content}] as unknown as Parameters<typeof contentOf>[0];
  const blog = {blogPosts: [{id: 'a', metadata: {permalink: '/blog/a'}}], blogListPaginated: [{metadata: {permalink: '/blog'}}], blogTags: {}, blogTagsListPath: '/blog/tags'};

  it('hands over the blog content the twins read', () => {
    expect(contentOf(plugins(blog), 'docusaurus-plugin-content-blog', BLOG_SHAPE)).toBe(blog);
  });

  // Docusaurus 3.10 no longer hands blogListPaginated to postBuild: a TypeError in blogListTwins then.
  it('fails by name when the blog plugin no longer hands over a field the twins read', () => {
    const without: Record<string, unknown> = {...blog};
    delete without.blogListPaginated;
    expect(() => contentOf(plugins(without), 'docusaurus-plugin-content-blog', BLOG_SHAPE)).toThrow(
      /markdown-twins: the docusaurus-plugin-content-blog plugin's loaded content no longer has blogListPaginated as src\/plugins\/markdownTwins reads it/,
    );
    expect(() => contentOf(plugins({...blog, blogTags: {x: {items: []}}}), 'docusaurus-plugin-content-blog', BLOG_SHAPE)).toThrow(/no longer has blogTags/);
  });

  it('fails by name when the docs plugin hands over no versions', () => {
    const docs = [{name: 'docusaurus-plugin-content-docs', options: {id: 'default'}, content: {loadedVersions: []}}] as unknown as Parameters<typeof contentOf>[0];
    expect(() => contentOf(docs, 'docusaurus-plugin-content-docs', DOCS_SHAPE)).toThrow(/no longer has loadedVersions/);
  });
});
