// Where the links of a page point in its twin.
import {pagePath, twinPath} from '../../data/twins';
import type {ResolveHref} from './toMarkdown';

export {twinPath};

/** Links become absolute; one to a page with a twin points to the twin, a fragment alone to the twin being written. */
export function linkResolver(site: string, fromRoute: string, twinRoutes: ReadonlySet<string>): ResolveHref {
  const origin = new URL(site).origin;
  const withTwin = new Set([...twinRoutes].map(pagePath));
  const base = `${origin}${fromRoute}`;
  return (href) => {
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      return href;
    }
    if (url.origin !== origin) return url.href;
    const page = pagePath(url.pathname);
    if (withTwin.has(page)) return `${origin}${twinPath(page)}${url.hash}`;
    return url.href;
  };
}
