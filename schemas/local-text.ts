// Pure helpers for the local landing pages (/{service}/{state}/{city}/).
// They live apart from schemas/local.ts so the page code, the prerender hook,
// the redirect generator and the tests can share them without pulling in zod.

import { TOKEN_FAMILIES } from './tokens.ts'
export { fillTokens, fillTokensDeep } from './tokens.ts'

/**
 * The tokens a service text (content/local/services.yaml) may use. Each one is
 * filled per city, which is what makes the same FAQ read differently in Hobart
 * and in Sydney.
 */
export const TEMPLATE_TOKENS = TOKEN_FAMILIES.localService
type TemplateToken = (typeof TEMPLATE_TOKENS)[number]
type TemplateVars = Record<TemplateToken, string>

/**
 * City name -> URL segment: lowercase, spaces -> hyphens, apostrophes removed.
 * "Gold Coast" -> "gold-coast", "Alice Springs" -> "alice-springs".
 */
export function citySlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/['\u2018\u2019]/g, '')
    .replace(/\s+/g, '-')
}

/** ["A"] -> "A"; ["A", "B"] -> "A and B"; ["A", "B", "C"] -> "A, B and C" (Australian style, no Oxford comma). */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}

/** What `{nearby}` becomes for a city that lists no nearby cities (Canberra). */
export const NO_NEARBY_TEXT = 'the surrounding region'

/**
 * The token values of one city. `nearbyNames` are the display names of the
 * city's `nearby` slugs, in order. Service texts are written so every value
 * reads as a noun phrase: "home to {population} people", "{city} businesses",
 * "postcodes {postcodes}", "customers in {nearby}".
 */
export function cityTokenVars(
  city: { name: string; population: string; postcodes: string },
  state: { code: string; name: string },
  nearbyNames: readonly string[],
): TemplateVars {
  return {
    city: city.name,
    state: state.code,
    stateName: state.name,
    population: city.population,
    postcodes: city.postcodes,
    nearby: nearbyNames.length > 0 ? joinNames(nearbyNames) : NO_NEARBY_TEXT,
  }
}

/** The canonical path of a local page: "/seo-agency/vic/melbourne/" (lowercase state code, trailing slash). */
export function localPagePath(service: string, stateCode: string, cityName: string): string {
  return `/${service}/${stateCode.toLowerCase()}/${citySlug(cityName)}/`
}
