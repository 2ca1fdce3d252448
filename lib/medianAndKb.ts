// The median and the kilobyte of every benchmark report, so that all reports mean the same by them.

export function median(numbers: readonly number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Bytes as kibibytes with one decimal, the unit of the first-load budget. */
export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
