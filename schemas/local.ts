// Everything under content/local/: the states, the cities of each state, the
// six local services, the market profiles and the industry vocabulary. Together
// they make the local landing pages at /{service}/{state}/{city}/.
// One file because these files name one another's keys (a city names its
// state, industries and market profile), and the keys are defined together.
//
// Two kinds of text live here, with different rules:
// - City text (cities/*.yaml) is plain prose written for one city. No tokens,
//   no Markdown, and a minimum length: it is what keeps 138 pages from being
//   doorway pages.
// - Service text (services.yaml) is shared by every city, so it may use the
//   tokens {city} {state} {stateName} {population} {postcodes} {nearby}
//   (see schemas/tokens.ts); an unknown token fails validation.
import { z } from 'zod'
import { HrefSchema, SlugSchema } from './common.ts'
import { citySlug } from './local-text.ts'
import { tokenText } from './token-text.ts'
import { TOKEN_FAMILIES } from './tokens.ts'

// ---------------------------------------------------------------------------
// Vocabularies

/** The six local services, in the order the pages list them. Each is the first URL segment of its pages. */
export const LOCAL_SERVICE_SLUGS = [
  'seo-agency',
  'ppc-management-agency',
  'facebook-advertising-agency',
  'conversion-rate-optimisation-agency',
  'landing-page-agency',
  'web-design-agency',
] as const
/** Each local service's label in the editor. */
const LOCAL_SERVICE_TITLES: Record<(typeof LOCAL_SERVICE_SLUGS)[number], string> = {
  'seo-agency': 'SEO',
  'ppc-management-agency': 'PPC management',
  'facebook-advertising-agency': 'Facebook advertising',
  'conversion-rate-optimisation-agency': 'Conversion rate optimisation',
  'landing-page-agency': 'Landing pages',
  'web-design-agency': 'Web design',
}
const LocalServiceSlugSchema = z.enum(LOCAL_SERVICE_SLUGS).describe('Local service slug (first URL segment), e.g. "seo-agency"')
export type LocalServiceSlug = z.infer<typeof LocalServiceSlugSchema>

/** The industry vocabulary shared by cities' `industries` and services' `industryAngles`. */
export const INDUSTRY_KEYS = [
  'finance',
  'professional-services',
  'healthcare',
  'education',
  'tourism',
  'hospitality',
  'retail',
  'ecommerce',
  'construction',
  'real-estate',
  'manufacturing',
  'mining',
  'agriculture',
  'logistics',
  'technology',
  'government',
  'defence',
  'energy',
  'trades',
] as const
const IndustryKeySchema = z.enum(INDUSTRY_KEYS).describe('Industry key from content/local/industries.yaml, e.g. "tourism"')
export type IndustryKey = z.infer<typeof IndustryKeySchema>

/** State and territory codes; lowercased, each is the second URL segment of a local page. */
const STATE_CODES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const
const StateCodeSchema = z.enum(STATE_CODES).describe('State or territory code, e.g. "VIC"')
export type StateCode = z.infer<typeof StateCodeSchema>

/** Cities with a market profile of their own; every other city uses the `default` profile. */
const MARKET_PROFILE_KEYS = ['sydney', 'melbourne', 'brisbane', 'perth', 'adelaide'] as const
const MarketProfileKeySchema = z.enum(MARKET_PROFILE_KEYS).describe('Market profile key; omit it to use the default profile')
export type MarketProfileKey = z.infer<typeof MarketProfileKeySchema>
export const DEFAULT_MARKET_PROFILE = 'default' as const

const COMPETITION_LEVELS = ['Low', 'Moderate', 'High', 'Very High'] as const

// ---------------------------------------------------------------------------
// Text building blocks

/** Words as a reader counts them (whitespace-separated). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

/** City prose: plain text for one city, at least `minWords` long. */
function cityProse(minWords: number, description: string) {
  return z
    .string()
    .refine((text) => countWords(text) >= minWords, {
      error: (issue) => `write at least ${minWords} words (this text has ${countWords(String(issue.input))})`,
    })
    .refine((text) => !/[<>{}]|^\s*#|\*\*|\]\(/m.test(text), {
      error: 'plain prose only: no HTML, Markdown or {tokens} in city text',
    })
    .describe(description)
}

