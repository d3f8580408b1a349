// content/site.yaml: the facts every page shares — brand, contact details,
// navigation, footer, claims, promises, SEO defaults, structured-data defaults and the
// third-party embeds. One value per fact, so the agency changes
// a phone number or a claim in one place. One file because it is the schema of
// one content file, read top to bottom beside site.yaml.
import { AdPrivacySchema } from './privacy-ads.ts'
import { z } from 'zod'
import { HrefSchema, LinkSchema, SitemapEntrySchema } from './common.ts'

const NavItemSchema = z
  .object({
    label: z.string().min(1).describe('Menu text').meta({ title: 'Label' }),
    href: HrefSchema.meta({ title: 'Link to' }),
    children: z.array(LinkSchema).optional().describe('Dropdown entries (the Services menu)').meta({ title: 'Dropdown links' }),
  })
  .strict()

/** Whose results a figure counts; check:content holds one value per fact in each scope. */
const CLAIM_SCOPES = ['agency', 'team', 'service', 'case-study'] as const

const ClaimSchema = z
  .object({
    value: z.string().min(1).describe('The figure as shown, e.g. "340%", "5.2X", "$50M+", "4.9/5"').meta({ title: 'Value' }),
    label: z.string().min(1).describe('What it measures, e.g. "average lead increase"').meta({ title: 'Label' }),
    fact: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/)
      .describe('What is counted, as a short id shared by every figure of that fact, e.g. "revenue", "roi", "clients"')
      .meta({ title: 'Fact' }),
    scope: z
      .enum(CLAIM_SCOPES)
      .describe('Whose results: agency (since it was founded), team (careers before and at the agency), one service, one case study')
      .meta({ title: 'Scope' }),
    of: z
      .string()
      .min(1)
      .optional()
      .describe('For a service or case-study figure: which service or client, shown beside it')
      .meta({ title: 'Of' }),
    kind: z
      .enum(['total', 'average', 'record'])
      .default('total')
      .describe('A total or count, an average, or the best single result (an average may never beat its record)')
      .meta({ title: 'Kind' }),
    evidence: z
      .string()
      .min(1)
      .describe('Where the figure comes from, for whoever checks it, e.g. "CRM export, June 2026"')
      .meta({ title: 'Evidence' }),
    restatedAs: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe(
        'Words that name this fact in copy, e.g. [businesses, clients]: a figure typed before them must restate an entry of this fact',
      )
      .meta({ title: 'Restated as' }),
    agrees: z
      .object({
        sinceFounding: z
          .literal(true)
          .optional()
          .describe('An "N+ years" claim: N may not exceed the years since structuredData.foundingDate')
          .meta({ title: 'Years since founding' }),
      })
      .strict()
      .optional()
      .describe('How check:content keeps this claim in agreement with the founding year')
      .meta({ title: 'Must agree with' }),
  })
  .strict()
  .refine((c) => (c.scope === 'service' || c.scope === 'case-study') === Boolean(c.of), {
    message: 'a service or case-study figure names its service or client in `of`; an agency or team figure has no `of`',
    path: ['of'],
  })
export type Claim = z.infer<typeof ClaimSchema>

/**
 * A time the site promises a prospect ("a reply within 24 hours"), once: copy
 * that types a time after the words of a promise must say this one (check:content).
 */
