// The rendered HTML of a page (every MDX component already rendered: values tables, CRD tables,
// chart facts) as clean CommonMark with GFM tables: the page's content only, without the theme's
// chrome and the widgets that mark themselves `data-no-twin`.
import type {Element, ElementContent, Nodes as HastNodes, Root as HastRoot} from 'hast';
import type {BlockContent, Blockquote, Code, DefinitionContent, Nodes as MdastNodes, Paragraph, PhrasingContent} from 'mdast';
import {fromHtml} from 'hast-util-from-html';
import {defaultHandlers, toMdast, type Handle, type State} from 'hast-util-to-mdast';
import {toText} from 'hast-util-to-text';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown, type Options as ToMarkdownOptions} from 'mdast-util-to-markdown';
import {articleOf} from '../../../lib/pageHtml';

// The failure of a twin that would lose part of a page: the twins read theme-classic's markup.
const THEME_CHANGED = (what: string) => `markdown-twins: the theme's markup changed (${what}); update src/plugins/markdownTwins/toMarkdown.ts`;

export type ResolveHref = (href: string) => string;

const classes = (node: Element): string[] => {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
};
const hasClass = (node: Element, name: string): boolean => classes(node).includes(name);
const hasClassPart = (node: Element, part: string): boolean => classes(node).some((c) => c.startsWith(part));

function isElement(node: HastNodes): node is Element {
  return node.type === 'element';
}

function findElement(node: HastNodes, test: (element: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  if ('children' in node) {
    for (const child of node.children) {
      const found = findElement(child, test);
      if (found) return found;
    }
  }
  return undefined;
}

/** Elements that are chrome, decoration or interaction, never content of the twin. */
function isDropped(node: Element): boolean {
  const p = node.properties;
  return (
    ['svg', 'button', 'script', 'style', 'noscript', 'nav', 'template'].includes(node.tagName) ||
    (node.tagName === 'a' && hasClass(node, 'hash-link')) ||
    p.ariaHidden === 'true' ||
    p.dataNoTwin !== undefined
  );
}

function foldedValue(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text.replace(/\s*\n\s*/g, ' ').trim();
  }
}

/** Cleans the content tree in place: no chrome or zero-width spaces, absolute links, one line per table cell. */
function prepare(node: Element | HastRoot, resolveHref: ResolveHref, inCell = false): void {
  const kept: Array<(typeof node.children)[number]> = [];
  for (const child of node.children) {
    if (child.type === 'comment') continue;
    if (child.type === 'text') {
      child.value = child.value.replace(/\u200B/g, '');
      kept.push(child);
      continue;
    }
    if (child.type !== 'element') {
      if (child.type !== 'doctype') kept.push(child);
      continue;
    }
    if (isDropped(child)) continue;
    const cell = inCell || child.tagName === 'td' || child.tagName === 'th';
    if (cell && (child.tagName === 'details' || child.tagName === 'pre')) {
      const code = findElement(child, (e) => e.tagName === 'code') ?? child;
      kept.push({type: 'element', tagName: 'code', properties: {}, children: [{type: 'text', value: foldedValue(toText(code))}]});
      continue;
    }
    if (cell && child.tagName === 'br') {
      kept.push({type: 'text', value: ' '});
      continue;
    }
    // A table cell of GFM holds one line: lists in it become "a; b", paragraphs run on.
    if (cell && (child.tagName === 'ul' || child.tagName === 'ol')) {
      const items = child.children.filter((item): item is Element => isElement(item) && item.tagName === 'li');
      child.tagName = 'span';
      child.children = items.flatMap((item, i) => [...(i > 0 ? [{type: 'text' as const, value: '; '}] : []), ...item.children]);
    } else if (cell && ['p', 'div', 'li'].includes(child.tagName)) {
      if (kept.length > 0) kept.push({type: 'text', value: ' '});
      child.tagName = 'span';
    }
    if (child.tagName === 'a' && typeof child.properties.href === 'string') child.properties.href = resolveHref(child.properties.href);
    if (child.tagName === 'img' && typeof child.properties.src === 'string') child.properties.src = resolveHref(child.properties.src);
    prepare(child, resolveHref, cell);
    kept.push(child);
  }
  node.children = kept as typeof node.children;
}

const ADMONITION_KINDS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

/** `:::caution Title` becomes a blockquote that starts with its kind and title in bold. */
const admonition = (state: State, node: Element): Blockquote => {
  const kindClass = classes(node).find((c) => c.startsWith('theme-admonition-'));
  const kind = ADMONITION_KINDS[kindClass?.slice('theme-admonition-'.length) ?? ''] ?? 'Note';
  const heading = findElement(node, (e) => hasClassPart(e, 'admonitionHeading'));
  const content = findElement(node, (e) => hasClassPart(e, 'admonitionContent'));
  if (!heading || !content) throw new Error(THEME_CHANGED('an admonition has no admonitionHeading or admonitionContent element'));
  const title = toText(heading).trim();
  const label = title && title.toLowerCase() !== kind.toLowerCase() ? `${kind}: ${title}` : kind;
  const lead: Paragraph = {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: label}]}]};
  const body = state.toFlow(state.all(content)) as Array<BlockContent | DefinitionContent>;
  const quote: Blockquote = {type: 'blockquote', children: [lead, ...body]};
  state.patch(node, quote);
  return quote;
};

