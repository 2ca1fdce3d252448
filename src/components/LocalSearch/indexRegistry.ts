import type {LoadedIndex} from './search';

/**
 * The indexes of a visit, each downloaded and read once, wherever the search runs (the worker, or
 * the page when no worker can start). `read` turns a download into a searchable index; it is called
 * as soon as the download has started, so the worker can load its search code meanwhile. A missing
 * or broken index searches as an empty one (`read` sees to that); a failed download is forgotten,
 * so the next search tries again.
 */
export function indexRegistry(
  download: (url: string, priority: RequestPriority) => Promise<Response>,
  read: (response: Promise<Response>) => Promise<LoadedIndex>,
) {
  const loaded = new Map<string, Promise<LoadedIndex>>();
  return {
    load(url: string, priority: RequestPriority = 'auto'): Promise<LoadedIndex> {
      let index = loaded.get(url);
      if (!index) {
        const response = download(url, priority);
        index = read(response);
        loaded.set(url, index);
        response.catch(() => loaded.delete(url));
      }
      return index;
    },
  };
}