/** Service text shared by every city: may use the tokens, nothing else in braces. */
const TemplateTextSchema = tokenText(TOKEN_FAMILIES.localService, 'Text shared by every city')

/** Service text of a given length in words, so every city's page reads as written for it, not as a stub. */
const wordsBetween = (min: number, max: number) =>
  TemplateTextSchema.refine((text) => countWords(text) >= min && countWords(text) <= max, {
    error: (issue) => `write ${min}-${max} words (this text has ${countWords(String(issue.input))})`,
  })

/** An object with exactly one required field per key, e.g. one angle per service. */
function keyedObject<const K extends string, S extends z.ZodType>(keys: readonly K[], field: (key: K) => S) {
  const shape = Object.fromEntries(keys.map((key) => [key, field(key)])) as { [P in K]: S }
  return z.object(shape).strict()
}

function unique<T>(items: readonly T[]): boolean {
  return new Set(items).size === items.length
}

// ---------------------------------------------------------------------------
// content/local/states.yaml

const StateSchema = z
  .object({
    code: StateCodeSchema.meta({ title: 'Code' }),
    name: z.string().min(1).describe('Full name as shown on pages, e.g. "New South Wales"').meta({ title: 'Name' }),
    slug: SlugSchema.describe('Long-name URL segment used by old URLs, e.g. "new-south-wales"; it 301-redirects to the code form').meta({
      title: 'Slug (address segment)',
    }),
  })
  .strict()
export type State = z.infer<typeof StateSchema>

export const StatesFileSchema = z
  .object({
    states: z
      .array(StateSchema)
      .length(STATE_CODES.length)
      .refine((states) => unique(states.map((s) => s.code)), { error: 'each state code may appear only once' })
      .describe('All eight states and territories, each once')
      .meta({ title: 'States' }),
  })
  .strict()
export type StatesFile = z.infer<typeof StatesFileSchema>

// ---------------------------------------------------------------------------
// content/local/industries.yaml

const IndustrySchema = z
  .object({
    key: IndustryKeySchema.meta({ title: 'Key' }),
    label: z.string().min(1).describe('Label shown on pages, e.g. "Tourism"').meta({ title: 'Label' }),
  })
  .strict()
export type Industry = z.infer<typeof IndustrySchema>

export const IndustriesFileSchema = z
  .object({
    industries: z
      .array(IndustrySchema)
      .length(INDUSTRY_KEYS.length)
      .refine((items) => unique(items.map((i) => i.key)), { error: 'each industry key may appear only once' })
      .describe('One label for every industry key')
      .meta({ title: 'Industries' }),
  })
  .strict()
export type IndustriesFile = z.infer<typeof IndustriesFileSchema>

// ---------------------------------------------------------------------------
// content/local/market-profiles.yaml

const MarketProfileSchema = z
  .object({
    marketSize: z
      .string()
      .min(1)
      .describe('Size of the economy as shown, e.g. "$180B+ regional economy" (no invented precise sourcing)')
      .meta({ title: 'Market size' }),
    keyIndustries: z
      .array(z.string().min(1))
      .min(3)
      .max(6)
      .describe('Industry labels shown in the market panel, 3-6')
      .meta({ title: 'Key industries' }),
    competitionLevel: z
      .enum(COMPETITION_LEVELS)
      .describe('Online competition: Low, Moderate, High or Very High')
      .meta({ title: 'Competition' }),
    opportunities: z
      .array(z.string().min(1))
      .length(4)
      .describe('Exactly 4 short growth opportunities')
      .meta({ title: 'Growth opportunities' }),
  })
  .strict()
export type MarketProfile = z.infer<typeof MarketProfileSchema>

