// Promises kept by key, for what is fetched once per run (the search's indexes, the MCP server's
// reads of the site); one that rejects is forgotten, so the next call tries again.
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
