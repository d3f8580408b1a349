// Small numeric helpers for the benchmark report.

/** The p-th percentile (0-100) by nearest rank: p50 of [1,2,3,4] is 2, p99 of 500 samples is the 495th. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!
}
