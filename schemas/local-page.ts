// content/local/page.yaml: the headings and labels of every local landing
// page. {city}, {state}, {service} (e.g. "Search Engine Optimisation") and
// {title} (e.g. "SEO Agency") are filled in per page (src/lib/local-page.ts);
// any other token is a content error.
import { z } from 'zod'
import { tokenText } from './token-text.ts'
import { TOKEN_FAMILIES } from './tokens.ts'

const T = (example: string) => tokenText(TOKEN_FAMILIES.localPage, `Text, e.g. "${example}"`)

export const LocalPageCopySchema = z
  .object({
    heroAuditCta: T('Get a free {city} marketing audit'),
    heroServiceLink: T('About our {service}'),
    introHeading: T('Doing business in {city}'),
    unknownCity: T('We could not find that city…'),
    marketEyebrow: T('Local market'),
    marketHeading: T('The {city} market at a glance'),
    marketLabels: z
      .object({
        population: T('Population'),
        postcodes: T('Postcodes'),
        marketSize: T('Market size'),
        digitalAdoption: T('Digital adoption'),
        mobileUsage: T('Mobile usage'),
        competition: T('Competition'),
      })
      .strict(),
    keyIndustries: T('Key industries'),
    opportunities: T('Growth opportunities'),
    benefitsHeading: T('Why {city} businesses choose our {service}'),
    resultsEyebrow: T('Client results'),
    resultsHeading: T('Businesses like yours, growing with us'),
    advantageEyebrow: T('The local advantage'),
    advantageHeading: T('{service} that knows {city}'),
    industriesHeading: T('Industries we help in {city}'),
    districtsHeading: T('Where we work in {city}'),
    nearbyHeading: T('Also serving nearby'),
    bestPracticesHeading: T('Best practices we follow'),
    featuresEyebrow: T("What's included"),
    featuresHeading: T('Everything in our {city} {service}'),
    relatedEyebrow: T('Complementary services'),
    relatedHeading: T('More ways we help {city} businesses grow'),
    relatedLink: T('Learn more'),
    faqEyebrow: T('FAQ'),
    faqHeading: T('{title} {city}: your questions answered'),
    ctaHeading: T('Ready to grow your {city} business?'),
    ctaBody: T('Book a free marketing audit and growth plan…'),
    ctaButton: T('Get your free audit'),
    ctaHref: z.string().startsWith('/').describe('Where the calls to action go, e.g. "/contact"'),
  })
  .strict()
export type LocalPageCopy = z.infer<typeof LocalPageCopySchema>
