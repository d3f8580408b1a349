// The run a Lighthouse page is judged by (scripts/audit/lighthouse.ts): a
// shared machine only ever slows a run, so the best run counts, but never one
// with more problems than another.
import { lcpVerdict, median } from '../../../scripts/audit/lib/lcp-budget.ts'
import { describe, expect, it } from 'vitest'
import { bestRun, evaluate, type PageScores } from '../../../scripts/audit/lighthouse.ts'

const run = (performance: number, problems: string[] = []): PageScores => ({
  template: 'schedule',
  path: '/schedule/',
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1800,
  cls: 0,
  tbtMs: 200,
  lcpElement: 'p',
  problems,
})

describe('bestRun', () => {
  it('takes the best performance among runs with the same problems', () => {
    expect(
      bestRun([run(82, ['performance 82 < 90']), run(88, ['performance 88 < 90']), run(85, ['performance 85 < 90'])]).scores.performance,
    ).toBe(88)
    expect(bestRun([run(93), run(97), run(95)]).scores.performance).toBe(97)
  })

  it('prefers a run with fewer problems to a faster one', () => {
    const shifted = run(99, ['CLS 0.120 > 0.01'])
    expect(bestRun([shifted, run(92)]).problems).toEqual([])
  })

  it('keeps the first of equal runs and refuses no run at all', () => {
    const first = run(95)
    expect(bestRun([first, run(95)])).toBe(first)
    expect(() => bestRun([])).toThrow(/no run/)
  })
})

describe('a template’s own performance minimum (budgets.json lighthouse.performanceByTemplate)', () => {
  const lhr = (performance: number) =>
    ({
      categories: Object.fromEntries(
        (['performance', 'accessibility', 'best-practices', 'seo'] as const).map((c) => [
          c,
          { score: (c === 'performance' ? performance : 100) / 100, auditRefs: [] },
        ]),
      ),
      audits: {},
    }) as unknown as Parameters<typeof evaluate>[0]
  const budgets = {
    minScores: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 },
    maxCumulativeLayoutShift: 0.01,
    performanceByTemplate: { schedule: 80 },
  }

  it('judges that template by its own minimum and every other by the common one', () => {
    expect(evaluate(lhr(85), 'schedule', '/schedule/', false, budgets).problems).toEqual([])
    expect(evaluate(lhr(79), 'schedule', '/schedule/', false, budgets).problems).toEqual(['performance 79 < 80: no single failing audit'])
    expect(evaluate(lhr(85), 'contact', '/contact/', false, budgets).problems).toEqual(['performance 85 < 90: no single failing audit'])
  })
})

describe('the LCP budget (budgets.json lighthouse.largestContentfulPaint): the median of the runs', () => {
  const budget = { maxMs: 1200, runs: 3 }
  it('passes a median at or under the budget even when one run is over it', () => {
    expect(lcpVerdict([1100, 1900, 1150], budget)).toEqual({ medianMs: 1150 })
    expect(lcpVerdict([1200, 1200, 1200], budget)).toEqual({ medianMs: 1200 })
  })
  it('fails a median over the budget even when one run is under it, naming every run', () => {
    expect(lcpVerdict([900, 1300, 1250], budget)).toEqual({
      medianMs: 1250,
      problem: 'LCP median 1250 ms > 1200 ms (runs: 900, 1300, 1250)',
    })
  })
  it('refuses fewer runs than the budget asks for', () => {
    expect(lcpVerdict([900], budget).problem).toBe('LCP measured 1 times, the budget asks for the median of 3')
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
})
