// How the benchmark scripts compute and print their figures, so that every report means the
// same thing by a median and by a kilobyte.

/** The median: the middle value, or the mean of the two middle values of an even count. */
export function median(numbers: readonly number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Bytes as kilobytes of 1,024 bytes, one decimal: the unit of the 160 KB first-load budget. */
export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
