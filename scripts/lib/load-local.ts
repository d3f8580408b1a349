// The content/local/ files: states, industries, market profiles, services and
// one cities file per state, assembled into the shape the local pages use.
import { existsSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { z } from 'zod'
import {
  CitiesFileSchema,
  IndustriesFileSchema,
  MarketProfilesFileSchema,
  ServicesFileSchema,
  StatesFileSchema,
  type CitiesFile,
  type IndustriesFile,
  type LocalService,
  type MarketProfilesFile,
  type StatesFile,
} from '../../schemas/local.ts'
import { citySlug } from '../../schemas/local-text.ts'
import type { LocalCity, LocalContent } from '../../schemas/content.ts'
import { LocalPageCopySchema, type LocalPageCopy } from '../../schemas/local-page.ts'
import type { ContentProblem } from './friendly-errors.ts'

export function LOCAL_FILES(root: string): { key: string; path: string[]; schema: z.ZodType }[] {
  const dir = join(root, 'local')
  const citiesDir = join(dir, 'cities')
  const cityFiles = existsSync(citiesDir)
    ? readdirSync(citiesDir)
        .filter((f) => f.endsWith('.yaml'))
        .sort()
        .map((f) => join(citiesDir, f))
    : []
  return [
    { key: 'states', path: [join(dir, 'states.yaml')], schema: StatesFileSchema },
    { key: 'industries', path: [join(dir, 'industries.yaml')], schema: IndustriesFileSchema },
    { key: 'profiles', path: [join(dir, 'market-profiles.yaml')], schema: MarketProfilesFileSchema },
    { key: 'services', path: [join(dir, 'services.yaml')], schema: ServicesFileSchema },
    { key: 'cities', path: cityFiles, schema: CitiesFileSchema },
    { key: 'copy', path: [join(dir, 'page.yaml')], schema: LocalPageCopySchema },
  ]
}

export function assembleLocal(parts: Record<string, unknown[]>, problems: ContentProblem[]): LocalContent | null {
  const states = (parts.states?.[0] as StatesFile | undefined)?.states
  const industries = (parts.industries?.[0] as IndustriesFile | undefined)?.industries
  const profiles = (parts.profiles?.[0] as MarketProfilesFile | undefined)?.profiles
  const services = (parts.services?.[0] as { services: LocalService[] } | undefined)?.services
  const cityFiles = (parts.cities ?? []) as (CitiesFile | undefined)[]
  const copy = parts.copy?.[0] as LocalPageCopy | undefined
  if (!states || !industries || !profiles || !services || !copy || cityFiles.some((c) => !c)) return null
  const cities: LocalCity[] = []
  for (const file of cityFiles as CitiesFile[]) {
    const state = states.find((s) => s.code === file.state)!
    for (const city of file.cities) {
      cities.push({ ...city, slug: citySlug(city.name), state, marketProfile: city.profile ? profiles[city.profile] : profiles.default })
    }
  }
  if (cities.length === 0)
    problems.push({ file: relative(process.cwd(), 'content/local/cities'), line: 1, col: 1, path: '', message: 'no city files found' })
  return { states, industries, services, cities, defaultProfile: profiles.default, copy }
}
