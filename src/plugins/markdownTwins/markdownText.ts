// The Markdown helpers the twins' own lines need (titles, links, lists), apart from ./toMarkdown.ts so
// that only the worker thread loads the HTML-to-Markdown converter and its many unified packages,
// not the site config.

/** Characters that would start Markdown syntax in running text of a generated line. */
export function escapeMarkdownText(text: string): string {
  return text.replace(/([\\`*_[\]<>#|])/g, '\\$1');
}

/** Text on one line: titles and descriptions from front matter may span lines. */
export const singleLine = (text: string | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** A list item linking a page: `- [Title](url) (detail): description`, each part on one line. */
export function linkItem(title: string, url: string, description?: string, detail?: string): string {
  const text = singleLine(description);
  return `- [${escapeMarkdownText(singleLine(title))}](${url})${detail ? ` (${detail})` : ''}${text ? `: ${text}` : ''}`;
}
