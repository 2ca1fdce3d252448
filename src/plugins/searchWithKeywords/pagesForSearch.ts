// The built pages as the search plugin should read them (./indexes.ts indexes these copies). The
// plugin makes every h1-h3 a section; each change below decides what a section is and holds, so that
// pages are found by what they say, not by what they share with every other page.
import {articleOf, escapeHtml} from '../../../lib/pageHtml';

const CODE_BLOCK = /<pre\b[^>]*>[\s\S]*?<\/pre>/g;
const LINK = /<a\b[^>]*>[\s\S]*?<\/a>/g;
const HEADING_OPEN = /<h[1-6]\b[^>]*>/g;
const HEADING_CLOSE = /<\/h[1-6]>/g;
const SUBSECTION_HEADING = /<h3\b[^>]*>([\s\S]*?)<\/h3>/g;
const TAG_LIST = /(<ul\b[^>]*\bclass="?tags_[^>]*>)([\s\S]*?)<\/ul>/g;
const TAG = /<[^>]*>/g;
// Where a code block's lines, and so its words, end.
const LINE_BREAK = /<br\b[^>]*>|<span\b[^>]*\btoken-line\b[^>]*>/g;
// camelCase or PascalCase.
const IDENTIFIER = /[a-z][A-Z]/;
const GENERATED_INDEX = /class="?generatedIndexPage_/;
const GENERATED_INDEX_PARTS = /<header>(<h1\b[^>]*>[\s\S]*?<\/h1>)([\s\S]*?)<\/header>(<article\b[^>]*>)(<section\b[^>]*>[\s\S]*?<\/section>)<\/article>/;
const DOCUSAURUS_TAG = /<meta\b[^>]*\bname="?docusaurus_tag"?[^>]*\bcontent="?([^"\s>]+)[^>]*>/;

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

const textOf = (html: string) => decodeEntities(html.replace(TAG, ' '));

/** The Docusaurus search tag of a page (`docs-default-current`, `default`, `blog_posts_list`, …). */
export function searchTag(html: string): string | undefined {
  return DOCUSAURUS_TAG.exec(html)?.[1];
}

function codeIdentifiers(block: string, separator: RegExp): Set<string> {
  const text = decodeEntities(block.replace(LINE_BREAK, ' ').replace(TAG, ''));
  return new Set(text.split(separator).filter((word) => IDENTIFIER.test(word)).map((word) => word.toLowerCase()));
}

function textWords(html: string, separator: RegExp): string[] {
  const article = articleOf(html);
  return article ? textOf(article.replace(CODE_BLOCK, ' ')).toLowerCase().split(separator) : [];
}

export function identifiersOnlyInCode(pages: string[], separator: RegExp): Set<string> {
  const inText = new Set(pages.flatMap((html) => textWords(html, separator)));
  const onlyInCode = new Set<string>();
  for (const html of pages) {
    for (const block of html.match(CODE_BLOCK) ?? []) {
      for (const word of codeIdentifiers(block, separator)) if (!inText.has(word)) onlyInCode.add(word);
    }
  }
  return onlyInCode;
}

/**
 * Each code block replaced by a paragraph of its identifiers that only code uses: the rest of a
 * manifest or command repeats from page to page and would rank pages by their boilerplate.
 */
export function withCodeReducedToIdentifiers(html: string, separator: RegExp, onlyInCode: Set<string>): string {
  return html.replace(CODE_BLOCK, (block) => {
    const kept = [...codeIdentifiers(block, separator)].filter((word) => onlyInCode.has(word));
    return kept.length ? `<p>${escapeHtml(kept.join(' '))}</p>` : '';
  });
}

/** Headings inside links turned into text: a card's label is not a section of the page that shows the card. */
export function withCardHeadingsAsText(html: string): string {
  return html.replace(LINK, (link) => link.replace(HEADING_OPEN, ' <span>').replace(HEADING_CLOSE, '</span> '));
}

/** A generated category page laid out like a doc, so that it is one section titled like the page instead of untitled cards. */
export function withGeneratedIndexAsArticle(html: string): string {
  if (!GENERATED_INDEX.test(html)) return html;
  return html.replace(
    GENERATED_INDEX_PARTS,
    (_, title: string, description: string, article: string, cards: string) =>
      `${article}<div class="markdown"><header>${title}</header>${description}${cards}</div></article>`,
  );
}

// Openings of elements left out (withoutElements), the tag name in group 1.
const NO_TWIN_OPEN = /<([a-z][a-z0-9]*)\b[^>]*\sdata-no-twin\b[^>]*>/gi;
// A cascade list (src/components/Cascades/CascadeLists), from the h3 heading before it, if any.
const CASCADE_LIST_OPEN = /(?:<h3\b[^>]*>(?:(?!<\/h3>)[\s\S])*<\/h3>\s*)?<(div)\b[^>]*\bdata-island="?cascades-(?:starts|startedBy)-[^>]*>/g;

/** Where the element opened at `start` ends; -1 when it is not closed. */
function elementEnd(html: string, start: number, tag: string): number {
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return tags.lastIndex;
  }
  return -1;
}

