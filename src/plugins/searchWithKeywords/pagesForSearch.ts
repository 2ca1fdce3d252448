/**
 * The built pages as the search plugin should read them (./index.ts indexes
 * these copies; the served pages stay as they are). The plugin turns every h1–h3 of an article
 * into a search section and everything up to the next heading into that section's text; these
 * changes decide what a section is and what its text holds:
 *
 * - A code block counts with the words of it that no page's text uses: the names of settings,
 *   flags and environment variables that only code shows. The rest of a manifest or command
 *   (apiVersion, metadata, helm install, SPDX headers) is the same on page after page: it matched
 *   everywhere, ranked pages by their boilerplate and was a seventh of the index. (Algolia's
 *   DocSearch leaves code blocks out altogether.)
 * - A heading inside a link is a card's label (the scanner and hook overviews, the generated
 *   category pages), not a section of the page: as a section it came up for every search for
 *   that scanner or hook, without an anchor, above the scanner's or hook's own page.
 * - A generated category page gets its title and description into its article, where the plugin
 *   looks for them, so that it is one section titled like the page instead of untitled cards.
 */

const CODE_BLOCK = /<pre\b[^>]*>[\s\S]*?<\/pre>/g;
const LINK = /<a\b[^>]*>[\s\S]*?<\/a>/g;
const HEADING_OPEN = /<h[1-6]\b[^>]*>/g;
const HEADING_CLOSE = /<\/h[1-6]>/g;
const TAG = /<[^>]*>/g;
// Where the lines of a code block (and so its words) end: each line is a span ending in <br>.
const LINE_BREAK = /<br\b[^>]*>|<span\b[^>]*\btoken-line\b[^>]*>/g;
const GENERATED_INDEX = /class="?generatedIndexPage_/;
const GENERATED_INDEX_PARTS = /<header>(<h1\b[^>]*>[\s\S]*?<\/h1>)([\s\S]*?)<\/header>(<article\b[^>]*>)(<section\b[^>]*>[\s\S]*?<\/section>)<\/article>/;
const DOCUSAURUS_TAG = /<meta\b[^>]*\bname="?docusaurus_tag"?[^>]*\bcontent="?([^"\s>]+)/;

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The Docusaurus search tag of a page (`docs-default-current`, `default`, `blog_posts_list`, …). */
export function searchTag(html: string): string | undefined {
  return DOCUSAURUS_TAG.exec(html)?.[1];
}

function wordsOf(text: string, separator: RegExp, into: Set<string>): void {
  for (const word of decodeEntities(text).toLowerCase().split(separator)) if (word) into.add(word);
}

/** The distinct lower-case words of the code blocks in some HTML, split as the index splits text. */
function codeWords(html: string, separator: RegExp): Set<string> {
  const found = new Set<string>();
  for (const block of html.match(CODE_BLOCK) ?? []) wordsOf(block.replace(LINE_BREAK, ' ').replace(TAG, ''), separator, found);
  return found;
}

/** The words of the pages' articles outside code blocks. */
function textWords(html: string, separator: RegExp): Set<string> {
  const found = new Set<string>();
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start >= 0 && end > start) wordsOf(html.slice(start, end).replace(CODE_BLOCK, ' ').replace(TAG, ' '), separator, found);
  return found;
}

/** The words that the pages' code blocks use and their text never does. */
export function wordsOnlyInCode(pages: string[], separator: RegExp): Set<string> {
  const inText = new Set<string>();
  for (const html of pages) textWords(html, separator).forEach((word) => inText.add(word));
  const onlyInCode = new Set<string>();
  for (const html of pages) for (const word of codeWords(html, separator)) if (!inText.has(word)) onlyInCode.add(word);
  return onlyInCode;
}

/** Each code block replaced by a paragraph of its words that only code uses. */
export function withCodeReducedToItsOwnWords(html: string, separator: RegExp, onlyInCode: Set<string>): string {
  return html.replace(CODE_BLOCK, (block) => {
    const own = [...codeWords(block, separator)].filter((word) => onlyInCode.has(word));
    return own.length ? `<p>${escapeHtml(own.join(' '))}</p>` : '';
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

/** The page as the search plugin should read it; `onlyInCode` is wordsOnlyInCode of all pages. */
export function pageForSearch(html: string, separator: RegExp, onlyInCode: Set<string>): string {
  return withGeneratedIndexAsArticle(withCardHeadingsAsText(withCodeReducedToItsOwnWords(html, separator, onlyInCode)));
}