export const MarketProfilesFileSchema = z
  .object({
    profiles: z
      .object({
        ...keyedObject(MARKET_PROFILE_KEYS, (key) =>
          MarketProfileSchema.describe(`Market profile of ${key}`).meta({ title: key.charAt(0).toUpperCase() + key.slice(1) }),
        ).shape,
        default: MarketProfileSchema.describe('Profile of every city without its own (e.g. "Growing regional economy", Moderate)').meta({
          title: 'Default profile',
        }),
      })
      .strict()
      .describe('One profile per capital city with its own, plus default')
      .meta({ title: 'Market profiles' }),
  })
  .strict()
export type MarketProfilesFile = z.infer<typeof MarketProfilesFileSchema>

// ---------------------------------------------------------------------------
// content/local/cities/{state}.yaml

const CityAnglesSchema = keyedObject(LOCAL_SERVICE_SLUGS, (slug) =>
  cityProse(40, `What ${slug} means for businesses in this city: concrete and local, ~50-70 words`).meta({
    title: LOCAL_SERVICE_TITLES[slug],
  }),
).describe('One angle per local service, all six required')

const CityFaqSchema = z
  .object({
    question: z
      .string()
      .min(10)
      .refine((text) => !/[<>{}]/.test(text), { error: 'plain text only: no HTML or {tokens} in a city question' })
      .describe('A question a business in this city would ask, e.g. "Can you help a Cairns operator reach visitors before they fly in?"')
      .meta({ title: 'Question' }),
    answer: cityProse(35, 'The answer, written for this city: ~45-70 words, only facts that are common knowledge').meta({
      title: 'Answer',
    }),
  })
  .strict()

const CitySchema = z
  .object({
    name: z
      .string()
      .min(1)
      .refine((name) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(citySlug(name)), {
        error: 'a city name must turn into a URL slug: letters, digits, spaces, hyphens, apostrophes',
      })
      .describe('City name as shown; its URL slug is derived (lowercase, spaces -> hyphens, apostrophes removed)')
      .meta({ title: 'Name' }),
    population: z
      .string()
      .min(1)
      .describe('Population as shown, from recent ABS figures, e.g. "5.45 million" or "around 180,000"')
      .meta({ title: 'Population' }),
    postcodes: z.string().min(1).describe('Main postcode range as shown, e.g. "2000–2234"').meta({ title: 'Postcodes' }),
    profile: MarketProfileKeySchema.optional().meta({ title: 'Market profile' }),
    industries: z
      .array(IndustryKeySchema)
      .min(3)
      .max(5)
      .refine(unique, { error: 'list each industry once' })
      .describe('3-5 industry keys truly characteristic of the city')
      .meta({ title: 'Industries' }),
    nearby: z
      .array(SlugSchema)
      .max(3)
      .refine(unique, { error: 'list each nearby city once' })
      .describe('0-3 slugs of cities in the same state, e.g. [geelong, ballarat]')
      .meta({ title: 'Nearby cities' }),
    districts: z.array(z.string().min(1)).min(5).max(8).describe('5-8 real suburbs or business districts').meta({ title: 'Districts' }),
    intro: cityProse(70, "About 110 words on this city's businesses and customers, written for this city only").meta({ title: 'Intro' }),
    economy: cityProse(70, 'About 110 words on the local economy: industries, employers, growth areas, seasons').meta({ title: 'Economy' }),
    digitalLandscape: cityProse(50, 'About 90 words on how people here search and buy online').meta({ title: 'Digital landscape' }),
    angles: CityAnglesSchema.meta({ title: 'Angle per service' }),
    visits: z
      .boolean()
      .default(false)
      .describe(
        'true only where the agency does meet clients here in person (a drive from the Melbourne office); default false: video calls only',
      )
      .meta({ title: 'We visit in person' }),
    serving: cityProse(
      30,
      'How the agency works with businesses here from Melbourne: calls, time zone, travel; true for this city only, ~40-60 words',
    )
      .optional()
      .meta({ title: 'How we serve this city' }),
    faqs: z
      .array(CityFaqSchema)
      .max(3)
      .default([])
      .describe("0-3 questions a business here would ask, answered for this city; they take the place of the service's last questions")
      .meta({ title: 'Local questions' }),
  })
  .strict()
