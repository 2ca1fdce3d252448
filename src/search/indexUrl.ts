// Where the indexes are served: the navbar reads it on every page before any search code loads, so
// this module stays this small.

/** Where the index of a Docusaurus tag is served. */
export function indexUrl(baseUrl: string, tag: string): string {
  return `${baseUrl}search-index-${tag}.json`;
}
