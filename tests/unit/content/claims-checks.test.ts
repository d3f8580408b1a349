// The figures register (site.yaml claims) against itself and the copy
// (scripts/lib/claims-checks.ts), on named broken fixture sites under
// tests/fixtures/sites/: one per kind of contradiction (a restated figure, an
// average above its record in another format, two values for one fact in one
// scope) and claims-disagree (years, founding year, case studies above the
// record). Each problem is expected at its file:line. The real content agrees.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import type { Content } from '../../../schemas/content.ts'
import { SiteSchema } from '../../../schemas/site.ts'
import { claimProblems } from '../../../scripts/lib/claims-checks.ts'
import { parseFigure } from '../../../scripts/lib/figures.ts'
import { formatProblem } from '../../../scripts/lib/friendly-errors.ts'
import { loadContent } from '../../../scripts/lib/load-content.ts'
import { parseYamlSource } from '../../../scripts/lib/yaml-source.ts'

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]))

/** A fixture site's problems, formatted as check:content prints them. */
function problemsOf(name: string): string[] {
  const root = `tests/fixtures/sites/${name}`
  const all = files(root).sort()
  const sources = new Map(all.map((f) => [f, parseYamlSource(f, readFileSync(f, 'utf8'))]))
  const raw = parse(readFileSync(`${root}/site.yaml`, 'utf8')) as { claims: unknown; structuredData: unknown }
  const claims = SiteSchema.shape.claims.parse(raw.claims)
  const site = { claims, structuredData: raw.structuredData } as Content['site']
  const t = all.find((f) => f.endsWith('testimonials.yaml'))
  const testimonials = (t ? parse(readFileSync(t, 'utf8')).testimonials : []) as Content['testimonials']
  return claimProblems({ site, testimonials }, sources, new Date('2026-06-01')).map(formatProblem)
}

const at = (name: string, file: string, line: number) => `tests/fixtures/sites/${name}/${file}:${line}:`

describe('figures in any format', () => {
  it('compare across formats: a multiple is a hundred percent, $M is millions, N+ is N', () => {
    expect(parseFigure('5.2X')).toEqual({ n: 520, unit: 'ratio' })
    expect(parseFigure('352%')).toEqual({ n: 352, unit: 'ratio' })
    expect(parseFigure('$1.6M')).toEqual({ n: 1_600_000, unit: 'money' })
    expect(parseFigure('$235M+')).toEqual({ n: 235_000_000, unit: 'money' })
    expect(parseFigure('4.9/5')).toEqual({ n: 4.9, unit: 'rating' })
    expect(parseFigure('200+')).toEqual({ n: 200, unit: 'count' })
    expect(parseFigure('< 3s')).toBeUndefined()
  })
})

describe('a figure typed in copy that restates a register entry differently', () => {
  const name = 'figure-restated-differently'
  it('is reported at its line with the entries of that fact and their scopes', () => {
    const problems = problemsOf(name)
    expect(problems).toHaveLength(2)
    expect(problems[0]).toContain(`${at(name, 'pages/about.yaml', 4)}`)
    expect(problems[0]).toContain('"$60M+ in revenue generated"')
    expect(problems[0]).toContain('$50M+ (agency, claims.revenueGenerated), $325M (team, claims.teamRevenue)')
    expect(problems[1]).toContain(`${at(name, 'pages/about.yaml', 6)}`)
    expect(problems[1]).toContain('"4.8/5 by"')
  })

  it('lets a restatement in another scope, "over $50M" for "$50M+" and figures of no fact be', () => {
    expect(problemsOf(name).filter((p) => p.includes(':8:'))).toEqual([])
  })
})

describe('an average above its record', () => {
  const name = 'average-above-record'
  it('is reported in the register and in copy, in %, X and $M alike', () => {
    expect(problemsOf(name)).toEqual([
      expect.stringMatching(new RegExp(`^${at(name, 'site.yaml', 3).replace(/[.$]/g, '\\$&')}.*5\\.2X \\(520%\\).*above the record 352%`)),
      expect.stringContaining(`${at(name, 'pages/reviews.yaml', 5)}`),
      expect.stringContaining(`${at(name, 'pages/reviews.yaml', 6)}`),
      expect.stringContaining(`${at(name, 'pages/reviews.yaml', 8)}`),
    ])
    const [, average, record, money] = problemsOf(name)
    expect(average).toContain('"3.6X average ROI" as an average, above the record 352%')
    expect(record).toContain('"300% record ROI" as a record, below the average 5.2X (520%)')
    expect(money).toContain('"$2.1M in new revenue" as an average, above the record $1.6M')
  })
})

describe('two values for one fact in one scope', () => {
  const name = 'two-values-one-fact'
  it('is reported at the second value, for the agency and for one service; other scopes may differ', () => {
    const problems = problemsOf(name)
    expect(problems).toHaveLength(2)
    expect(problems[0]).toContain(`${at(name, 'site.yaml', 5)}`)
    expect(problems[0]).toContain('$60M+ and claims.revenueGenerated $50M+ are two values for one fact (revenue, agency)')
    expect(problems[1]).toContain(`${at(name, 'site.yaml', 7)}`)
    expect(problems[1]).toContain('(revenue, service: Social media clients)')
  })
})

describe('claims a fixture site disagrees with', () => {
  const name = 'claims-disagree'
  it('reports years the founding year cannot back, another founding year, a total restated, a record beaten', () => {
    const problems = problemsOf(name)
    expect(problems.map((p) => p.split('  ')[0])).toEqual([
      `${at(name, 'site.yaml', 4)}19`,
      `${at(name, 'pages/about.yaml', 4)}11`,
      `${at(name, 'pages/about.yaml', 4)}11`,
      `${at(name, 'pages/about.yaml', 7)}18`,
      `${at(name, 'pages/about.yaml', 8)}18`,
      `${at(name, 'testimonials.yaml', 3)}13`,
      `${at(name, 'testimonials.yaml', 5)}9`,
    ])
    expect(problems[1]).toContain('"250+ Australian businesses"')
    expect(problems[2]).toContain('"We started Harbourline in 2015"')
    expect(problems[5]).toContain('no case study beats the record')
  })

  it('lets other measures and other facts be: return on ad spend, a plain count of another scope, a year that is not ours', () => {
    expect(problemsOf(name).filter((p) => p.includes('about.yaml:10:'))).toEqual([])
  })
})

describe('the real content', () => {
  it('agrees with its register', () => {
    const { content: real, sources } = loadContent('content')
    expect(claimProblems(real!, sources).map(formatProblem)).toEqual([])
  })

  it('shows every agency and team figure of decisions.md once, each with its scope', () => {
    const { claims } = loadContent('content').content!.site
    const byFactScope = new Map<string, Set<string>>()
    for (const c of Object.values(claims)) {
      const key = `${c.fact} ${c.scope} ${c.of ?? ''} ${c.kind}`
      byFactScope.set(key, (byFactScope.get(key) ?? new Set()).add(c.value))
    }
    for (const [key, values] of byFactScope) expect([key, values.size]).toEqual([key, 1])
  })
})
