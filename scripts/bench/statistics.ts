// The bench's one statistic: figures of repeated runs are reported as their median.

/** The median of the known values (null when none is known); the mean of the middle two for an even count. */
export function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? (known[middle] ?? null) : ((known[middle - 1] ?? 0) + (known[middle] ?? 0)) / 2;
}
