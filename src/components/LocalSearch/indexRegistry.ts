import {readIndex, type LoadedIndex} from './search';

/**
 * The indexes of a visit, each downloaded and read once, wherever the search runs (the worker, or
 * the page when no worker can start). A missing or broken index searches as an empty one; a failed
 * download is forgotten, so the next search tries again.
 */
export function indexRegistry(download: (url: string, priority: RequestPriority) => Promise<Response>) {
  const loaded = new Map<string, Promise<LoadedIndex>>();
  return {
    load(url: string, priority: RequestPriority = 'auto'): Promise<LoadedIndex> {
      let index = loaded.get(url);
      if (!index) {
        const response = download(url, priority);
        index = readIndex(response);
        loaded.set(url, index);
        response.catch(() => loaded.delete(url));
      }
      return index;
    },
  };
}
