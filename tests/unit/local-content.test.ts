// The content under content/local/ as it ships: every file parses and passes
// its schema, the 23 cities of the spec are all there, cross-file references
// hold, and every service text fills cleanly for every city.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  CitiesFileSchema,
  IndustriesFileSchema,
  INDUSTRY_KEYS,
  LOCAL_SERVICE_SLUGS,
  MarketProfilesFileSchema,
  ServicesFileSchema,
  StatesFileSchema,
  countWords,
  type CitiesFile,
} from '../../schemas/local.ts'
import { localContentProblems } from '../../scripts/lib/local-checks.ts'
import {
  citySlug,
  cityTokenVars,
  fillTokens,
  fillTokensDeep,
  joinNames,
  localPagePath,
  NO_NEARBY_TEXT,
  templateProblems,
} from '../../schemas/local-text.ts'

const root = path.resolve(import.meta.dirname, '../..')
const localDir = path.join(root, 'content/local')

function load<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  const text = readFileSync(path.join(localDir, file), 'utf8')
  const result = schema.safeParse(parse(text))
  if (!result.success) {
    const issues = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`content/local/${file} does not match its schema:\n${issues}`)
  }
  return result.data
}

/** The spec's 23 cities, by state (product-spec.md, section 2). */
const SPEC_CITIES: Record<string, string[]> = {
  NSW: ['Sydney', 'Newcastle', 'Wollongong', 'Central Coast'],
  VIC: ['Melbourne', 'Geelong', 'Ballarat', 'Bendigo'],
  QLD: ['Brisbane', 'Gold Coast', 'Sunshine Coast', 'Cairns', 'Townsville'],
  WA: ['Perth', 'Fremantle', 'Mandurah'],
  SA: ['Adelaide', 'Mount Gambier'],
  TAS: ['Hobart', 'Launceston'],
  ACT: ['Canberra'],
  NT: ['Darwin', 'Alice Springs'],
}

const cityFileNames = readdirSync(path.join(localDir, 'cities'))
  .filter((f) => f.endsWith('.yaml'))
  .sort()

describe('content/local files', () => {
  const schemaOf: Record<string, string> = {
    'states.yaml': 'local-states',
    'industries.yaml': 'local-industries',
    'market-profiles.yaml': 'local-market-profiles',
    'services.yaml': 'local-services',
  }
  for (const [file, schemaName] of Object.entries(schemaOf)) {
    it(`${file} starts with its yaml-language-server schema line`, () => {
      const firstLine = readFileSync(path.join(localDir, file), 'utf8').split('\n')[0]
      expect(firstLine).toBe(`# yaml-language-server: $schema=../../schemas/json/${schemaName}.schema.json`)
    })
  }
  it.each(cityFileNames)('cities/%s starts with its yaml-language-server schema line', (file) => {
    const firstLine = readFileSync(path.join(localDir, 'cities', file), 'utf8').split('\n')[0]
    expect(firstLine).toBe('# yaml-language-server: $schema=../../../schemas/json/local-cities.schema.json')
  })

  it('states.yaml passes its schema and has the 8 states with long-name slugs', () => {
    const { states } = load('states.yaml', StatesFileSchema)
    expect(states.map((s) => s.code).sort()).toEqual(Object.keys(SPEC_CITIES).sort())
    expect(states.find((s) => s.code === 'NSW')).toEqual({ code: 'NSW', name: 'New South Wales', slug: 'new-south-wales' })
    for (const state of states) expect(state.slug).toBe(citySlug(state.name))
  })

  it('industries.yaml labels every industry key exactly once', () => {
    const { industries } = load('industries.yaml', IndustriesFileSchema)
    expect(industries.map((i) => i.key).sort()).toEqual([...INDUSTRY_KEYS].sort())
  })

  it('market-profiles.yaml passes its schema, with the spec defaults', () => {
    const { profiles } = load('market-profiles.yaml', MarketProfilesFileSchema)
    expect(profiles.default).toMatchObject({ digitalAdoption: '85%', mobileUsage: '90%', competitionLevel: 'Moderate' })
  })

  it('services.yaml passes its schema with the six services in order', () => {
    const { services } = load('services.yaml', ServicesFileSchema)
    expect(services.map((s) => s.slug)).toEqual([...LOCAL_SERVICE_SLUGS])
    for (const service of services) {
      expect(service.testimonials).toEqual(['furniture-retail', 'jewelry', 'innovation-consulting'])
    }
  })

  it.each(cityFileNames)('cities/%s passes its schema', (file) => {
    const data = load(`cities/${file}`, CitiesFileSchema)
    expect(`${data.state.toLowerCase()}.yaml`).toBe(file)
  })
})