/** The page without the elements `opening` finds, whole; one that is not closed is kept rather than the rest of the page lost. */
function withoutElements(html: string, opening: RegExp): string {
  let kept = '';
  let from = 0;
  opening.lastIndex = 0;
  for (let open = opening.exec(html); open; open = opening.exec(html)) {
    const end = elementEnd(html, open.index, open[1]);
    if (end < 0) continue;
    kept += html.slice(from, open.index);
    from = opening.lastIndex = end;
  }
  return kept + html.slice(from);
}

/** The page without the elements marked `data-no-twin` (controls, not content), as the Markdown twins leave them out. */
export function withoutWidgets(html: string): string {
  return withoutElements(html, NO_TWIN_OPEN);
}

/** A scanner page without its cascade lists and their headings: they name other scanners' rules, which would find this page. */
export function withoutCascadeLists(html: string): string {
  return withoutElements(html, CASCADE_LIST_OPEN);
}

/** A blog post's h3 headings turned into paragraphs of their h2 section: a post is found by its parts, not every aside. */
export function withSubsectionsInSections(html: string): string {
  return html.replace(SUBSECTION_HEADING, (_, title: string) => `<p>${title}</p>`);
}

/** Every tag list with one item per word: the plugin would index a tag of several words as one term no query matches. */
export function withTagsWordByWord(html: string, separator: RegExp): string {
  return html.replace(TAG_LIST, (_, list: string, items: string) => {
    const words = new Set(textOf(items.replace(/<li\b/g, ' <li')).toLowerCase().split(separator).filter(Boolean));
    return `${list}${[...words].map((word) => `<li>${escapeHtml(word)}</li>`).join('')}</ul>`;
  });
}

const DOC_SIDEBAR = /<aside\b[^>]*\btheme-doc-sidebar-container\b[^>]*>[\s\S]*?<\/aside>/;
const ACTIVE_SIDEBAR_LINK = /<a\b[^>]*\bmenu__link--active\b[^>]*>[\s\S]*?<\/a>/g;

/**
 * Only the parts of a page the plugin reads: the search tag in the head, the doc sidebar's active
 * links (the page's categories) and the article; the plugin parses each page twice.
 */
export function searchedParts(html: string): string {
  const sidebar = DOC_SIDEBAR.exec(html)?.[0];
  const activeLinks = sidebar?.match(ACTIVE_SIDEBAR_LINK)?.join('') ?? '';
  return [
    '<!DOCTYPE html><html><head>',
    DOCUSAURUS_TAG.exec(html)?.[0] ?? '',
    '</head><body>',
    sidebar ? `<aside class="theme-doc-sidebar-container">${activeLinks}</aside>` : '',
    articleOf(html) ?? '',
    '</body></html>',
  ].join('');
}

/** The theme markup this layout reads that the built pages lack, named: without it the search would silently rank worse. */
export function themeMarkupMissing(pages: readonly string[]): string[] {
  const missing: string[] = [];
  if (!pages.every((html) => DOCUSAURUS_TAG.test(html))) missing.push('the <meta name="docusaurus_tag"> of every page');
  const sidebars = pages.map((html) => DOC_SIDEBAR.exec(html)?.[0]).filter((sidebar): sidebar is string => sidebar !== undefined);
  if (sidebars.length === 0) missing.push('the docs sidebar (<aside class="theme-doc-sidebar-container">)');
  else if (!sidebars.some((sidebar) => new RegExp(ACTIVE_SIDEBAR_LINK.source).test(sidebar))) missing.push("the sidebar's active links (class menu__link--active)");
  const generated = pages.filter((html) => GENERATED_INDEX.test(html));
  if (generated.length === 0) missing.push('the generated category pages (class generatedIndexPage_…)');
  else if (!generated.every((html) => GENERATED_INDEX_PARTS.test(html))) missing.push("a generated category page's <header> with its h1 before an <article> of cards");
  if (!pages.some((html) => (html.match(CODE_BLOCK) ?? []).some((block) => /\btoken-line\b/.test(block)))) missing.push('code blocks whose lines are <span class="token-line"> in a <pre>');
  return missing;
}

export function assertThemeMarkup(pages: readonly string[]): void {
  const missing = themeMarkupMissing(pages);
  if (missing.length) {
    throw new Error(
      `search-with-keywords: the built pages no longer have ${missing.join('; ')}. src/plugins/searchWithKeywords/pagesForSearch.ts reads them to lay the pages out for the search; has theme-classic changed its markup?`,
    );
  }
}

export type PageKind = 'doc' | 'blog post';

/** The page as the search plugin should read it; `onlyInCode` is identifiersOnlyInCode of all pages. */
export function pageForSearch(html: string, kind: PageKind, separator: RegExp, onlyInCode: Set<string>): string {
  let page = withCodeReducedToIdentifiers(html, separator, kind === 'blog post' ? new Set() : onlyInCode);
  page = withGeneratedIndexAsArticle(withCardHeadingsAsText(withoutCascadeLists(withoutWidgets(page))));
  if (kind === 'blog post') page = withSubsectionsInSections(page);
  return searchedParts(withTagsWordByWord(page, separator));
}
