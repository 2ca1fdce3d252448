// The worker thread's job of the Markdown twins: the built pages' content as Markdown.
import fs from 'node:fs';
import path from 'node:path';
import {pageContentToMarkdown} from './toMarkdown';
import {linkResolver} from './urls';

export type BodiesJob = {outDir: string; site: string; routes: string[]; twinRoutes: string[]};

/** The content of each built page as Markdown, by route; fails on a page without doc or post content (the theme's markup changed). */
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
