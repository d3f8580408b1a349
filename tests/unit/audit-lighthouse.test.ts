// The run a Lighthouse page is judged by (scripts/audit/lighthouse.ts): a
// shared machine only ever slows a run, so the best run counts, but never one
// with more problems than another.
import { describe, expect, it } from 'vitest'
import { bestRun, type PageScores } from '../../scripts/audit/lighthouse.ts'

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
