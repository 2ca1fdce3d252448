import {articleOf, escapeHtml} from '../../../lib/html';

/**
 * The built pages as the search plugin should read them (./index.ts has the plugin index these
 * copies; the served pages stay as they are). The plugin turns every h1–h3 of an article into a
 * search section and everything up to the next heading into that section's text; these changes
 * decide what a section is and what its text holds:
 *
 * - A code block in the docs counts only with the identifiers in it that no page's text uses (a
 *   setting such as scanOnlyInScope, a function of a script API). The rest of a manifest or
 *   command (apiVersion, metadata, helm install, SPDX headers, sample output) repeats from page to
 *   page: it matched everywhere, ranked pages by their boilerplate and was a seventh of the index.
 *   (Algolia's DocSearch leaves code blocks out altogether.) A blog post's code illustrates its
 *   story with the commands and settings of its day, which the docs hold as they are now: it is
 *   left out.
 * - A heading inside a link is a card's label (the scanner and hook overviews, the generated
 *   category pages), not a section of the page: as a section it came up for every search for
 *   that scanner or hook, without an anchor, above the scanner's or hook's own page.
 * - A generated category page gets its title and description into its article, where the plugin
 *   looks for them, so that it is one section titled like the page instead of untitled cards.
 * - A blog post is read as a story: its h3 subsections belong to their h2 section, so that a post
 *   is found by its parts without every aside being a result of its own.
 * - A tag of several words ("Google summer of code") is indexed word by word; the plugin would
 *   index it as one term that no query matches.
 * - The widgets that mark themselves with `data-no-twin` (the page's Copy page and View as Markdown
 *   actions, the scan builder, the cascade explorer) are left out, as the Markdown twins leave
 *   them out: their labels are controls, not the page's content (the scan builder's label was
 *   text of a section on every scanner page).
 * - A scanner page's cascade lists (the rules its findings can start and the rules that start it,
 *   each under its own h3) are left out with their headings. Generated from the release, they name
 *   the other scanners and their rules (nmap's names 27 rules of eight scanners): as sections,
 *   every scanner page came up for the other scanners' names, and questions about cascades found
 *   them above the cascading-scans hook's page, which lists every rule itself.
 */

