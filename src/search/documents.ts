// What the search results show of a page: small and free of lunr, so that the search dialog's code
// (LocalSearch, SearchResult) does not carry the search itself, which runs in a worker.

/** One section of a page, as the plugin stores it next to each index. */
export type SearchDocument = {
  id: number;
  /** The page title, led by its sidebar categories: "Scanners > Nmap" (`includeParentCategoriesInPageTitle`). */
  pageTitle: string;
  sectionTitle: string;
  /** The page's route, with `#anchor` unless the section is the top of the page. */
  sectionRoute: string;
  type: 'docs' | 'blog' | 'page';
};

/** The plugin writes " > " between the sidebar categories and the page title. */
const TRAIL_SEPARATOR = ' > ';

/** The page's categories and title, e.g. ["Scanners", "Nmap"]. */
export function pageTrail(document: SearchDocument): string[] {
  return document.pageTitle.split(TRAIL_SEPARATOR).filter(Boolean);
}
