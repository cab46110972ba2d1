/**
 * What "median" and "percentile" mean wherever this project reports run figures — the test summary's
 * scenario times, the benchmark's repeated runs, the soak's latencies and memory samples — so two
 * reports of the same numbers agree.
 */

/** The middle value; an even count averages the middle two. Null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/**
 * The p-th percentile (0–100) by nearest rank: the smallest value at least p % of the values are not
 * above — always one of the values, so a p99 latency is a latency some request had. Null for none.
 */
export function percentile(values: readonly number[], p: number): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}