describe('cities', () => {
  const states = load('states.yaml', StatesFileSchema)
  const files = cityFileNames.map((file) => ({
    file: `content/local/cities/${file}`,
    data: load(`cities/${file}`, CitiesFileSchema) as CitiesFile,
  }))
  const all = files.flatMap(({ data }) => data.cities.map((city) => ({ state: data.state, city })))

  it('lists all 23 cities of the spec exactly once, under the right state', () => {
    const found = all.map(({ state, city }) => `${state}/${city.name}`).sort()
    const expected = Object.entries(SPEC_CITIES)
      .flatMap(([state, names]) => names.map((name) => `${state}/${name}`))
      .sort()
    expect(found).toEqual(expected)
    expect(found).toHaveLength(23)
  })

  it('has no cross-file problems (nearby slugs in the same state, unique slugs, one file per state)', () => {
    expect(localContentProblems(states, files)).toEqual([])
  })

  it('gives every nearby slug to a city of the same state', () => {
    for (const { data } of files) {
      const slugs = new Set(data.cities.map((c) => citySlug(c.name)))
      for (const city of data.cities) {
        for (const near of city.nearby) {
          expect(slugs.has(near), `${city.name} (${data.state}) lists nearby "${near}"`).toBe(true)
          expect(near).not.toBe(citySlug(city.name))
        }
      }
    }
  })

  it('gives every city all six angles', () => {
    for (const { city } of all) expect(Object.keys(city.angles).sort()).toEqual([...LOCAL_SERVICE_SLUGS].sort())
  })

  it('gives every city a profile only if it is one of the five capitals with its own', () => {
    const withProfile = all.filter(({ city }) => city.profile).map(({ city }) => city.profile)
    expect(withProfile.sort()).toEqual(['adelaide', 'brisbane', 'melbourne', 'perth', 'sydney'])
  })

  it('keeps each city its own: no sentence appears in two cities', () => {
    const seen = new Map<string, string>()
    for (const { city } of all) {
      const text = [city.intro, city.economy, city.digitalLandscape, ...Object.values(city.angles)].join(' ')
      for (const sentence of text.split(/(?<=[.!?])\s+/)) {
        const key = sentence.toLowerCase().replace(/\s+/g, ' ').trim()
        if (countWords(key) < 6) continue
        const other = seen.get(key)
        expect(other === undefined || other === city.name, `"${sentence}" appears in ${other} and ${city.name}`).toBe(true)
        seen.set(key, city.name)
      }
    }
  })

  it('routes every city to one canonical path per service', () => {
    const paths = all.flatMap(({ state, city }) => LOCAL_SERVICE_SLUGS.map((s) => localPagePath(s, state, city.name)))
    expect(new Set(paths).size).toBe(138)
    expect(paths).toContain('/seo-agency/vic/melbourne/')
    expect(paths).toContain('/web-design-agency/nt/alice-springs/')
  })
})

