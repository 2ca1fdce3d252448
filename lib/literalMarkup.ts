// Markdown and MDX that a built page shows as text instead of rendering it, for the build check of
// every page; code may show all of these and is not looked at.
import {fromHtml} from 'hast-util-from-html';
import type {Element, Nodes} from 'hast';

/** Elements whose text is not prose. */
const NOT_PROSE = new Set(['pre', 'code', 'kbd', 'samp', 'script', 'style', 'noscript', 'template', 'textarea', 'svg', 'math']);

export const LITERAL_MARKUP: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['an admonition fence (:::)', /:::/],
  ['a Markdown link ](…)', /\]\(/],
  ['a code fence (```)', /```|~~~/],
  ['an MDX comment ({/*)', /\{\/\*/],
  ['an HTML comment (<!--)', /<!--/],
  ['a tag written as text', /<\/?[a-zA-Z][\w-]*(?:\s[^<>]*)?\/?>/],
];

export type LiteralMarkup = {readonly name: string; readonly excerpt: string};

function proseOf(node: Nodes, out: string[]): void {
  if (node.type === 'text') out.push(node.value);
  else if (node.type === 'element' || node.type === 'root') {
    if (node.type === 'element' && NOT_PROSE.has((node as Element).tagName)) {
      out.push('\n');
      return;
    }
    for (const child of node.children) proseOf(child as Nodes, out);
    if (node.type === 'element') out.push('\n');
  }
}

/** Each kind of markup the prose shows, with the text around its first occurrence. */
export function literalMarkupIn(html: string): LiteralMarkup[] {
  const parts: string[] = [];
  proseOf(fromHtml(html), parts);
  const text = parts.join('');
  return LITERAL_MARKUP.flatMap(([name, pattern]) => {
    const match = pattern.exec(text);
    if (!match) return [];
    const excerpt = text.slice(Math.max(0, match.index - 60), match.index + match[0].length + 20).replace(/\s+/g, ' ').trim();
    return [{name, excerpt}];
  });
}
