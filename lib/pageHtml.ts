// The HTML of built pages: text escaped into it, a page's article cut out of it.
/** As element content or a double-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** From the first `<article` to the last `</article>`. */
export function articleOf(html: string): string | undefined {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  return start >= 0 && end > start ? html.slice(start, end + '</article>'.length) : undefined;
}
