import {describe, expect, it} from 'vitest';
import {searchOptions} from '../../../../src/data/searchOptions';
import {
  assertThemeMarkup,
  identifiersOnlyInCode,
  pageForSearch,
  searchedParts,
  searchTag,
  withCardHeadingsAsText,
  withCodeReducedToIdentifiers,
  withGeneratedIndexAsArticle,
  withSubsectionsInSections,
  withTagsWordByWord,
  withoutCascadeLists,
  withoutWidgets,
  themeMarkupMissing,
} from '@site/src/plugins/searchWithKeywords/pagesForSearch';

const SEPARATOR = searchOptions.lunr.tokenizerSeparator;

// A code block as Docusaurus renders it: one span per line, each ending in <br>.
const codeBlock = (...lines: string[]) =>
  `<pre class="prism-code language-yaml"><code>${lines.map((line) => `<span class=token-line><span class="token plain">${line}</span><br></span>`).join('')}</code></pre>`;
// A page as the search plugin reads it (pageForSearch keeps only these parts, see searchedParts).
const article = (body: string) => `<!DOCTYPE html><html><head><meta name=docusaurus_tag content=docs-default-current></head><body><article><div class="markdown">${body}</div></article></body></html>`;

describe('code blocks', () => {
  const scope = article(`<h2>Scope</h2><p>The scan stays in scope.</p>${codeBlock('apiVersion: v1', 'spec:', '  scanOnlyInScope: true', '  MINIO_ROOT_PASSWORD: &lt;secret&gt;')}`);
  const hooks = article(`<p>Set <code>hookSelector</code> on the scan.</p>${codeBlock('apiVersion: v1', 'hookSelector: {}', 'scanOnlyInScope: false')}`);

  it('count with the identifiers that no page names in its text', () => {
    expect([...identifiersOnlyInCode([scope, hooks], SEPARATOR)].sort()).toEqual(['apiversion', 'scanonlyinscope']);
  });

  it('are replaced by those identifiers; lines are words apart', () => {
    const onlyInCode = identifiersOnlyInCode([scope, hooks], SEPARATOR);
    const page = withCodeReducedToIdentifiers(scope, SEPARATOR, onlyInCode);
    expect(page).not.toContain('<pre');
    expect(page).toContain('<p>apiversion scanonlyinscope</p>');
    expect(withCodeReducedToIdentifiers(article(codeBlock('echo hello')), SEPARATOR, onlyInCode)).toBe(article(''));
  });
});

describe('cards', () => {
  it('are link labels, not sections: their headings become text', () => {
    const card = '<a class=card href=/docs/hooks/defectdojo><span class=category>Persistence</span><h2 class=name id=defectdojo>DefectDojo</h2><span>Imports results.</span></a>';
    expect(withCardHeadingsAsText(`<h2 id=top>Hooks</h2>${card}`)).toBe(
      '<h2 id=top>Hooks</h2><a class=card href=/docs/hooks/defectdojo><span class=category>Persistence</span> <span>DefectDojo</span> <span>Imports results.</span></a>',
    );
  });
});

describe('widgets', () => {
  it('marked data-no-twin are left out with everything inside them, nested or not', () => {
    const actions = '<div class=actions data-no-twin=true><div class=menu><button>Copy page</button></div><a href=/docs/a.md>View as Markdown</a></div>';
    const builder = '<details class=alert data-no-twin=true><summary>Build your own Scan</summary><details><summary>More</summary></details></details>';
    const page = article(`<header><h1>Nmap</h1></header>${actions}<p>Nmap finds open ports.</p>${builder}<div><p>Kept.</p></div>`);
    expect(withoutWidgets(page)).toBe(article('<header><h1>Nmap</h1></header><p>Nmap finds open ports.</p><div><p>Kept.</p></div>'));
  });

  it('stay when their element is not closed, rather than taking the rest of the page with them', () => {
    const page = article('<details data-no-twin=true><summary>Open</summary><p>Rest of the page.</p>');
    expect(withoutWidgets(page)).toBe(page);
  });

  it('are not confused with an attribute that only starts alike', () => {
    const page = article('<div data-no-twins=true><p>Kept.</p></div>');
    expect(withoutWidgets(page)).toBe(page);
  });
});