const PromiseSchema = z
  .object({
    value: z
      .string()
      .regex(/^within \d+ (?:hours?|days?|business days?)$/, 'write the time like "within 24 hours" or "within 3 business days"')
      .describe('The time as copy says it, e.g. "within 24 hours", "within 3 business days"')
      .meta({ title: 'Time' }),
    label: z.string().min(1).describe('What is promised, e.g. "a reply to every enquiry"').meta({ title: 'Promise' }),
    restatedAs: z
      .array(z.string().min(1))
      .min(1)
      .describe(
        'Words that name this promise in copy, e.g. [reply, respond]: a time typed after them in one sentence (the nearest words win) must be this one',
      )
      .meta({ title: 'Restated as' }),
    agrees: z
      .object({
        growthPlanEmail: z
          .literal(true)
          .optional()
          .describe('The plan email (prospect-messages.yaml growthPlan.businessDays) must give the same number of business days')
          .meta({ title: 'Plan email' }),
      })
      .strict()
      .optional()
      .describe('Which other setting check:content keeps in agreement with this promise')
      .meta({ title: 'Must agree with' }),
    beforeCallMinutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .optional()
      .describe(
        "When the lead books a call sooner than this promise's time, it is due this many minutes before the call starts (the plan before the call that walks through it), e.g. 120",
      )
      .meta({ title: 'Due before a booked call (minutes)' }),
  })
  .strict()
export type SitePromise = z.infer<typeof PromiseSchema>

/**
 * The promises a form makes (names of site.yaml promises): each becomes an item the lead is owed in
 * the staff console, due by that promise's time in office time (check:content refuses an unknown name).
 */
export const FormPromisesSchema = z
  .array(z.string().min(1))
  .default([])
  .describe('The promises (site.yaml promises, by name, e.g. reply) this form makes: staff owe each lead every one, due by its time')
  .meta({ title: 'Promises this form makes' })

const EmbedVideoSchema = z
  .object({
    provider: z
      .enum(['youtube', 'vimeo', 'wistia'])
      .describe('Video host; its player host is added to the CSP')
      .meta({ title: 'Provider' }),
    placeholder: z.boolean().default(true).describe('Show a blurred poster until the visitor presses play').meta({ title: 'Placeholder' }),
  })
  .strict()

