// Downloading the search indexes (one `search-index-{tag}.json` per Docusaurus tag) on the page
// itself, once per visit: the way of a browser where the search worker cannot start
// (searchClient.ts, mainThreadSearch.ts).

import {promiseCache} from '../../../lib/promiseCache';

const downloads = promiseCache<string, Response>();

/**
 * The index's response with its body downloaded (a body left unread would stall the download),
 * one request per URL and visit. A download that fails is forgotten, so the next attempt retries.
 */
export function downloadIndex(url: string, priority: RequestPriority = 'auto'): Promise<Response> {
  return downloads(url, () => fetch(url, {priority}).then(async (response) => new Response(await response.arrayBuffer(), response)));
}
