// What every page's navbar (src/theme/SearchBar) needs to know before the search code loads: whether
// the reader saves data (where the indexes are: src/search/indexUrl.ts).

type Connection = {saveData?: boolean; effectiveType?: string};

/** Whether the reader asked to save data or is on a 2G connection (as Docusaurus checks before prefetching). */
export function savesData(): boolean {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}
