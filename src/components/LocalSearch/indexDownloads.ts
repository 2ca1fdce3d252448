// Downloading the search indexes (one `search-index-{tag}.json` per Docusaurus tag) on the page
// itself, once per visit: the way of a browser where the search worker cannot start
// (searchClient.ts, mainThreadSearch.ts). Small: every page's navbar imports it.

type Connection = {saveData?: boolean; effectiveType?: string};

const downloads = new Map<string, Promise<Response>>();

/** Where the index of a Docusaurus tag is served. */
export function indexUrl(baseUrl: string, tag: string): string {
  return `${baseUrl}search-index-${tag}.json`;
}

/**
 * The index's response with its body downloaded (a body left unread would stall the download),
 * one request per URL and visit. A download that fails is forgotten, so the next attempt retries.
 */
export function downloadIndex(url: string, priority: RequestPriority = 'auto'): Promise<Response> {
  let download = downloads.get(url);
  if (!download) {
    download = fetch(url, {priority}).then(async (response) => new Response(await response.arrayBuffer(), response));
    downloads.set(url, download);
    download.catch(() => downloads.delete(url));
  }
  return download;
}

/** Whether the reader asked to save data or is on a 2G connection (as Docusaurus checks before prefetching). */
export function savesData(): boolean {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}