/** Every string inside a value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

describe('services', () => {
  const { services } = load('services.yaml', ServicesFileSchema)
  const { states } = load('states.yaml', StatesFileSchema)
  const files = cityFileNames.map((file) => load(`cities/${file}`, CitiesFileSchema) as CitiesFile)

  it('gives every service an angle for every industry key', () => {
    for (const service of services) expect(Object.keys(service.industryAngles).sort()).toEqual([...INDUSTRY_KEYS].sort())
  })

  it('has 4 benefits, 6 features, 8 best practices and 8 FAQs per service', () => {
    for (const s of services) {
      expect([s.benefits.length, s.features.length, s.bestPractices.length, s.faqs.length]).toEqual([4, 6, 8, 8])
    }
  })

  it('keeps FAQ answers between 50 and 90 words and industry angles around 35-50', () => {
    for (const s of services) {
      for (const faq of s.faqs) expect(countWords(faq.answer), `${s.slug}: ${faq.question}`).toSatisfy((n: number) => n >= 50 && n <= 90)
      for (const [key, angle] of Object.entries(s.industryAngles)) {
        expect(countWords(angle), `${s.slug}.${key}`).toSatisfy((n: number) => n >= 35 && n <= 55)
      }
    }
  })

  it('fills every service text for every city without a token left over', () => {
    for (const file of files) {
      const state = states.find((s) => s.code === file.state)!
      for (const city of file.cities) {
        const nearbyNames = city.nearby.map((slug) => file.cities.find((c) => citySlug(c.name) === slug)!.name)
        const vars = cityTokenVars(city, state, nearbyNames)
        for (const service of services) {
          const leftovers = strings(fillTokensDeep(service, vars)).filter((text) => /[{}]/.test(text))
          expect(leftovers, `${service.slug} for ${city.name}`).toEqual([])
        }
      }
    }
  })
})

describe('citySlug', () => {
  it('lowercases, hyphenates spaces and drops apostrophes', () => {
    expect(citySlug('Gold Coast')).toBe('gold-coast')
    expect(citySlug('Alice Springs')).toBe('alice-springs')
    expect(citySlug('Mount Gambier')).toBe('mount-gambier')
    expect(citySlug("St George's Basin")).toBe('st-georges-basin')
    expect(citySlug('Sydney')).toBe('sydney')
  })
})

describe('fillTokens', () => {
  const vars = cityTokenVars({ name: 'Geelong', population: 'around 290,000', postcodes: '3212–3228' }, { code: 'VIC', name: 'Victoria' }, [
    'Melbourne',
    'Ballarat',
  ])

  it('replaces every token', () => {
    expect(
      fillTokens('{city}, {state}: {stateName} businesses, a population of {population}, postcodes {postcodes}, near {nearby}.', vars),
    ).toBe('Geelong, VIC: Victoria businesses, a population of around 290,000, postcodes 3212–3228, near Melbourne and Ballarat.')
    expect(fillTokens('{city} and {city}', vars)).toBe('Geelong and Geelong')
    expect(fillTokens('no tokens', vars)).toBe('no tokens')
  })

  it('throws on an unknown token, naming it', () => {
    expect(() => fillTokens('SEO for {cty} businesses', vars)).toThrow(/unknown token \{cty\}/)
    expect(() => fillTokens('{City}', vars)).toThrow(/unknown token \{City\}/)
    expect(() => fillTokens('{ city }', vars)).toThrow(/unknown token \{ city \}/)
  })

  it('throws on a stray brace', () => {
    expect(() => fillTokens('SEO for {city businesses', vars)).toThrow(/unmatched/)
    expect(() => fillTokens('SEO for city} businesses', vars)).toThrow(/unmatched/)
  })

  it('throws when a known token has no value', () => {
    expect(() => fillTokens('{nearby}', { city: 'X' })).toThrow(/No value given for the token \{nearby\}/)
  })

  it('is what the schema uses to reject service text', () => {
    expect(templateProblems('{city} {postcodes}')).toEqual([])
    expect(templateProblems('{town}')).toHaveLength(1)
    const services = load('services.yaml', ServicesFileSchema)
    const broken = structuredClone(services)
    broken.services[0]!.faqs[0]!.answer = 'Costs for {cty} businesses vary.'
    const result = ServicesFileSchema.safeParse(broken)
    expect(result.success).toBe(false)
    expect(result.error!.issues[0]).toMatchObject({ path: ['services', 0, 'faqs', 0, 'answer'] })
    expect(result.error!.issues[0]!.message).toMatch(/unknown token \{cty\}/)
  })
})

describe('cityTokenVars', () => {
  it('joins nearby names and falls back when there are none', () => {
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B and C')
    expect(joinNames(['A'])).toBe('A')
    const canberra = cityTokenVars(
      { name: 'Canberra', population: 'p', postcodes: 'pc' },
      { code: 'ACT', name: 'Australian Capital Territory' },
      [],
    )
    expect(canberra.nearby).toBe(NO_NEARBY_TEXT)
  })
})
