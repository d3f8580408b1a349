// content/local/page.yaml: the headings and labels of every local landing
// page. {city}, {state}, {service} (e.g. "Search Engine Optimisation") and
// {title} (e.g. "SEO Agency") are filled in per page (src/lib/local-page-view.ts);
// any other token is a content error.
import { z } from 'zod'
import { tokenText } from './token-text.ts'
import { TOKEN_FAMILIES } from './tokens.ts'

const T = (example: string) => tokenText(TOKEN_FAMILIES.localPage, `Text, e.g. "${example}"`)

export const LocalPageCopySchema = z
  .object({
    heroAuditCta: T('Get a free {city} marketing audit').meta({ title: 'Hero audit button' }),
    heroServiceLink: T('About our {service}').meta({ title: 'Hero service link' }),
    introHeading: T('Doing business in {city}').meta({ title: 'Intro heading' }),
    unknownCity: T('We could not find that city…').meta({ title: 'Unknown city text' }),
    marketEyebrow: T('Local market').meta({ title: 'Market eyebrow' }),
    marketHeading: T('The {city} market at a glance').meta({ title: 'Market heading' }),
    marketLabels: z
      .object({
        population: T('Population').meta({ title: 'Population' }),
        postcodes: T('Postcodes').meta({ title: 'Postcodes' }),
        marketSize: T('Market size').meta({ title: 'Market size' }),
        competition: T('Competition').meta({ title: 'Competition' }),
      })
      .strict()
      .meta({ title: 'Market panel labels' })
      .meta({ description: "Labels of the market panel's figures" }),
    keyIndustries: T('Key industries').meta({ title: 'Key industries' }),
    opportunities: T('Growth opportunities').meta({ title: 'Growth opportunities' }),
    benefitsHeading: T('Why {city} businesses choose our {service}').meta({ title: 'Benefits heading' }),
    resultsEyebrow: T('Client results').meta({ title: 'Results eyebrow' }),
    resultsHeading: T('Businesses like yours, growing with us').meta({ title: 'Results heading' }),
    advantageEyebrow: T('The local advantage').meta({ title: 'Advantage eyebrow' }),
    advantageHeading: T('{service} that knows {city}').meta({ title: 'Advantage heading' }),
    industriesHeading: T('Industries we help in {city}').meta({ title: 'Industries heading' }),
    districtsHeading: T('Where we work in {city}').meta({ title: 'Districts heading' }),
    nearbyHeading: T('Also serving nearby').meta({ title: 'Nearby heading' }),
    servedFrom: T('Served from our Melbourne office by video call').meta({
      title: 'How we serve (video calls)',
      description: "Line under the hero of a city we serve by video call only (the city's visits: false)",
    }),
    servedInPerson: T('Served from our Melbourne office, by video call and in person').meta({
      title: 'How we serve (with visits)',
      description: "Line under the hero of a city we visit (the city's visits: true)",
    }),
    servingHeading: T('How we work with {city} businesses').meta({
      title: 'How-we-serve heading',
      description: "Heading over the city's `serving` text, beside the local advantage",
    }),
    featuresEyebrow: T("What's included").meta({ title: 'Features eyebrow' }),
    featuresHeading: T('Everything in our {city} {service}').meta({ title: 'Features heading' }),
    relatedEyebrow: T('Complementary services').meta({ title: 'Related eyebrow' }),
    relatedHeading: T('More ways we help {city} businesses grow').meta({ title: 'Related heading' }),
    relatedLink: T('Learn more').meta({ title: 'Related link' }),
    faqEyebrow: T('FAQ').meta({ title: 'FAQ label' }),
    faqHeading: T('{title} {city}: your questions answered').meta({ title: 'FAQ heading' }),
    ctaHeading: T('Ready to grow your {city} business?').meta({ title: 'Call-to-action heading' }),
    ctaBody: T('Book a free marketing audit and growth plan…').meta({ title: 'Call-to-action text' }),
    ctaButton: T('Get your free audit').meta({ title: 'Call-to-action button' }),
    ctaHref: z.string().startsWith('/').describe('Where the calls to action go, e.g. "/contact"').meta({ title: 'Call-to-action link' }),
  })
  .strict()
export type LocalPageCopy = z.infer<typeof LocalPageCopySchema>
