// Pure helpers for the local landing pages (/{service}/{state}/{city}/).
// They live apart from schemas/local.ts so the page code, the prerender hook,
// the redirect generator and the tests can share them without pulling in zod.

/**
 * The tokens a service text (content/local/services.yaml) may use. Each one is
 * filled per city, which is what makes the same FAQ read differently in Hobart
 * and in Sydney.
 */
export const TEMPLATE_TOKENS = ['city', 'state', 'stateName', 'population', 'postcodes', 'nearby'] as const
export type TemplateToken = (typeof TEMPLATE_TOKENS)[number]
export type TemplateVars = Record<TemplateToken, string>

/** Anything in braces counts as a token, so "{ city }" or "{City}" is caught as unknown too. */
const TOKEN_PATTERN = /\{([^{}]*)\}/g

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

/** The `{tokens}` in a text that are not template tokens. */
export function unknownTokens(template: string): string[] {
  const known = new Set<string>(TEMPLATE_TOKENS)
  return [...template.matchAll(TOKEN_PATTERN)].map((m) => m[1] ?? '').filter((name) => !known.has(name))
}

/**
 * What is wrong with a service text's tokens, in plain sentences; [] when
 * nothing is. Shared by the content schema and fillTokens, so the editor sees
 * the same wording at validation time and at build time.
 */
export function templateProblems(template: string): string[] {
  const problems = unknownTokens(template).map(
    (name) => `unknown token {${name}}: use only ${TEMPLATE_TOKENS.map((t) => `{${t}}`).join(', ')}`,
  )
  // A lone "{" or "}" left over is a half-typed token.
  if (/[{}]/.test(template.replace(TOKEN_PATTERN, ''))) {
    problems.push('unmatched "{" or "}": write tokens as {city}')
  }
  return problems
}

/**
 * Replaces `{city}`, `{state}`, `{stateName}`, `{population}`, `{postcodes}` and
 * `{nearby}` in a service text. An unknown token (a typo such as `{cty}`) or a
 * stray brace throws, so it fails the build instead of reaching a page; so does
 * a known token missing from `vars`.
 */
export function fillTokens(template: string, vars: Record<string, string>): string {
  const problems = templateProblems(template)
  if (problems.length > 0) {
    throw new Error(`${problems.join('; ')} (in "${template.slice(0, 80)}${template.length > 80 ? '…' : ''}")`)
  }
  return template.replace(TOKEN_PATTERN, (_match, name: string) => {
    const value = vars[name]
    if (value === undefined) throw new Error(`No value given for the token {${name}}.`)
    return value
  })
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

/**
 * fillTokens over every string inside a value (a whole service entry), keeping
 * its shape, so components receive text that is ready to show.
 */
export function fillTokensDeep<T>(value: T, vars: Record<string, string>): T {
  if (typeof value === 'string') return fillTokens(value, vars) as T
  if (Array.isArray(value)) return value.map((item) => fillTokensDeep(item, vars)) as T
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillTokensDeep(item, vars)])) as T
  }
  return value
}

/** The canonical path of a local page: "/seo-agency/vic/melbourne/" (lowercase state code, trailing slash). */
export function localPagePath(service: string, stateCode: string, cityName: string): string {
  return `/${service}/${stateCode.toLowerCase()}/${citySlug(cityName)}/`
}