const CODE_BLOCK = /<pre\b[^>]*>[\s\S]*?<\/pre>/g;
const LINK = /<a\b[^>]*>[\s\S]*?<\/a>/g;
const HEADING_OPEN = /<h[1-6]\b[^>]*>/g;
const HEADING_CLOSE = /<\/h[1-6]>/g;
const SUBSECTION_HEADING = /<h3\b[^>]*>([\s\S]*?)<\/h3>/g;
const TAG_LIST = /(<ul\b[^>]*\bclass="?tags_[^>]*>)([\s\S]*?)<\/ul>/g;
const TAG = /<[^>]*>/g;
// Where the lines of a code block (and so its words) end: each line is a span ending in <br>.
const LINE_BREAK = /<br\b[^>]*>|<span\b[^>]*\btoken-line\b[^>]*>/g;
// An identifier written in camelCase or PascalCase: a lower-case letter followed by a capital.
const IDENTIFIER = /[a-z][A-Z]/;
const GENERATED_INDEX = /class="?generatedIndexPage_/;
const GENERATED_INDEX_PARTS = /<header>(<h1\b[^>]*>[\s\S]*?<\/h1>)([\s\S]*?)<\/header>(<article\b[^>]*>)(<section\b[^>]*>[\s\S]*?<\/section>)<\/article>/;
// The page's search tag element; its content (group 1) is the tag.
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

/** The identifiers of a code block, lower-cased as the index spells them. */
function codeIdentifiers(block: string, separator: RegExp): Set<string> {
  const text = decodeEntities(block.replace(LINE_BREAK, ' ').replace(TAG, ''));
  return new Set(text.split(separator).filter((word) => IDENTIFIER.test(word)).map((word) => word.toLowerCase()));
}

/** The words of a page's articles outside code blocks. */
function textWords(html: string, separator: RegExp): string[] {
  const article = articleOf(html);
  return article ? textOf(article.replace(CODE_BLOCK, ' ')).toLowerCase().split(separator) : [];
}

/** The identifiers that the pages' code blocks use and their text never does. */
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

/** Each code block replaced by a paragraph of its identifiers that only code uses. */
export function withCodeReducedToIdentifiers(html: string, separator: RegExp, onlyInCode: Set<string>): string {
  return html.replace(CODE_BLOCK, (block) => {
    const kept = [...codeIdentifiers(block, separator)].filter((word) => onlyInCode.has(word));
    return kept.length ? `<p>${escapeHtml(kept.join(' '))}</p>` : '';
  });
}

/** Headings inside links (card labels) turned into text, spaced from the card's other lines. */
export function withCardHeadingsAsText(html: string): string {
  return html.replace(LINK, (link) => link.replace(HEADING_OPEN, ' <span>').replace(HEADING_CLOSE, '</span> '));
}

/** A generated category page laid out like a doc: its title and description open the article. */
export function withGeneratedIndexAsArticle(html: string): string {
  if (!GENERATED_INDEX.test(html)) return html;
  return html.replace(
    GENERATED_INDEX_PARTS,
    (_, title: string, description: string, article: string, cards: string) =>
      `${article}<div class="markdown"><header>${title}</header>${description}${cards}</div></article>`,
  );
}

// Elements left out of the search (see withoutElements): group 1 is the element's tag name.
// An element that is not content (src/plugins/markdownTwins leaves it out too).
const NO_TWIN_OPEN = /<([a-z][a-z0-9]*)\b[^>]*\sdata-no-twin\b[^>]*>/gi;
// A cascade list (src/components/Cascades/CascadeLists, a static island), from the h3 heading
// right before it, if any.
const CASCADE_LIST_OPEN = /(?:<h3\b[^>]*>(?:(?!<\/h3>)[\s\S])*<\/h3>\s*)?<(div)\b[^>]*\bdata-island="?cascades-(?:starts|startedBy)-[^>]*>/g;

/** Where the element whose opening tag (or a heading before it) starts at `start` ends, or -1 when it is not closed. */
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

/**
 * The page without the elements whose opening tags `opening` (global, the tag name in group 1)
 * finds, each from where the match starts to where the element ends, whatever it holds. An
 * element that is not closed is kept rather than taking the rest of the page with it.
 */
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

/** The page without the elements marked `data-no-twin`. */
export function withoutWidgets(html: string): string {
  return withoutElements(html, NO_TWIN_OPEN);
}

/** A scanner page without its cascade lists and their headings. */
export function withoutCascadeLists(html: string): string {
  return withoutElements(html, CASCADE_LIST_OPEN);
}

/** A blog post's h3 headings turned into paragraphs of their h2 section. */
export function withSubsectionsInSections(html: string): string {
  return html.replace(SUBSECTION_HEADING, (_, title: string) => `<p>${title}</p>`);
}

/** Every tag list with one item per word. */
export function withTagsWordByWord(html: string, separator: RegExp): string {
  return html.replace(TAG_LIST, (_, list: string, items: string) => {
    const words = new Set(textOf(items.replace(/<li\b/g, ' <li')).toLowerCase().split(separator).filter(Boolean));
    return `${list}${[...words].map((word) => `<li>${escapeHtml(word)}</li>`).join('')}</ul>`;
  });
}

const DOC_SIDEBAR = /<aside\b[^>]*\btheme-doc-sidebar-container\b[^>]*>[\s\S]*?<\/aside>/;
const ACTIVE_SIDEBAR_LINK = /<a\b[^>]*\bmenu__link--active\b[^>]*>[\s\S]*?<\/a>/g;

/**
 * Only the parts of a page the plugin reads for a doc or a blog post: the search tag in the head,
 * the doc sidebar's active links (the page's categories) and the article. The plugin parses each
 * page twice; the navbar, the rest of the sidebar, the table of contents, the footer and the
 * head's scripts were nearly half of what it parsed, and none of it reached the index.
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

/**
 * The theme markup the layout above relies on that the built pages no longer have, named: where
 * theme-classic renames a class or moves an element, the pages would silently be read otherwise
 * (no categories, generated pages as untitled cards, code as prose) and the search would rank
 * worse, so the indexing stops instead. `pages` are every built page.
 */
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

/** Throws, naming what is missing, when the built pages lack theme markup the layout reads (themeMarkupMissing). */
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
