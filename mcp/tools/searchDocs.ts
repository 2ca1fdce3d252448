// search_docs: the site's own search (src/search/search.ts, the scorer the browser
// runs) over the indexes the search box reads, each result with its section from the page's twin.
import {indexRegistry} from '../../src/search/indexRegistry';
import {indexUrl} from '../../src/search/indexUrl';
import {pageTrail, readIndex, search} from '../../src/search/search';
import {MAX_QUERY_LENGTH, MAX_QUERY_WORDS} from '../../src/search/query';
import {SEARCHED_TAGS, searchSettings} from '../../src/data/searchOptions';
import {twinPath} from '../../src/data/twins';
import type {Site} from '../site';
import {excerpt, twinSection} from '../twinSections';
import {ToolError, type DocsTool} from './tool';

// The indexes' paths from the site's root, as the search box asks for them (the site's baseUrl is /).
const INDEX_PATHS = SEARCHED_TAGS.map((tag) => indexUrl('/', tag));
const DEFAULT_RESULTS = 5;
// A result's section is cut to about this many characters (fewer than one section in twenty is longer);
// read_page has the rest.
const SECTION_MAX = 4000;

type Args = {query: string; limit?: number};

export function searchDocs(site: Site): DocsTool<Args> {
  const indexes = indexRegistry((sitePath) => site.files.read(sitePath), readIndex);

  /** The indexes, loaded on the first search; an index that could not be read fails the search instead of searching as empty. */
  async function loaded() {
    const found = await indexes.load(INDEX_PATHS);
    const missing = INDEX_PATHS.filter((_, i) => found[i].documents.length === 0);
    if (missing.length) throw new Error(`the search index ${missing.join(', ')} of ${site.files.origin} could not be read`);
    return found;
  }

  return {
    name: 'search_docs',
    description:
      'Search the secureCodeBox documentation and blog with the website\'s own search (the same ranking as its search box): ' +
      'words of a question or a topic ("nmap", "cascading scans not started", "defectdojo hook"); a name such as ScanCompletionHook ' +
      'or "scan completion hook" finds its page. Lists the best pages, each once, with the title, the URL of the best section and ' +
      "that section's Markdown. Use read_page with a result's URL for the whole page.",
    inputSchema: {
      type: 'object',
      properties: {
        query: {
          type: 'string',
          minLength: 1,
          description: `What to look for, in words; the first ${MAX_QUERY_LENGTH} characters and ${MAX_QUERY_WORDS} words count. lunr syntax works too: +required, -excluded, title:word, word~1.`,
        },
        limit: {
          type: 'integer',
          minimum: 1,
          maximum: searchSettings.maxSearchResults,
          description: `How many pages to list (default ${DEFAULT_RESULTS}, at most ${searchSettings.maxSearchResults}).`,
        },
      },
      required: ['query'],
      additionalProperties: false,
    },
    async run({query, limit = DEFAULT_RESULTS}) {
      const outcome = search(await loaded(), query, searchSettings);
      // The answer names the query as far as the search read it.
      const read = query.length > MAX_QUERY_LENGTH ? `${query.slice(0, MAX_QUERY_LENGTH)}…` : query;
      if (outcome.error) throw new ToolError(`The query is not valid lunr syntax: ${outcome.error}`);
      const hits = outcome.hits.slice(0, limit);
      if (hits.length === 0) return `Nothing in the documentation matches "${read}". Try other or fewer words.`;
      const results = await Promise.all(
        hits.map(async ({document}, i) => {
          const [route, anchor] = document.sectionRoute.split('#');
          const url = site.files.pageUrl(document.sectionRoute);
          const trail = pageTrail(document);
          const title = document.sectionTitle === trail.at(-1) ? trail : [...trail, document.sectionTitle];
          const section = twinSection(await site.text(twinPath(route)), anchor && decodeURIComponent(anchor));
          const cut = section && excerpt(section, SECTION_MAX);
          const body = section === undefined ? `(The page's Markdown has no such section: read_page("${url}").)` : cut ? `${cut}\n\n[… the section goes on: read_page("${url}")]` : section;
          return `### ${i + 1}. ${title.join(' > ')}\nURL: ${url}\n\n${body}`;
        }),
      );
      return `The ${hits.length} best results for "${read}", best first:\n\n${results.join('\n\n---\n\n')}`;
    },
  };
}
