/** A route without its trailing slash (`/` stays `/`): the two spellings of one page. */
export function pagePath(route: string): string {
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

/** Whether a route has a Markdown twin: every doc page and every page of the blog. */
export function hasTwin(route: string): boolean {
  return /^\/(docs|blog)(\/|$)/.test(route);
}

/**
 * Where the Markdown twin of a page is served (src/plugins/markdownTwins writes them):
 * `/docs/scanners/nmap` → `/docs/scanners/nmap.md`, `/docs/scanners/` → `/docs/scanners.md`.
 * The home page has none.
 */
export function twinPath(route: string): string {
  const page = pagePath(route);
  if (page === '/') throw new Error('the home page has no Markdown twin');
  return `${page}.md`;
}
