// theme-common's React helpers, with useShallowMemoObject ordering its keys by code unit instead
// of localeCompare. The first localeCompare of a page sets up the browser's collator, a long piece
// of work that lands inside hydration (every code block memoizes its observer's options this way).
// The keys only need an order that is the same on every render, which code units give. The path is
// relative because theme-common's package exports no deep paths.
import {useMemo} from 'react';

export * from '../../../node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js';

export function useShallowMemoObject<T extends object>(obj: T): T {
  const deps = Object.entries(obj).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the dependencies are the object's entries
  return useMemo(() => obj, deps.flat());
}