export const SiteSchema = z
  .object({
    brand: z
      .object({
        name: z
          .string()
          .min(1)
          .describe('Brand name shown everywhere and as og:site_name, e.g. "Harbourline Digital"')
          .meta({ title: 'Name' }),
        slug: z
          .string()
          .regex(/^[a-z0-9-]+$/)
          .describe('Brand slug; the reviews page lives at /{slug}-reviews')
          .meta({ title: 'Slug (address segment)' }),
        legalName: z
          .string()
          .min(1)
          .describe('Registered business name for legal pages and structured data')
          .meta({ title: 'Registered name' }),
        tagline: z.string().min(1).describe('Short positioning line (footer, Organization description)').meta({ title: 'Tagline' }),
        logoText: z.string().min(1).describe('Wordmark text drawn as the logo').meta({ title: 'Logo wordmark' }),
      })
      .strict()
      .meta({ title: 'Brand' })
      .meta({ description: "The agency's name, slug and wordmark" }),
    baseUrl: z
      .url()
      .regex(/^https:\/\/[^/]+$/, 'an https origin without a trailing slash, e.g. "https://harbourline.example"')
      .describe('Production origin for canonical URLs and the sitemap')
      .meta({ title: 'Site address' }),
    locale: z.string().default('en-AU').describe('Page language (html lang)').meta({ title: 'Language' }),
    contact: z
      .object({
        email: z.email().describe('Public email address').meta({ title: 'Email' }),
        phone: z.string().min(8).describe('Phone as displayed, e.g. "(03) 5550 4321"').meta({ title: 'Phone' }),
        phoneE164: z
          .string()
          .regex(/^\+61\d{8,10}$/)
          .describe('Same phone in +61 form for tel: links and structured data')
          .meta({ title: 'Phone (international form)' }),
        address: z
          .object({
            streetAddress: z.string().describe('e.g. "Level 2, 100 Chapel Street"').meta({ title: 'Street address' }),
            addressLocality: z.string().describe('Suburb, e.g. "South Yarra"').meta({ title: 'Suburb' }),
            addressRegion: z.string().describe('State code, e.g. "VIC"').meta({ title: 'State' }),
            postalCode: z
              .string()
              .regex(/^\d{4}$/)
              .describe('Four-digit postcode')
              .meta({ title: 'Postcode' }),
            addressCountry: z.string().length(2).describe('Country code, "AU"').meta({ title: 'Country' }),
          })
          .strict()
          .meta({ title: 'Address' })
          .meta({ description: 'The office address, as shown and in structured data' }),
        hours: z
          .object({
            display: z.string().describe('Business hours as shown on the page').meta({ title: 'As shown' }),
            days: z
              .array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']))
              .describe('Open days (structured data)')
              .meta({ title: 'Days' }),
            opens: z
              .string()
              .regex(/^\d\d:\d\d$/)
              .describe('Opening time, 24h "09:00"')
              .meta({ title: 'Opens' }),
            closes: z
              .string()
              .regex(/^\d\d:\d\d$/)
              .describe('Closing time, 24h "18:00"')
              .meta({ title: 'Closes' }),
          })
          .strict()
          .meta({ title: 'Business hours' })
          .meta({ description: 'Business hours, as shown and in structured data' }),
      })
      .strict()
      .meta({ title: 'Contact' })
      .meta({ description: 'How visitors reach the agency: phone, email, address and hours' }),
    nav: z.array(NavItemSchema).min(1).describe('Main navigation, left to right').meta({ title: 'Main menu' }),
    headerCta: LinkSchema.describe('The button at the right of the navigation').meta({ title: 'Header button' }),
    footer: z
      .object({
        blurb: z.string().describe('One or two sentences under the footer logo').meta({ title: 'Footer text' }),
        servicesHeading: z.string().describe('Heading of the services column').meta({ title: 'Services heading' }),
        services: z.array(LinkSchema).describe('Links in the services column').meta({ title: 'Services' }),
        locationsHeading: z.string().describe('Heading of the Services by Location accordion').meta({ title: 'Locations heading' }),
        maxLocationLinks: z
          .number()
          .int()
          .min(50)
          .describe(
            'Most city links the Services by Location accordion puts on every page. Under it, every local page is listed; over it, each state lists its first cities in file order, so pages stay small as cities are added (all stay in sitemap.xml)',
          )
          .meta({ title: 'Most city links' }),
        contactHeading: z.string().describe('Heading of the contact column').meta({ title: 'Contact heading' }),
        claims: z
          .array(z.string().min(1))
          .describe('Names of claims (site.yaml claims) shown in the footer, e.g. leadsIn90Days')
          .meta({ title: 'Claims' }),
        badge: z.string().describe('Footer badge line, e.g. "Australia\'s #1 Boutique Marketing Firm"').meta({ title: 'Badge' }),
        legal: z.array(LinkSchema).describe('Legal links').meta({ title: 'Legal' }),
        copyright: z.string().describe('Copyright line; {year} expands to the build year').meta({ title: 'Copyright line' }),
      })
      .strict()
      .meta({ title: 'Footer' })
      .meta({ description: 'What the footer of every page shows' }),
    claims: z
      .record(z.string(), ClaimSchema)
      .describe('Every figure the site states about its results, once, by name with its scope and source, e.g. businessesServed')
      .meta({ title: 'Claims' }),
    promises: z
      .record(z.string(), PromiseSchema)
      .describe('Every time the site promises a prospect, once, by name, e.g. reply, growthPlan')
      .meta({ title: 'Promises' }),
    claimScopes: z
      .object({
        agency: z.string().min(1).describe('Shown beside an agency figure, e.g. "since we were founded in 2016"').meta({ title: 'Agency' }),
        team: z
          .string()
          .min(1)
          .describe('Shown beside a team figure, e.g. "our team\'s careers, before and at Harbourline"')
          .meta({ title: 'Team' }),
      })
      .strict()
      .describe('The words that say whose results a figure counts, shown where the figure appears')
      .meta({ title: 'Claim scopes' }),
    seo: z
      .object({
        titleSuffix: z
          .string()
          .describe('Appended to page titles that do not already name the brand, e.g. " | Harbourline Digital"')
          .meta({ title: 'Title ending' }),
        defaultImage: z
          .string()
          .describe('og:image path for pages without their own card (noindex pages), 1200x630')
          .meta({ title: 'Default share image' }),
        defaultImageAlt: z
          .string()
          .min(1)
          .describe('og:image:alt of the default image: what it shows')
          .meta({ title: 'Default share image description' }),
        cardLabels: z
          .object({
            blog: z.string().min(1).describe('Kicker of a blog article card, e.g. "Blog"').meta({ title: 'Blog' }),
            service: z.string().min(1).describe('Kicker of a service page card, e.g. "Services"').meta({ title: 'Service' }),
          })
          .strict()
          .describe('Words drawn on the generated social cards (one 1200x630 PNG per indexable page)')
          .meta({ title: 'Social card words' }),
        twitterSite: z.string().optional().describe('Twitter/X handle, e.g. "@harbourline"').meta({ title: 'X (Twitter) handle' }),
        blogPost: SitemapEntrySchema.describe('Sitemap priority and change frequency of every blog article').meta({
          title: 'Blog posts in the sitemap',
        }),
        localPage: SitemapEntrySchema.describe('Sitemap priority and change frequency of every local landing page').meta({
          title: 'Local pages in the sitemap',
        }),
      })
      .strict()
      .meta({ title: 'Search listing' })
      .meta({ description: 'Search and sharing defaults for every page' }),
    structuredData: z
      .object({
        foundingDate: z
          .string()
          .regex(/^\d{4}$/)
          .describe('Year founded')
          .meta({ title: 'Year founded' }),
        numberOfEmployees: z.number().int().positive().describe('Team size').meta({ title: 'Team size' }),
        ratingValue: z.number().min(1).max(5).describe('Aggregate rating shown in structured data').meta({ title: 'Average rating' }),
        reviewCount: z.number().int().positive().describe('Number of reviews behind the rating').meta({ title: 'Number of reviews' }),
        bestRating: z.number().describe('Top of the rating scale').meta({ title: 'Best possible rating' }),
        worstRating: z.number().describe('Bottom of the rating scale').meta({ title: 'Worst possible rating' }),
        areaServed: z.string().describe('Country code served').meta({ title: 'Area served' }),
        inLanguage: z.string().describe('Content language').meta({ title: 'Content language' }),
        priceRange: z.string().describe('LocalBusiness price range, e.g. "$$$"').meta({ title: 'Price range' }),
        socialProfiles: z.array(z.url()).default([]).describe('sameAs links').meta({ title: 'Social profiles' }),
      })
      .strict()
      .meta({ title: 'Structured data (JSON-LD)' })
      .meta({ description: 'Facts search engines read about the business (JSON-LD)' }),
    embeds: z
      .object({
        video: EmbedVideoSchema.describe('Video player for testimonials and the hero').meta({ title: 'Video' }),
        booking: z
          .object({
            calendars: z
              .record(z.string(), z.url().nullable())
              .describe('Booking calendar iframe URL per key (schedule, t2); null shows a placeholder and makes no request')
              .meta({ title: 'Calendars' }),
            formEmbedScript: z
              .url()
              .optional()
              .describe('Booking provider form-embed script; omit to load nothing')
              .meta({ title: 'Form embed script' }),
          })
          .strict()
          .meta({ title: 'Booking' })
          .meta({ description: "External booking calendars that replace the site's own booking on a page" }),
        pixel: z
          .object({
            id: z.string().optional().describe('Ad pixel id; omit to load no pixel at all').meta({ title: 'Id' }),
            scriptUrl: z.url().optional().describe('Pixel loader script URL').meta({ title: 'Script address' }),
          })
          .strict()
          .meta({ title: 'Ad pixel' })
          .meta({ description: 'Advertising pixel; leave the id out to load none' }),
      })
      .strict()
      .meta({ title: 'Third-party embeds' })
      .meta({ description: 'Third-party services; leave one out and no page calls it' }),
    ads: AdPrivacySchema,
    heroVideo: z
      .object({
        sources: z
          .array(
            z
              .object({
                src: z.string().meta({ title: 'File' }).meta({ description: 'Video file, e.g. /media/hero.mp4' }),
                type: z.string().meta({ title: 'File type' }).meta({ description: 'Its MIME type, e.g. video/mp4' }),
              })
              .strict(),
          )
          .describe('Alternative sources (first supported plays)')
          .meta({ title: 'Video files' }),
        poster: z.string().optional().describe('Still image shown before the video plays').meta({ title: 'Poster image' }),
        fallbackText: z.string().describe('Shown by browsers that cannot play video').meta({ title: 'Fallback text' }),
      })
      .strict()
      .describe('Looping muted hero video on the home page')
      .meta({ title: 'Home hero video' }),
    labels: z
      .object({
        skipLink: z.string().describe('Keyboard "skip to content" link').meta({ title: 'Skip to content link' }),
        menu: z.string().describe('Accessible name of the mobile menu button').meta({ title: 'Menu button' }),
        playVideo: z.string().describe('Play button of a video').meta({ title: 'Play video button' }),
        watchStory: z.string().describe('Play button of a testimonial video').meta({ title: 'Watch story button' }),
        newTab: z.string().describe('Screen-reader note on links that open a new tab').meta({ title: 'Open in a new tab' }),
        learnMore: z.string().describe('Default link text of a linked card').meta({ title: 'Learn more link' }),
        backToBlog: z.string().describe('Back link on an article').meta({ title: 'Back to blog link' }),
        inThisArticle: z.string().describe("Heading of an article's table of contents").meta({ title: 'Contents heading' }),
        readMore: z.string().describe('Link on a blog card').meta({ title: 'Read more link' }),
        lastUpdated: z.string().describe('Before the date on legal pages').meta({ title: 'Last updated label' }),
        caseStudy: z.string().describe('Label of a case study, followed by its number').meta({ title: 'Case study label' }),
        challenge: z.string().describe('Case study: the problem').meta({ title: 'Challenge' }),
        solution: z.string().describe('Case study: what was done').meta({ title: 'Solution' }),
        results: z.string().describe('Case study: results').meta({ title: 'Results' }),
        whatWeDo: z.string().describe('Services overview: first list').meta({ title: 'What we do label' }),
        whatYouGet: z.string().describe('Services overview: second list').meta({ title: 'What you get' }),
        explore: z.string().describe('Services overview button, followed by the service name').meta({ title: 'Explore button' }),
        step: z.string().describe('Process step label, followed by its number').meta({ title: 'Step label' }),
        guaranteed: z.string().describe('Word on the guarantee seal').meta({ title: 'Guarantee seal word' }),
        contactEmail: z.string().describe('Contact details: email label').meta({ title: 'Email label' }),
        contactPhone: z.string().describe('Contact details: phone label').meta({ title: 'Phone label' }),
        contactOffice: z.string().describe('Contact details: address label').meta({ title: 'Office label' }),
        contactHours: z.string().describe('Contact details: hours label').meta({ title: 'Hours label' }),
      })
      .strict()
      .describe('Small interface texts used across pages')
      .meta({ title: 'Labels' }),
    notFound: z
      .object({
        code: z.string().describe('Big number, "404"').meta({ title: 'Code' }),
        heading: z.string().describe('Heading').meta({ title: 'Heading' }),
        body: z.string().describe('One sentence').meta({ title: 'Text' }),
        cta: LinkSchema.meta({ title: 'Button' }).meta({ description: 'Button on the not-found page' }),
      })
      .strict()
      .meta({ title: 'Page not found' })
      .meta({ description: 'The page shown for an address that does not exist' }),
  })
  .strict()
export type Site = z.infer<typeof SiteSchema>
