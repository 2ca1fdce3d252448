// What every page's navbar (src/theme/SearchBar) needs to know before the search code loads:
// where the indexes are, and whether the reader saves data.

type Connection = {saveData?: boolean; effectiveType?: string};

/** Where the index of a Docusaurus tag is served. */
export function indexUrl(baseUrl: string, tag: string): string {
  return `${baseUrl}search-index-${tag}.json`;
}

/** Whether the reader asked to save data or is on a 2G connection (as Docusaurus checks before prefetching). */
export function savesData(): boolean {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}