export type City = z.infer<typeof CitySchema>

export const CitiesFileSchema = z
  .object({
    state: StateCodeSchema.meta({ title: 'State' }),
    cities: z
      .array(CitySchema)
      .min(1)
      .refine((cities) => unique(cities.map((c) => citySlug(c.name))), { error: 'each city may appear only once' })
      .describe('The cities of this state')
      .meta({ title: 'Cities' }),
  })
  .strict()
export type CitiesFile = z.infer<typeof CitiesFileSchema>

// ---------------------------------------------------------------------------
// content/local/services.yaml

const TitledTextSchema = z
  .object({
    title: TemplateTextSchema.describe('Card title; may use {city}').meta({ title: 'Title' }),
    description: TemplateTextSchema.describe('One or two sentences; may use the tokens').meta({ title: 'Description' }),
  })
  .strict()

export const LocalFaqSchema = z
  .object({
    question: TemplateTextSchema.describe('The question; may use {city}').meta({ title: 'Question' }),
    answer: wordsBetween(50, 90)
      .describe('50-90 words; weave in {city} {stateName} {population} {postcodes} {nearby} so answers differ city to city')
      .meta({ title: 'Answer' }),
  })
  .strict()
export type LocalFaq = z.infer<typeof LocalFaqSchema>

export const LocalServiceSchema = z
  .object({
    slug: LocalServiceSlugSchema.meta({ title: 'Slug (address segment)' }),
    title: z.string().min(1).describe('Service name as an agency, used in the hero and titles, e.g. "SEO Agency"').meta({ title: 'Title' }),
    service: z
      .string()
      .min(1)
      .describe('Service name used in structured data, e.g. "Search Engine Optimisation"')
      .meta({ title: 'Service' }),
    description: TemplateTextSchema.describe('Two sentences under the hero; may use {city}').meta({ title: 'Description' }),
    shortDesc: TemplateTextSchema.describe('One sentence for complementary-service cards; may use {city}').meta({
      title: 'Short description',
    }),
    servicePage: HrefSchema.regex(/^\/services\/[a-z-]+$/, 'link a national service page, e.g. "/services/seo"')
      .describe('The national service page this local service links to, e.g. "/services/seo"')
      .meta({ title: 'National service page' }),
    benefits: z.array(TitledTextSchema).length(4).describe('Exactly 4 benefit cards').meta({ title: 'Benefits' }),
    features: z.array(TitledTextSchema).length(6).describe('Exactly 6 feature cards').meta({ title: 'Features' }),
    industryAngles: keyedObject(INDUSTRY_KEYS, (key) =>
      wordsBetween(35, 55)
        .describe(`This service for ${key} businesses: 35-55 words; may use {city}`)
        .meta({
          title: key.charAt(0).toUpperCase() + key.slice(1).replace(/-/g, ' '),
        }),
    )
      .describe("One angle per industry key; a city page shows those of the city's industries")
      .meta({ title: 'Angle per industry' }),
    faqs: z
      .array(LocalFaqSchema)
      .length(8)
      .describe(
        "Exactly 8 questions; a city page shows the first ones and the city's own (how we serve it, its local questions) in place of the last",
      )
      .meta({ title: 'Questions and answers' }),
    testimonials: z
      .array(SlugSchema)
      .length(3)
      .refine(unique, { error: 'list each testimonial once' })
      .describe('Exactly 3 testimonial ids from the testimonials content, e.g. "furniture-retail"')
      .meta({ title: 'Testimonials' }),
  })
  .strict()
export type LocalService = z.infer<typeof LocalServiceSchema>

export const ServicesFileSchema = z
  .object({
    services: z
      .array(LocalServiceSchema)
      .length(LOCAL_SERVICE_SLUGS.length)
      .refine((services) => unique(services.map((s) => s.slug)), { error: 'each service slug may appear only once' })
      .describe('The six local services, each once')
      .meta({ title: 'Services' }),
  })
  .strict()
export type ServicesFile = z.infer<typeof ServicesFileSchema>