function codeNode(state: State, node: Element, source: Element, meta: string | null = null): Code {
  const language = classes(node).find((c) => c.startsWith('language-'));
  const result: Code = {
    type: 'code',
    lang: language ? language.slice('language-'.length) : null,
    meta,
    value: toText(source, {whitespace: 'pre'}).replace(/\n+$/, ''),
  };
  state.patch(node, result);
  return result;
}

/** A highlighted code block: its language from the container's class, its title as `title="…"`. */
const codeBlock = (state: State, node: Element): Code => {
  const title = findElement(node, (e) => hasClassPart(e, 'codeBlockTitle'));
  const code = findElement(node, (e) => e.tagName === 'code');
  if (!code) throw new Error(THEME_CHANGED('a code block has no <code> element'));
  return codeNode(state, node, code, title ? `title="${toText(title).trim()}"` : null);
};

const div: Handle = (state, node) => {
  if (hasClass(node, 'theme-admonition')) return admonition(state, node);
  if (hasClass(node, 'theme-code-block')) return codeBlock(state, node);
  return defaultHandlers.div(state, node);
};

/** A table's caption says what the table holds: it becomes a paragraph just above the table. */
const table: Handle = (state, node) => {
  const caption = node.children.find((child): child is Element => isElement(child) && child.tagName === 'caption');
  if (!caption) return defaultHandlers.table(state, node);
  const rest: Element = {...node, children: node.children.filter((child) => child !== caption)};
  const captionParagraph: Paragraph = {type: 'paragraph', children: [{type: 'strong', children: state.all(caption) as Paragraph['children']}]};
  const result = defaultHandlers.table(state, rest);
  return [captionParagraph, ...(Array.isArray(result) ? result : result ? [result] : [])] as MdastNodes[];
};

/** A card (a link around a heading and more text) becomes a link named by its heading, then its other texts. */
const a: Handle = (state, node) => {
  const heading = findElement(node, (e) => /^h[1-6]$/.test(e.tagName));
  if (!heading) return defaultHandlers.a(state, node);
  const pieces = (child: ElementContent): string[] => {
    if (child === heading) return [];
    if (child.type === 'text') return [child.value];
    if (!isElement(child)) return [];
    return child.children.some(isElement) ? child.children.flatMap(pieces) : [toText(child)];
  };
  const rest = node.children
    .flatMap(pieces)
    .map((text) => text.trim())
    .filter(Boolean);
  const href = typeof node.properties.href === 'string' ? node.properties.href : '';
  const result: PhrasingContent[] = [{type: 'link', url: href, children: [{type: 'text', value: toText(heading).trim()}]}];
  if (rest.length) result.push({type: 'text', value: `: ${rest.join(' · ')}`});
  return result;
};

const pre: Handle = (state, node) => codeNode(state, node, node);

/** The spellings most Markdown renderers and tools expect. */
const MARKDOWN_OPTIONS: ToMarkdownOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  extensions: [gfmToMarkdown({tablePipeAlign: false})],
};

export function fragmentToMarkdown(html: string, resolveHref: ResolveHref = (href) => href): string {
  const tree = fromHtml(html, {fragment: true});
  prepare(tree, resolveHref);
  return hastToMarkdown(tree);
}

function hastToMarkdown(tree: HastRoot | Element): string {
  const mdast = toMdast(tree, {handlers: {a, div, table, pre}});
  return toMarkdown(mdast, MARKDOWN_OPTIONS).trim();
}

const HIGHLIGHTED_CODE = /(<pre\b[^>]*>\s*<code\b[^>]*>)([\s\S]*?)(<\/code>\s*<\/pre>)/g;

/** Each `<pre><code>` as its plain text, lines ended where the highlighter put `<br>`: the token spans need not be parsed. */
export function withCodeAsText(html: string): string {
  return html.replace(HIGHLIGHTED_CODE, (_, open: string, code: string, close: string) => open + code.replace(/<br\b[^>]*>/g, '\n').replace(/<[^>]*>/g, '') + close);
}

/** A built page's content as Markdown, without its title; undefined for a page without doc or post content. */
export function pageContentToMarkdown(html: string, resolveHref: ResolveHref): string | undefined {
  const document = fromHtml(withCodeAsText(articleOf(html) ?? html), {fragment: true});
  const content = findElement(document, (e) => hasClass(e, 'theme-doc-markdown') || e.properties.id === '__blog-post-container');
  if (!content) return undefined;
  const header = content.children.find((child): child is Element => isElement(child) && child.tagName === 'header');
  const body: Element = {...content, children: content.children.filter((child) => child !== header) as ElementContent[]};
  prepare(body, resolveHref);
  return hastToMarkdown(body);
}
