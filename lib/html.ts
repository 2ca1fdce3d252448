/** Text made safe to write into HTML, as element content or a double-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The part of a built page that holds its content: from the first `<article` to the end of the
 * last `</article>` (the theme renders a doc's and a post's content inside one), or undefined for
 * a page without one. The navbar, sidebar, footer and head around it are a good part of the page.
 */
export function articleOf(html: string): string | undefined {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  return start >= 0 && end > start ? html.slice(start, end + '</article>'.length) : undefined;
}
