// The run a Lighthouse page is judged by (scripts/audit/lighthouse.ts): a
// shared machine only ever slows a run, so the best run counts, but never one
// with more problems than another.
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