describe('a scanner page\'s cascade lists', () => {
  const list = (kind: string) =>
    `<h3 class=anchor id=${kind}>Heading ${kind}<a href=#${kind} class=hash-link>#</a></h3>\n<div data-island=cascades-${kind}-nmap><p>Rules of <code>5.8.0</code>:</p><ul class=ruleList><li><a href=/docs/scanners/zap-automation-framework>ZAP</a>: <span><code>zap-http</code></span></li></ul></div>`;

  it('are left out with the h3 that heads each of them', () => {
    const page = article(`<h2 id=cascading-rules>Cascading rules</h2><p>Nmap is the usual root of a cascade.</p>${list('starts')}${list('startedBy')}<h2 id=links>Links</h2>`);
    expect(withoutCascadeLists(page)).toBe(article('<h2 id=cascading-rules>Cascading rules</h2><p>Nmap is the usual root of a cascade.</p><h2 id=links>Links</h2>'));
  });

  it('are the only islands left out: the hook page\'s table of every rule stays', () => {
    const page = article('<h2 id=every-rule>Every rule of the release</h2><div data-island=cascading-rules><table><tr><td>zap-http</td></tr></table></div>');
    expect(withoutCascadeLists(page)).toBe(page);
  });
});

describe('generated category pages', () => {
  const page =
    '<div class=generatedIndexPage_vN6x><nav>Home</nav><header><h1 class=title_kItE>How-To Guides</h1><p>Step-by-step walkthroughs.</header>' +
    '<article class=margin-top--lg><section class=row><article class=docCardListItem><a class=card href=/docs/how-tos/scope><h2 title=Scope>Scope</h2><p>Limit cascades.</p></a></article></section></article></div>';

  it('open their article with their title and description, as a doc does', () => {
    expect(withGeneratedIndexAsArticle(page)).toBe(
      '<div class=generatedIndexPage_vN6x><nav>Home</nav><article class=margin-top--lg><div class="markdown"><header><h1 class=title_kItE>How-To Guides</h1></header><p>Step-by-step walkthroughs.' +
        '<section class=row><article class=docCardListItem><a class=card href=/docs/how-tos/scope><h2 title=Scope>Scope</h2><p>Limit cascades.</p></a></article></section></div></article></div>',
    );
  });

  it('are left alone otherwise', () => {
    const doc = article('<header><h1>Nmap</h1></header><p>Ports.</p>');
    expect(withGeneratedIndexAsArticle(doc)).toBe(doc);
  });
});

describe('blog posts', () => {
  it('keep their h3 subsections inside the h2 section', () => {
    expect(withSubsectionsInSections('<h2 id=a>Setup</h2><p>One.</p><h3 class=anchor id=b>Colima<a class=hash-link href=#b>#</a></h3><p>Two.</p>')).toBe(
      '<h2 id=a>Setup</h2><p>One.</p><p>Colima<a class=hash-link href=#b>#</a></p><p>Two.</p>',
    );
  });

  it('leave their code out', () => {
    const post = article(`<h2>Setup</h2><h3>Colima</h3><p>Run it.</p>${codeBlock('colima start --cpu 4', 'kubectl get scanTypes')}`);
    const onlyInCode = new Set(['scantypes']);
    expect(pageForSearch(post, 'blog post', SEPARATOR, onlyInCode)).toBe(article('<h2>Setup</h2><p>Colima</p><p>Run it.</p>'));
    expect(pageForSearch(post, 'doc', SEPARATOR, onlyInCode)).toBe(article('<h2>Setup</h2><h3>Colima</h3><p>Run it.</p><p>scantypes</p>'));
  });
});

describe('tags', () => {
  it('are listed word by word, so that a tag of several words matches its words', () => {
    const footer = '<footer><ul class="tags_jXut padding--none"><li class=tag><a href=/blog/tags/gsoc>Google summer of code</a><li class=tag><a href=/blog/tags/scbctl>scbctl</a></ul></footer>';
    expect(withTagsWordByWord(footer, SEPARATOR)).toBe(
      '<footer><ul class="tags_jXut padding--none"><li>google</li><li>summer</li><li>of</li><li>code</li><li>scbctl</li></ul></footer>',
    );
  });
});

it('reads the Docusaurus search tag of a page', () => {
  expect(searchTag('<meta data-rh=true name=docusaurus_tag content=blog_posts_list>')).toBe('blog_posts_list');
  expect(searchTag('<meta name="docusaurus_tag" content="docs-default-current">')).toBe('docs-default-current');
  expect(searchTag('<meta name=description content=x>')).toBeUndefined();
});

