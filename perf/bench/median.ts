/**
 * The middle value of repeated runs: one slow run on a shared 2-core machine moves a mean, not a
 * median (docs/decisions/009-budgets-and-benchmark.md). An even count averages the middle two.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}
