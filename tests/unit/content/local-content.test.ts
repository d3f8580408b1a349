// The rules content/local/ must keep live in its schemas (schemas/local.ts) and
// its cross-file checks (scripts/lib/local-checks.ts). Here: those checks on
// named fixture sites (tests/fixtures/sites/<name>/, each broken one way), with
// the file:line:col each problem is reported at; the real content passes them,
// whatever cities it lists; and the pure helpers of local pages.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LocalFaqSchema, LocalServiceSchema } from '../../../schemas/local.ts'
import { citySlug, cityTokenVars, joinNames, localPagePath, NO_NEARBY_TEXT } from '../../../schemas/local-text.ts'
import { fillTokens } from '../../../schemas/tokens.ts'
import { crossCheck } from '../../../scripts/lib/cross-checks.ts'
import { formatProblem } from '../../../scripts/lib/friendly-errors.ts'
import { loadContent } from '../../../scripts/lib/load-content.ts'
import { localProblemsOf } from '../../../scripts/lib/local-checks.ts'
import { parseYamlSource, type YamlSource } from '../../../scripts/lib/yaml-source.ts'
import { local } from '../../../src/generated/local.ts'
import { LOCAL_FAQ_COUNT, localFaqs, localPageData } from '../../../src/lib/local-page-view.ts'
import { localPath } from '../../../src/lib/routes.ts'

const SITES = 'tests/fixtures/sites'

/** Every YAML file of a fixture site, parsed with positions, by its path from the repository root. */
function site(name: string): Map<string, YamlSource> {
  const sources = new Map<string, YamlSource>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry)
      if (statSync(path).isDirectory()) walk(path)
      else if (path.endsWith('.yaml')) sources.set(path, parseYamlSource(path, readFileSync(path, 'utf8')))
    }
  }
  walk(join(SITES, name))
  return sources
}

const problemsOf = (name: string) => localProblemsOf(site(name)).map(formatProblem)

describe('local cross-file checks, on named fixture sites', () => {
  it('nearby-in-other-state: a nearby slug in another state, itself, or no city at all', () => {
    const f = `${SITES}/nearby-in-other-state/local/cities/vic.yaml`
    expect(problemsOf('nearby-in-other-state')).toEqual([
      `${f}:8:9  cities.1.nearby.1  Ballarat lists nearby "hobart", which is in TAS, not VIC; use slugs of cities in VIC (geelong, ballarat)`,
      `${f}:9:9  cities.1.nearby.2  Ballarat lists itself in nearby`,
      `${f}:10:9  cities.1.nearby.3  Ballarat lists nearby "bendgo", which is not a city slug; use slugs of cities in VIC (geelong, ballarat)`,
    ])
  })

  it('city-in-two-states: a city slug is unique site-wide (old URLs carry no state)', () => {
    expect(problemsOf('city-in-two-states')).toEqual([
      `${SITES}/city-in-two-states/local/cities/wa.yaml:5:11  cities.1.name  city "Richmond" (slug richmond) is already listed under NSW`,
    ])
  })

  it('cities-files-misfiled: one file per state, named after it, for a state of states.yaml', () => {
    const dir = `${SITES}/cities-files-misfiled/local/cities`
    expect(problemsOf('cities-files-misfiled')).toEqual([
      `${dir}/queensland.yaml:1:8  state  the cities of QLD belong in a file named qld.yaml`,
      `${dir}/queensland.yaml:1:8  state  state QLD already has its cities in ${dir}/qld.yaml; keep one file per state`,
      `${dir}/sa.yaml:1:8  state  state SA is not in states.yaml`,
    ])
  })

  it("sentence-in-two-cities: each city's prose is its own", () => {
    expect(problemsOf('sentence-in-two-cities')).toEqual([
      `${SITES}/sentence-in-two-cities/local/cities/tas.yaml:10:12  cities.1.intro  the sentence "Most customers here find a business on their phone first." is also in Hobart: write each city's text for that city`,
    ])
  })

  it("faq-in-two-cities: how we serve a city and its local answers are that city's own too", () => {
    const f = `${SITES}/faq-in-two-cities/local/cities/tas.yaml`
    expect(problemsOf('faq-in-two-cities')).toEqual([
      `${f}:13:14  cities.1.serving  the sentence "Summer brings most visitors to the waterfront." is also in Hobart: write each city's text for that city`,
      `${f}:16:17  cities.1.faqs.0.answer  the sentence "We work with Hobart businesses by video call from our Melbou…" is also in Hobart: write each city's text for that city`,
    ])
  })
})

