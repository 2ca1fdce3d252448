// The search indexes (one `search-index-{tag}.json` per Docusaurus tag), downloaded once per
// visit. On a phone the download is most of the wait for the first results, so it starts before
// the search code has arrived: when the reader reaches for the search box, or once the page is
// idle after loading (src/theme/SearchBar). This module is small and part of every page; the
// search itself (LocalSearch) reads the downloaded indexes when it needs them.

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

/** Whether the index's download has started (and not failed). */
export function isDownloading(url: string): boolean {
  return downloads.has(url);
}

/** Whether the reader asked to save data or is on a 2G connection (as Docusaurus checks before prefetching). */
export function savesData(): boolean {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}
