/**
 * Where the Markdown twin of a page is served (src/plugins/markdownTwins writes them):
 * `/docs/scanners/nmap` → `/docs/scanners/nmap.md`, `/docs/scanners/` → `/docs/scanners.md`.
 * The home page has none.
 */
export function twinPath(route: string): string {
  const page = route.length > 1 ? route.replace(/\/+$/, '') : route;
  if (page === '/') throw new Error('the home page has no Markdown twin');
  return `${page}.md`;
}
