/**
 * Promises kept by key: the first call for a key starts the work, later calls share its promise,
 * and a promise that rejects is forgotten, so the next call for that key tries again. Used where a
 * file, a download or a compiled validator is fetched once per run (the search's index downloads,
 * the MCP server's reads of the site).
 */
export function promiseCache<K, V>(): (key: K, start: () => Promise<V>) => Promise<V> {
  const kept = new Map<K, Promise<V>>();
  return (key, start) => {
    let value = kept.get(key);
    if (!value) {
      value = start();
      kept.set(key, value);
      value.catch(() => kept.delete(key));
    }
    return value;
  };
}
