// Rules across the files of content/local/ that no single schema can see:
// a nearby city must exist in the same state, a city slug must be unique
// site-wide (old URLs such as /seo-{city} carry no state), each state has one
// cities file. Returns plain sentences naming the file, so the content
// validator and the tests report the same thing.
import type { CitiesFile, StatesFile } from '../../schemas/local.ts'
import { citySlug } from '../../schemas/local-text.ts'

export interface CitiesFileEntry {
  /** Where the file was read from, for messages, e.g. "content/local/cities/vic.yaml". */
  file: string
  data: CitiesFile
}

export function localContentProblems(states: StatesFile, citiesFiles: readonly CitiesFileEntry[]): string[] {
  const problems: string[] = []
  const stateCodes = new Set(states.states.map((s) => s.code))
  const fileOfState = new Map<string, string>()
  const stateOfSlug = new Map<string, string>()

  for (const { file, data } of citiesFiles) {
    if (!stateCodes.has(data.state)) problems.push(`${file}: state ${data.state} is not in states.yaml`)
    const earlier = fileOfState.get(data.state)
    if (earlier) problems.push(`${file}: state ${data.state} already has its cities in ${earlier}; keep one file per state`)
    fileOfState.set(data.state, file)

    for (const city of data.cities) {
      const slug = citySlug(city.name)
      const other = stateOfSlug.get(slug)
      if (other) problems.push(`${file}: city "${city.name}" (slug ${slug}) is already listed under ${other}`)
      stateOfSlug.set(slug, data.state)
    }
  }

  for (const { file, data } of citiesFiles) {
    const slugsHere = new Set(data.cities.map((c) => citySlug(c.name)))
    for (const city of data.cities) {
      for (const near of city.nearby) {
        if (near === citySlug(city.name)) problems.push(`${file}: ${city.name} lists itself in nearby`)
        else if (!slugsHere.has(near)) {
          const elsewhere = stateOfSlug.get(near)
          problems.push(
            `${file}: ${city.name} lists nearby "${near}", which is ` +
              (elsewhere ? `in ${elsewhere}, not ${data.state}` : `not a city slug`) +
              `; use slugs of cities in ${data.state} (${[...slugsHere].join(', ')})`,
          )
        }
      }
    }
  }
  return problems
}
