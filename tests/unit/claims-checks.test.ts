// The figures a page states against the site's claims (scripts/lib/claims-checks.ts),
// on the named fixture site tests/fixtures/sites/claims-disagree/: a record beaten
// by a case study, years the founding year cannot back, a founding year told
// differently, a total restated with another number. The real content agrees.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import type { Content } from '../../schemas/content.ts'
import { SiteSchema } from '../../schemas/site.ts'
import { claimProblems } from '../../scripts/lib/claims-checks.ts'
import { formatProblem } from '../../scripts/lib/friendly-errors.ts'
import { loadContent } from '../../scripts/lib/load-content.ts'
import { parseYamlSource, type YamlSource } from '../../scripts/lib/yaml-source.ts'

const SITE = 'tests/fixtures/sites/claims-disagree'
const files = ['site.yaml', 'pages/about.yaml', 'testimonials.yaml'].map((f) => `${SITE}/${f}`)
const sources = new Map<string, YamlSource>(files.map((f) => [f, parseYamlSource(f, readFileSync(f, 'utf8'))]))
const site = parse(readFileSync(`${SITE}/site.yaml`, 'utf8')) as Content['site']
const content = { site } as Content

describe('claims on a fixture site that disagrees with them', () => {
  it('reports each disagreeing figure at its line, in plain words', () => {
    const problems = claimProblems(content, sources, new Date('2026-06-01')).map(formatProblem)
    expect(problems).toEqual([
      `${SITE}/site.yaml:3:19  claims.years.value  12+ years in business is more than the 10 years since the founding year 2016 (structuredData.foundingDate)`,
      `${SITE}/pages/about.yaml:4:11  sections.0.body  says "250+ Australian businesses", but site.yaml claims.served is 200+ businesses served: restate the claim as it is`,
      `${SITE}/pages/about.yaml:4:11  sections.0.body  says "We started Harbourline in 2015", but the founding year is 2016 (site.yaml structuredData.foundingDate): change one of them`,
      `${SITE}/pages/about.yaml:7:18  sections.1.items.0.value  states "400% record ROI", above the record 352% record ROI (site.yaml claims.record): change one of them`,
      `${SITE}/testimonials.yaml:3:13  testimonials.0.result  states "712% ROI", above the record 352% record ROI (site.yaml claims.record): change one of them`,
      `${SITE}/testimonials.yaml:5:9  testimonials.0.results.0  states "500% return on investment", above the record 352% record ROI (site.yaml claims.record): change one of them`,
    ])
  })

  it('lets other measures and other facts be: return on ad spend, a multiple, a plain count, a year that is not ours', () => {
    const problems = claimProblems(content, sources, new Date('2026-06-01'))
    expect(problems.filter((p) => p.line === 10 || p.line === 8)).toEqual([])
  })

  it('the claims and their rules are content: the schema accepts them', () => {
    const real = loadContent('content').content!.site
    expect(SiteSchema.shape.claims.safeParse({ ...real.claims, ...site.claims }).success).toBe(true)
  })
})

describe('the real content', () => {
  it('agrees with its claims', () => {
    const { content: real, sources: realSources } = loadContent('content')
    expect(claimProblems(real!, realSources).map(formatProblem)).toEqual([])
  })
})
