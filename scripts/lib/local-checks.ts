// Rules across the files of content/local/ that no single schema can see:
// each cities file is named after its state and is the only one for it, a
// nearby city exists in the same state, a city slug is unique site-wide (old
// URLs such as /seo-{city} carry no state), and no sentence of city prose is
// written for two cities (the same sentence on two cities' pages makes them
// doorway pages). Each problem names its file, line and field.
import { basename } from 'node:path'
import { countWords, type CitiesFile } from '../../schemas/local.ts'
import { citySlug } from '../../schemas/local-text.ts'
import type { ContentProblem } from './friendly-errors.ts'
import type { YamlSource } from './yaml-source.ts'

interface CitiesFileEntry {
  /** Where the file was read from, for messages, e.g. "content/local/cities/vic.yaml". */
  file: string
  data: CitiesFile
  locate: YamlSource['locate']
}

/** Sentences shorter than this are allowed to repeat ("Tourism matters here."). */
const MIN_SENTENCE_WORDS = 6
const PROSE_FIELDS = ['intro', 'economy', 'digitalLandscape'] as const

function localContentProblems(states: readonly { code: string }[], citiesFiles: readonly CitiesFileEntry[]): ContentProblem[] {
  const problems: ContentProblem[] = []
  const at = (entry: CitiesFileEntry, path: (string | number)[], message: string) =>
    problems.push({ file: entry.file, ...entry.locate(path), path: path.join('.'), message })
  const stateCodes = new Set(states.map((s) => s.code))
  const fileOfState = new Map<string, string>()
  const stateOfSlug = new Map<string, string>()

  for (const entry of citiesFiles) {
    const { file, data } = entry
    if (!stateCodes.has(data.state)) at(entry, ['state'], `state ${data.state} is not in states.yaml`)
    const expected = `${data.state.toLowerCase()}.yaml`
    if (basename(file) !== expected) at(entry, ['state'], `the cities of ${data.state} belong in a file named ${expected}`)
    const earlier = fileOfState.get(data.state)
    if (earlier) at(entry, ['state'], `state ${data.state} already has its cities in ${earlier}; keep one file per state`)
    fileOfState.set(data.state, file)

    data.cities.forEach((city, i) => {
      const slug = citySlug(city.name)
      const other = stateOfSlug.get(slug)
      if (other) at(entry, ['cities', i, 'name'], `city "${city.name}" (slug ${slug}) is already listed under ${other}`)
      stateOfSlug.set(slug, data.state)
    })
  }

  for (const entry of citiesFiles) {
    const { data } = entry
    const slugsHere = new Set(data.cities.map((c) => citySlug(c.name)))
    data.cities.forEach((city, i) =>
      city.nearby.forEach((near, j) => {
        const path = ['cities', i, 'nearby', j]
        if (near === citySlug(city.name)) at(entry, path, `${city.name} lists itself in nearby`)
        else if (!slugsHere.has(near)) {
          const elsewhere = stateOfSlug.get(near)
          at(
            entry,
            path,
            `${city.name} lists nearby "${near}", which is ` +
              (elsewhere ? `in ${elsewhere}, not ${data.state}` : `not a city slug`) +
              `; use slugs of cities in ${data.state} (${[...slugsHere].join(', ')})`,
          )
        }
      }),
    )
  }
  problems.push(...repeatedSentences(citiesFiles))
  return problems
}

/** A sentence of city prose that an earlier city already has, reported where it repeats. */
function repeatedSentences(citiesFiles: readonly CitiesFileEntry[]): ContentProblem[] {
  const problems: ContentProblem[] = []
  const seen = new Map<string, string>()
  for (const entry of citiesFiles)
    entry.data.cities.forEach((city, i) => {
      const texts: [(string | number)[], string][] = [
        ...PROSE_FIELDS.map((f): [(string | number)[], string] => [[f], city[f] ?? '']),
        ...Object.entries(city.angles ?? {}).map(([k, v]): [(string | number)[], string] => [['angles', k], v]),
        ...(city.serving ? [[['serving'], city.serving] as [(string | number)[], string]] : []),
        ...(city.faqs ?? []).map((faq, n): [(string | number)[], string] => [['faqs', n, 'answer'], faq.answer]),
      ]
      for (const [field, text] of texts)
        for (const sentence of text.split(/(?<=[.!?])\s+/)) {
          const key = sentence.toLowerCase().replace(/\s+/g, ' ').trim()
          if (countWords(key) < MIN_SENTENCE_WORDS) continue
          const other = seen.get(key)
          const path = ['cities', i, ...field]
          if (other !== undefined && other !== city.name)
            problems.push({
              file: entry.file,
              ...entry.locate(path),
              path: path.join('.'),
              message: `the sentence "${sentence.slice(0, 60)}${sentence.length > 60 ? '…' : ''}" is also in ${other}: write each city's text for that city`,
            })
          else seen.set(key, city.name)
        }
    })
  return problems
}

/** What localContentProblems needs of a content tree's parsed sources: the states and each cities file. */
export function localProblemsOf(sources: ReadonlyMap<string, YamlSource>): ContentProblem[] {
  const statesSource = [...sources.entries()].find(([f]) => f.endsWith('local/states.yaml'))?.[1]
  const states = (statesSource?.data as { states?: { code: string }[] } | undefined)?.states ?? []
  const cityFiles = [...sources.entries()]
    .filter(([f, src]) => f.includes('local/cities/') && src.data)
    .map(([file, src]) => ({ file, data: src.data as CitiesFile, locate: src.locate }))
  return localContentProblems(states, cityFiles)
}