describe('the real content', () => {
  it('passes every schema and cross-file check, local ones included', () => {
    const { content, problems, sources } = loadContent('content')
    expect(problems.map(formatProblem)).toEqual([])
    expect(crossCheck(content!, sources).map(formatProblem)).toEqual([])
  })

  it('gives every city one canonical path per service, all different', () => {
    const paths = local.cities.flatMap((c) => local.services.map((s) => localPagePath(s.slug, c.state.code, c.name)))
    expect(new Set(paths).size).toBe(local.cities.length * local.services.length)
  })
})

describe('service text rules in the schema', () => {
  it('keeps an FAQ answer between 50 and 90 words', () => {
    const r = LocalFaqSchema.safeParse({ question: 'Why {city}?', answer: 'Because {city} is home.' })
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['answer', 'write 50-90 words (this text has 4)']])
  })

  it('wants an industry angle for every industry key', () => {
    const service = { ...local.services[0]!, industryAngles: {} }
    const r = LocalServiceSchema.safeParse(service)
    expect(r.success).toBe(false)
    expect(r.error!.issues.every((i) => i.path[0] === 'industryAngles')).toBe(true)
  })
})

describe('the city material of a local page', () => {
  const service = (n: number) => Array.from({ length: n }, (_, i) => ({ question: `service question ${i}`, answer: `answer ${i}` }))

  it("puts the city's own questions in place of the service's last ones, keeping the accordion's length", () => {
    const own = [
      { question: 'local?', answer: 'local answer' },
      { question: 'seasons?', answer: 'seasons answer' },
    ]
    const faqs = localFaqs(service(LOCAL_FAQ_COUNT), own)
    expect(faqs).toHaveLength(LOCAL_FAQ_COUNT)
    expect(faqs.slice(-2)).toEqual(own)
    expect(faqs.slice(0, -2)).toEqual(service(LOCAL_FAQ_COUNT).slice(0, LOCAL_FAQ_COUNT - 2))
  })

  it("keeps the service's questions for a city without its own", () => {
    expect(localFaqs(service(LOCAL_FAQ_COUNT), [])).toEqual(service(LOCAL_FAQ_COUNT))
  })

  it('says in person only for a city whose content says the agency visits, and video calls elsewhere', () => {
    for (const city of local.cities) {
      const { view } = localPageData(localPath(local.services[0]!.slug, city.state.code, city.slug))
      expect(view.servedFrom, city.name).toBe(city.visits ? view.copy.servedInPerson : view.copy.servedFrom)
      expect(view.faqs.map((f) => f.question)).toEqual(expect.arrayContaining(city.faqs.map((f) => f.question)))
    }
  })
})

describe('citySlug', () => {
  it('lowercases, hyphenates spaces and drops apostrophes', () => {
    expect(citySlug('Gold Coast')).toBe('gold-coast')
    expect(citySlug('Alice Springs')).toBe('alice-springs')
    expect(citySlug("St George's Basin")).toBe('st-georges-basin')
    expect(citySlug('Sydney')).toBe('sydney')
  })
})

describe('cityTokenVars', () => {
  const vars = cityTokenVars({ name: 'Geelong', population: 'around 290,000', postcodes: '3212–3228' }, { code: 'VIC', name: 'Victoria' }, [
    'Melbourne',
    'Ballarat',
  ])

  it('gives a value for every token of a service text', () => {
    expect(
      fillTokens('{city}, {state}: {stateName} businesses, a population of {population}, postcodes {postcodes}, near {nearby}.', vars),
    ).toBe('Geelong, VIC: Victoria businesses, a population of around 290,000, postcodes 3212–3228, near Melbourne and Ballarat.')
  })

  it('joins nearby names and falls back when there are none', () => {
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B and C')
    expect(joinNames(['A'])).toBe('A')
    const alone = cityTokenVars({ name: 'X', population: 'p', postcodes: 'pc' }, { code: 'ACT', name: 'Australian Capital Territory' }, [])
    expect(alone.nearby).toBe(NO_NEARBY_TEXT)
  })
})
