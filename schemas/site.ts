// content/site.yaml: the facts every page shares — brand, contact details,
// navigation, footer, claims, SEO defaults, structured-data defaults and the
// third-party embeds. One value per fact (decisions.md), so the agency changes
// a phone number or a claim in one place.
import { z } from 'zod'
import { HrefSchema, LinkSchema, SitemapEntrySchema } from './common.ts'
import { tokenText } from './token-text.ts'
import { TOKEN_FAMILIES } from './tokens.ts'

const NavItemSchema = z
  .object({
    label: z.string().min(1).describe('Menu text'),
    href: HrefSchema,
    children: z.array(LinkSchema).optional().describe('Dropdown entries (the Services menu)'),
  })
  .strict()

const ClaimSchema = z
  .object({
    value: z.string().min(1).describe('The figure as shown, e.g. "340%"'),
    label: z.string().min(1).describe('What it measures, e.g. "average lead increase"'),
    agrees: z
      .object({
        record: z
          .array(z.string().min(1))
          .min(1)
          .optional()
          .describe(
            'This is the record for that measure, by its names: no text may state a higher "N% <name>", e.g. [ROI, return on investment]',
          ),
        sinceFounding: z
          .literal(true)
          .optional()
          .describe('An "N+ years" claim: N may not exceed the years since structuredData.foundingDate'),
        restatedAs: z
          .array(z.string().min(1))
          .min(1)
          .optional()
          .describe('Words this total is restated with: any text saying "N+ <word>" must say this value, e.g. [businesses, clients]'),
      })
      .strict()
      .optional()
      .describe('How check:content keeps the rest of the site in agreement with this claim'),
  })
  .strict()

const EmbedVideoSchema = z
  .object({
    provider: z.enum(['youtube', 'vimeo', 'wistia']).describe('Video host; its player host is added to the CSP'),
    placeholder: z.boolean().default(true).describe('Show a blurred poster until the visitor presses play'),
  })
  .strict()

