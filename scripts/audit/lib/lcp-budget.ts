// The LCP budget of scripts/audit/lighthouse.ts (budgets.json lighthouse.largestContentfulPaint), pure.

/** The median of some runs (the mean of the middle two when even). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median: no value')
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/**
 * A template's LCP against budgets.json lighthouse.largestContentfulPaint: the median of its runs, not
 * the best run (one lucky run must not hide a slow page), and a problem when it is over the budget or
 * when fewer runs than the budget asks for were measured.
 */
export function lcpVerdict(lcpMs: readonly number[], budget: { maxMs: number; runs: number }): { medianMs: number; problem?: string } {
  const medianMs = median(lcpMs)
  const runs = lcpMs.map((v) => v.toFixed(0)).join(', ')
  if (lcpMs.length < budget.runs)
    return { medianMs, problem: `LCP measured ${lcpMs.length} times, the budget asks for the median of ${budget.runs}` }
  if (medianMs > budget.maxMs) return { medianMs, problem: `LCP median ${medianMs.toFixed(0)} ms > ${budget.maxMs} ms (runs: ${runs})` }
  return { medianMs }
}
