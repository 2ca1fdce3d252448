import type {LoadedIndex} from './loadedIndex';

/**
 * The indexes of a visit, each downloaded and read once, wherever the search runs (the worker, or
 * the page when no worker can start). `read` turns a download into a searchable index. `load`
 * starts every download it is given before it reads any: in the worker, reading first loads the
 * search code, which blocks the thread, so the indexes travel meanwhile. A missing or broken index
 * searches as an empty one (`read` sees to that); a failed download is forgotten, so the next
 * search tries again.
 */
export function indexRegistry(
  download: (url: string, priority: RequestPriority) => Promise<Response>,
  read: (response: Promise<Response>) => Promise<LoadedIndex>,
) {
  const loaded = new Map<string, Promise<LoadedIndex>>();
  return {
    load(urls: readonly string[], priority: RequestPriority = 'auto'): Promise<LoadedIndex[]> {
      const started = urls.filter((url) => !loaded.has(url)).map((url) => [url, download(url, priority)] as const);
      for (const [url, response] of started) {
        loaded.set(url, read(response));
        response.catch(() => loaded.delete(url));
      }
      return Promise.all(urls.map((url) => loaded.get(url)!));
    },
  };
}
