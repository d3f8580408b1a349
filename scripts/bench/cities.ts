// The synthetic city set of the build benchmark: the real cities plus made-up
// ones up to a total (1,000 by default), spread over the states' files in
// content/local/cities/, each valid against schemas/local.ts: a unique name
// and slug, prose copied from a real city of the same state with the name
// swapped (so word counts and "plain prose" rules hold), nearby cities from
// the same state. Only ever written into a temporary copy of content/.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import type { CitiesFile, City } from '../../schemas/local.ts'
import { citySlug } from '../../schemas/local-text.ts'

const STEMS = [
  'Ash',
  'Bel',
  'Cal',
  'Dun',
  'Elm',
  'Fern',
  'Glen',
  'Har',
  'Ivy',
  'Jar',
  'Kin',
  'Lin',
  'Mar',
  'Nor',
  'Oak',
  'Pen',
  'Quin',
  'Ros',
  'Sil',
  'Tal',
  'Ul',
  'Ver',
  'Wal',
  'Yar',
  'Zel',
]
const ENDINGS = [
  'brook',
  'dale',
  'field',
  'ford',
  'gate',
  'haven',
  'hurst',
  'leigh',
  'mere',
  'mont',
  'port',
  'ridge',
  'stone',
  'ton',
  'vale',
  'wood',
  'worth',
  'bury',
  'cliff',
  'combe',
]
const SECOND = ['', ' Heights', ' Downs', ' Creek']

/** `count` distinct made-up town names whose slugs are not in `taken`. */
function syntheticCityNames(count: number, taken: ReadonlySet<string>): string[] {
  const names: string[] = []
  for (const second of SECOND)
    for (const ending of ENDINGS)
      for (const stem of STEMS) {
        if (names.length === count) return names
        const name = `${stem}${ending}${second}`
        if (!taken.has(citySlug(name))) names.push(name)
      }
  if (names.length < count) throw new Error(`can make only ${names.length} synthetic city names, ${count} asked`)
  return names
}

const swapName = (text: string, from: string, to: string) => text.split(from).join(to)

/** A copy of `template` renamed to `name`, with its own population and nearby list. */
function cityFrom(template: City, name: string, index: number, nearby: string[]): City {
  // check:content refuses a sentence written for two cities: one without the town's name gets it added.
  const own = (sentence: string) => (sentence.includes(name) ? sentence : sentence.replace(/([.!?]?)$/, ` (${name})$1`))
  const swap = (t: string) =>
    swapName(t, template.name, name)
      .split(/(?<=[.!?])\s+/)
      .map(own)
      .join(' ')
  const { profile: _profile, ...rest } = structuredClone(template)
  return {
    ...rest,
    name,
    population: `around ${(12 + ((index * 37) % 88)).toString()},000`,
    nearby,
    intro: swap(template.intro),
    economy: swap(template.economy),
    digitalLandscape: swap(template.digitalLandscape),
    angles: Object.fromEntries(Object.entries(template.angles).map(([k, v]) => [k, swap(v)])) as City['angles'],
    // A synthetic town is not one we visit, whatever its template says.
    visits: false,
    serving: template.serving === undefined ? undefined : swap(template.serving),
    faqs: template.faqs.map((faq) => ({ question: swapName(faq.question, template.name, name), answer: swap(faq.answer) })),
  }
}

/** Adds synthetic cities to the cities files in `citiesDir` until there are `total`. Returns the new total. */
export function growCities(citiesDir: string, total: number): number {
  const files = readdirSync(citiesDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => {
      const path = join(citiesDir, f)
      const text = readFileSync(path, 'utf8')
      return { path, header: text.split('\n')[0]!, data: parse(text) as CitiesFile }
    })
  const existing = files.flatMap((f) => f.data.cities)
  const names = syntheticCityNames(Math.max(0, total - existing.length), new Set(existing.map((c) => citySlug(c.name))))
  const templates = new Map(files.map((f) => [f.path, [...f.data.cities]]))
  names.forEach((name, i) => {
    const file = files[i % files.length]!
    const pool = templates.get(file.path)!
    const added = file.data.cities.slice(pool.length)
    const nearby = added.slice(-2).map((c) => citySlug(c.name))
    file.data.cities.push(cityFrom(pool[i % pool.length]!, name, i, nearby))
  })
  for (const f of files) writeFileSync(f.path, `${f.header}\n${stringify(f.data, { lineWidth: 0, aliasDuplicateObjects: false })}`)
  return existing.length + names.length
}
