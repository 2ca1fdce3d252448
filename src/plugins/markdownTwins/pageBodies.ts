import fs from 'node:fs';
import path from 'node:path';
import {pageContentToMarkdown} from './toMarkdown';
import {linkResolver} from './urls';

/** What the conversion of the built pages needs: plain data, so that it can cross to a worker thread. */
export type BodiesJob = {outDir: string; site: string; routes: string[]; twinRoutes: string[]};

/**
 * The content of each built page as Markdown (route → body), read from the HTML the build wrote.
 * Fails on a page without a doc or blog content element: the theme's markup has changed.
 */
export function pageBodies({outDir, site, routes, twinRoutes}: BodiesJob): Record<string, string> {
  const withTwin = new Set(twinRoutes);
  return Object.fromEntries(
    routes.map((route) => {
      const html = fs.readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
      const body = pageContentToMarkdown(html, linkResolver(site, route, withTwin));
      if (body === undefined) throw new Error(`markdown-twins: ${route} has no .theme-doc-markdown or #__blog-post-container element (has the theme's markup changed?)`);
      return [route, body];
    }),
  );
}