describe('the parts the plugin reads', () => {
  const sidebar =
    '<aside class="theme-doc-sidebar-container docSidebarContainer_x"><nav><ul><li><a class="menu__link menu__link--sublist menu__link--active" href="/docs/scanners">Scanners</a><ul><li><a class="menu__link" href="/docs/scanners/amass">Amass</a><li><a class="menu__link menu__link--active" aria-current=page href="/docs/scanners/nmap">Nmap</a></ul></ul></nav></aside>';
  const page = (aside: string) =>
    `<!DOCTYPE html><html lang=en><head><meta charset=UTF-8><title>Nmap</title><meta data-rh=true name=docusaurus_tag content=docs-default-current><script>theme()</script></head><body><nav class=navbar><a href=/docs>Docs</a></nav>${aside}<main><article><div class=markdown><h1>Nmap</h1><p>Ports.</p></div></article><div class=toc><a href=#x>X</a></div></main><footer class=footer>More</footer></body></html>`;

  it('are the search tag, the doc sidebar\'s active links and the article, in the order of the page', () => {
    expect(searchedParts(page(sidebar))).toBe(
      '<!DOCTYPE html><html><head><meta data-rh=true name=docusaurus_tag content=docs-default-current></head><body>' +
        '<aside class="theme-doc-sidebar-container"><a class="menu__link menu__link--sublist menu__link--active" href="/docs/scanners">Scanners</a><a class="menu__link menu__link--active" aria-current=page href="/docs/scanners/nmap">Nmap</a></aside>' +
        '<article><div class=markdown><h1>Nmap</h1><p>Ports.</p></div></article></body></html>',
    );
  });

  it('hold no sidebar for a page without the doc sidebar (a blog post)', () => {
    expect(searchedParts(page(''))).toBe(
      '<!DOCTYPE html><html><head><meta data-rh=true name=docusaurus_tag content=docs-default-current></head><body><article><div class=markdown><h1>Nmap</h1><p>Ports.</p></div></article></body></html>',
    );
  });
});

describe('the theme markup the layout reads', () => {
  // A doc page and a generated category page, with the markup theme-classic 3.8 renders.
  const doc =
    '<!DOCTYPE html><html><head><meta name=docusaurus_tag content=docs-default-current></head><body>' +
    '<aside class="theme-doc-sidebar-container docSidebarContainer_YfHR"><nav><a class="menu__link menu__link--sublist menu__link--active" href=/docs/scanners>Scanners</a><a class="menu__link menu__link--active" href=/docs/scanners/nmap>Nmap</a></nav></aside>' +
    `<article><div class="markdown"><h1>Nmap</h1>${codeBlock('kind: Scan')}</div></article></body></html>`;
  const generated =
    '<!DOCTYPE html><html><head><meta name=docusaurus_tag content=docs-default-current></head><body><div class=generatedIndexPage_vN6x><header><h1 class=title_kItE>How-To Guides</h1><p>Walkthroughs.</header>' +
    '<article class=margin-top--lg><section class=row></section></article></div></body></html>';

  it('is all there in pages as theme-classic renders them', () => {
    expect(themeMarkupMissing([doc, generated])).toEqual([]);
    expect(() => assertThemeMarkup([doc, generated])).not.toThrow();
  });

  it.each([
    ['the docs sidebar', (html: string) => html.replaceAll('theme-doc-sidebar-container', 'theme-doc-sidebar'), /the docs sidebar \(<aside class="theme-doc-sidebar-container">\)/],
    ["the sidebar's active links", (html: string) => html.replaceAll('menu__link--active', 'menu__link--current'), /the sidebar's active links \(class menu__link--active\)/],
    ['the generated category pages', (html: string) => html.replace('generatedIndexPage_', 'generatedIndex_'), /the generated category pages \(class generatedIndexPage_…\)/],
    ["a generated category page's layout", (html: string) => html.replace('<header>', '<div class=header>').replace('</header>', '</div>'), /a generated category page's <header>/],
    ['the search tag', (html: string) => html.replace('docusaurus_tag', 'docusaurus-tag'), /<meta name="docusaurus_tag">/],
    ['the code line spans', (html: string) => html.replaceAll('token-line', 'codeLine'), /code blocks whose lines are <span class="token-line">/],
  ])('names %s when the theme no longer renders it', (_name, change, message) => {
    const pages = [change(doc), change(generated)];
    expect(themeMarkupMissing(pages).join('\n')).toMatch(message);
    expect(() => assertThemeMarkup(pages)).toThrow(/search-with-keywords: the built pages no longer have .*src\/plugins\/searchWithKeywords\/pagesForSearch\.ts/);
  });
});
