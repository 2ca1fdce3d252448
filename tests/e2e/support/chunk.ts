/** Splits a list into `size`-long chunks so that each chunk becomes one test (parallel workers share them). */
export function chunk<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