export const SiteSchema = z
  .object({
    brand: z
      .object({
        name: z.string().min(1).describe('Brand name shown everywhere and as og:site_name, e.g. "Harbourline Digital"'),
        slug: z
          .string()
          .regex(/^[a-z0-9-]+$/)
          .describe('Brand slug; the reviews page lives at /{slug}-reviews'),
        legalName: z.string().min(1).describe('Registered business name for legal pages and structured data'),
        tagline: z.string().min(1).describe('Short positioning line (footer, Organization description)'),
        logoText: z.string().min(1).describe('Wordmark text drawn as the logo'),
      })
      .strict(),
    baseUrl: z
      .url()
      .regex(/^https:\/\/[^/]+$/, 'an https origin without a trailing slash, e.g. "https://harbourline.example"')
      .describe('Production origin for canonical URLs and the sitemap'),
    locale: z.string().default('en-AU').describe('Page language (html lang)'),
    contact: z
      .object({
        email: z.email().describe('Public email address'),
        phone: z.string().min(8).describe('Phone as displayed, e.g. "(03) 5550 4321"'),
        phoneE164: z
          .string()
          .regex(/^\+61\d{8,10}$/)
          .describe('Same phone in +61 form for tel: links and structured data'),
        address: z
          .object({
            streetAddress: z.string().describe('e.g. "Level 2, 100 Chapel Street"'),
            addressLocality: z.string().describe('Suburb, e.g. "South Yarra"'),
            addressRegion: z.string().describe('State code, e.g. "VIC"'),
            postalCode: z
              .string()
              .regex(/^\d{4}$/)
              .describe('Four-digit postcode'),
            addressCountry: z.string().length(2).describe('Country code, "AU"'),
          })
          .strict(),
        hours: z
          .object({
            display: z.string().describe('Business hours as shown on the page'),
            days: z
              .array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']))
              .describe('Open days (structured data)'),
            opens: z
              .string()
              .regex(/^\d\d:\d\d$/)
              .describe('Opening time, 24h "09:00"'),
            closes: z
              .string()
              .regex(/^\d\d:\d\d$/)
              .describe('Closing time, 24h "18:00"'),
          })
          .strict(),
        responseTime: z.string().describe('The response promise, e.g. "within 24 hours"'),
      })
      .strict(),
    nav: z.array(NavItemSchema).min(1).describe('Main navigation, left to right'),
    headerCta: LinkSchema.describe('The button at the right of the navigation'),
    footer: z
      .object({
        blurb: z.string().describe('One or two sentences under the footer logo'),
        servicesHeading: z.string().describe('Heading of the services column'),
        services: z.array(LinkSchema).describe('Links in the services column'),
        locationsHeading: z.string().describe('Heading of the Services by Location accordion'),
        maxLocationLinks: z
          .number()
          .int()
          .min(50)
          .describe(
            'Most city links the Services by Location accordion puts on every page. Under it, every local page is listed; over it, each state lists its first cities in file order, so pages stay small as cities are added (all stay in sitemap.xml)',
          ),
        contactHeading: z.string().describe('Heading of the contact column'),
        claims: z.array(ClaimSchema).describe('Claims shown in the footer (3X leads, 5X ROI)'),
        badge: z.string().describe('Footer badge line, e.g. "Australia\'s #1 Boutique Marketing Firm"'),
        legal: z.array(LinkSchema).describe('Legal links'),
        copyright: z.string().describe('Copyright line; {year} expands to the build year'),
      })
      .strict(),
    claims: z.record(z.string(), ClaimSchema).describe('Named claims reused across pages, e.g. businessesServed'),
    seo: z
      .object({
        titleSuffix: z.string().describe('Appended to page titles that do not already name the brand, e.g. " | Harbourline Digital"'),
        defaultImage: z.string().describe('og:image path for pages without their own card (noindex pages), 1200x630'),
        defaultImageAlt: z.string().min(1).describe('og:image:alt of the default image: what it shows'),
        cardLabels: z
          .object({
            blog: z.string().min(1).describe('Kicker of a blog article card, e.g. "Blog"'),
            service: z.string().min(1).describe('Kicker of a service page card, e.g. "Services"'),
          })
          .strict()
          .describe('Words drawn on the generated social cards (one 1200x630 PNG per indexable page)'),
        twitterSite: z.string().optional().describe('Twitter/X handle, e.g. "@harbourline"'),
        blogPost: SitemapEntrySchema.describe('Sitemap priority and change frequency of every blog article'),
        localPage: SitemapEntrySchema.describe('Sitemap priority and change frequency of every local landing page'),
      })
      .strict(),
    structuredData: z
      .object({
        foundingDate: z
          .string()
          .regex(/^\d{4}$/)
          .describe('Year founded'),
        numberOfEmployees: z.number().int().positive().describe('Team size'),
        ratingValue: z.number().min(1).max(5).describe('Aggregate rating shown in structured data'),
        reviewCount: z.number().int().positive().describe('Number of reviews behind the rating'),
        bestRating: z.number().describe('Top of the rating scale'),
        worstRating: z.number().describe('Bottom of the rating scale'),
        areaServed: z.string().describe('Country code served'),
        inLanguage: z.string().describe('Content language'),
        priceRange: z.string().describe('LocalBusiness price range, e.g. "$$$"'),
        socialProfiles: z.array(z.url()).default([]).describe('sameAs links'),
      })
      .strict(),
    embeds: z
      .object({
        video: EmbedVideoSchema.describe('Video player for testimonials and the hero'),
        booking: z
          .object({
            calendars: z
              .record(z.string(), z.url().nullable())
              .describe('Booking calendar iframe URL per key (schedule, t2); null shows a placeholder and makes no request'),
            formEmbedScript: z.url().optional().describe('Booking provider form-embed script; omit to load nothing'),
          })
          .strict(),
        pixel: z
          .object({
            id: z.string().optional().describe('Ad pixel id; omit to load no pixel at all'),
            scriptUrl: z.url().optional().describe('Pixel loader script URL'),
          })
          .strict(),
      })
      .strict(),
    heroVideo: z
      .object({
        sources: z.array(z.object({ src: z.string(), type: z.string() }).strict()).describe('Alternative sources (first supported plays)'),
        poster: z.string().optional().describe('Still image shown before the video plays'),
        fallbackText: z.string().describe('Shown by browsers that cannot play video'),
      })
      .strict()
      .describe('Looping muted hero video on the home page'),
    labels: z
      .object({
        skipLink: z.string().describe('Keyboard "skip to content" link'),
        menu: z.string().describe('Accessible name of the mobile menu button'),
        playVideo: z.string().describe('Play button of a video'),
        watchStory: z.string().describe('Play button of a testimonial video'),
        newTab: z.string().describe('Screen-reader note on links that open a new tab'),
        learnMore: z.string().describe('Default link text of a linked card'),
        backToBlog: z.string().describe('Back link on an article'),
        inThisArticle: z.string().describe("Heading of an article's table of contents"),
        readMore: z.string().describe('Link on a blog card'),
        lastUpdated: z.string().describe('Before the date on legal pages'),
        caseStudy: z.string().describe('Label of a case study, followed by its number'),
        challenge: z.string().describe('Case study: the problem'),
        solution: z.string().describe('Case study: what was done'),
        results: z.string().describe('Case study: results'),
        whatWeDo: z.string().describe('Services overview: first list'),
        whatYouGet: z.string().describe('Services overview: second list'),
        explore: z.string().describe('Services overview button, followed by the service name'),
        step: z.string().describe('Process step label, followed by its number'),
        guaranteed: z.string().describe('Word on the guarantee seal'),
        contactEmail: z.string().describe('Contact details: email label'),
        contactPhone: z.string().describe('Contact details: phone label'),
        contactOffice: z.string().describe('Contact details: address label'),
        contactHours: z.string().describe('Contact details: hours label'),
      })
      .strict()
      .describe('Small interface texts used across pages'),
    prospectConfirmation: z
      .object({
        enabled: z
          .boolean()
          .describe(
            'Send the prospect a thank-you email after the contact form, a completed growth session or a booking (needs SMTP on Netlify)',
          ),
        leadSubject: tokenText(
          TOKEN_FAMILIES.leadConfirmation,
          'Subject after a form; {name} is their first name, e.g. "Thanks, {name}: we have your details"',
        ),
        leadBody: tokenText(TOKEN_FAMILIES.leadConfirmation, 'The email after a form, plain text; {name} is their first name'),
        bookingSubject: tokenText(TOKEN_FAMILIES.bookingConfirmation, 'Subject after a booking, e.g. "Booked: {meeting}, {time}"'),
        bookingBody: tokenText(
          TOKEN_FAMILIES.bookingConfirmation,
          'The email after a booking, plain text; {manageUrl} is the link to move or cancel; the .ics is attached',
        ),
      })
      .strict()
      .describe('Optional thank-you email to the prospect (off by default). Staff are told of every lead either way.'),
    notFound: z
      .object({
        code: z.string().describe('Big number, "404"'),
        heading: z.string().describe('Heading'),
        body: z.string().describe('One sentence'),
        cta: LinkSchema,
      })
      .strict(),
  })
  .strict()
export type Site = z.infer<typeof SiteSchema>
