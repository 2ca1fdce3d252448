// read_page: the Markdown twin of a doc page or blog post (src/plugins/markdownTwins), or one section of it.
import {hasTwin, pagePath, twinPath} from '../../src/data/twins';
import {NotServed, type Site} from '../site';
import {twinHeadings, twinSection} from '../twinSections';
import {ToolError, type DocsTool} from './tool';

type Args = {path: string};

/** The page route and section anchor of a path or URL: `https://…/docs/scanners/nmap.md#links` → /docs/scanners/nmap, links. */
export function pageAddress(path: string): {route: string; anchor?: string} {
  let url: URL;
  try {
    url = new URL(path.trim(), 'https://site.invalid/');
  } catch {
    throw new ToolError(`"${path}" is neither a path nor a URL.`);
  }
  const route = pagePath(url.pathname.replace(/\.md$/, ''));
  return url.hash.length > 1 ? {route, anchor: decodeURIComponent(url.hash.slice(1))} : {route};
}

export function readPage(site: Site): DocsTool<Args> {
  return {
    name: 'read_page',
    description:
      'Read a page of the secureCodeBox documentation or blog as Markdown, as the website shows it (tables of chart values and CRD ' +
      'fields included). Give its path or URL, e.g. "/docs/scanners/nmap" or a URL from search_docs; with a #anchor ' +
      '("/docs/scanners/nmap#cascading-rules") only that section.',
    inputSchema: {
      type: 'object',
      properties: {
        path: {type: 'string', minLength: 1, description: 'The page\'s path (/docs/…, /blog/…) or URL, optionally with a #section anchor.'},
      },
      required: ['path'],
      additionalProperties: false,
    },
    async run({path}) {
      const {route, anchor} = pageAddress(path);
      if (!hasTwin(route)) throw new ToolError(`"${path}" is not a documentation page or blog post: their paths start with /docs/ or /blog/.`);
      let markdown: string;
      try {
        markdown = await site.text(twinPath(route));
      } catch (error) {
        if (error instanceof NotServed) throw new ToolError(`There is no page ${route}. search_docs finds the pages on a topic.`);
        throw error;
      }
      if (!anchor) return markdown;
      const section = twinSection(markdown, anchor);
      if (section === undefined) {
        const sections = twinHeadings(markdown.split('\n')).map((heading) => `#${heading.anchor} (${heading.title})`);
        throw new ToolError(`${route} has no section #${anchor}. Its sections: ${sections.join(', ')}.`);
      }
      return `From ${site.files.pageUrl(`${route}#${anchor}`)}:\n\n${section}`;
    },
  };
}
