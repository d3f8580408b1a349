// Small section types with a heading and a list of things.
import { z } from 'zod'
import { ImageSchema, LinkSchema, SectionBase } from './shared.ts'

/** Call to action band. */
export const CtaSectionSchema = z
  .object({
    type: z.literal('cta'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)'),
    body: z.string().optional().describe('Paragraph (Markdown)'),
    primary: LinkSchema.describe('Main button'),
    secondary: LinkSchema.optional().describe('Second, quieter button'),
  })
  .strict()

/** A list of points: ticks, numbers or bullets. */
export const ListSectionSchema = z
  .object({
    type: z.literal('list'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)'),
    style: z.enum(['check', 'numbered', 'bullet', 'cross']).default('check').describe('Marker style'),
    columns: z.union([z.literal(1), z.literal(2)]).default(1).describe('One or two columns on wide screens'),
    items: z.array(z.string().min(1)).min(1).describe('The points (Markdown allowed)'),
  })
  .strict()

/** Numbered process steps, optionally with a link each. */
export const ProcessStepsSectionSchema = z
  .object({
    type: z.literal('process-steps'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)'),
    steps: z
      .array(
        z
          .object({
            title: z.string().describe('Step title'),
            body: z.string().describe('Step text (Markdown)'),
            points: z.array(z.string()).default([]).describe('Optional bullet points'),
            link: LinkSchema.optional().describe('Optional button for the step'),
          })
          .strict(),
      )
      .min(2)
      .describe('The steps in order'),
  })
  .strict()

/** Questions and answers: an accordion, one open at a time; also emitted as FAQPage structured data. */
export const FaqSectionSchema = z
  .object({
    type: z.literal('faq'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)'),
    items: z
      .array(z.object({ question: z.string().min(5).describe('The question'), answer: z.string().min(5).describe('The answer (Markdown)') }).strict())
      .min(1)
      .describe('Questions in order'),
  })
  .strict()

/** A guarantee panel. */
export const GuaranteeSectionSchema = z
  .object({
    type: z.literal('guarantee'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)'),
    body: z.string().describe('The promise (Markdown)'),
    points: z.array(z.string()).default([]).describe('Conditions or highlights'),
    cta: LinkSchema.optional(),
  })
  .strict()

/** People with name, role and photo (generated initials when no photo). */
export const TeamGridSectionSchema = z
  .object({
    type: z.literal('team-grid'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)'),
    members: z
      .array(
        z
          .object({
            name: z.string().describe('Full name'),
            role: z.string().describe('Role or title'),
            bio: z.string().optional().describe('One or two sentences'),
            image: ImageSchema.optional(),
          })
          .strict(),
      )
      .min(1)
      .describe('Team members in display order'),
  })
  .strict()

/** Text with an optional side list: statements, intentions, about copy. */
export const SplitSectionSchema = z
  .object({
    type: z.literal('split'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)'),
    body: z.string().describe('Main text (Markdown)'),
    asideHeading: z.string().optional().describe('Heading of the side panel'),
    aside: z.array(z.string()).default([]).describe('Points in the side panel'),
    signature: z.string().optional().describe('Signed by, e.g. "Ana Reyes, Co-founder"'),
    cta: LinkSchema.optional(),
  })
  .strict()

/** Long text from a Markdown file under content/ (legal pages, long copy). */
export const ProseSectionSchema = z
  .object({
    type: z.literal('prose'),
    ...SectionBase,
    source: z.string().regex(/^[a-z0-9/-]+\.md$/).describe('Markdown file under content/, e.g. "legal/privacy-policy.md"'),
  })
  .strict()

/** Six services, each with bullets and a what-you-get list (the /services page). */
export const ServiceOverviewSectionSchema = z
  .object({
    type: z.literal('service-overview'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)'),
    services: z
      .array(
        z
          .object({
            title: z.string().describe('Service name'),
            href: z.string().startsWith('/').describe('Its page'),
            icon: z.string().optional().describe('Icon name'),
            summary: z.string().describe('One or two sentences'),
            bullets: z.array(z.string()).min(1).describe('What the service covers'),
            whatYouGet: z.array(z.string()).min(1).describe('What the client gets'),
          })
          .strict(),
      )
      .min(1),
  })
  .strict()

/** Client websites with external links. */
export const PortfolioSectionSchema = z
  .object({
    type: z.literal('portfolio'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)'),
    items: z
      .array(
        z
          .object({
            name: z.string().describe('Client or site name'),
            category: z.string().describe('e.g. "Animal health"'),
            description: z.string().describe('One or two sentences'),
            url: z.url().describe('The live website (opens in a new tab)'),
            linkLabel: z.string().default('View Website').describe('Link text'),
            image: ImageSchema.optional(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict()

/** The latest blog posts as cards. */
export const BlogLatestSectionSchema = z
  .object({
    type: z.literal('blog-latest'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)'),
    count: z.number().int().min(1).max(12).default(3).describe('How many posts, newest first'),
    cta: LinkSchema.optional(),
  })
  .strict()

/** A single embedded video (click to play). */
export const VideoSectionSchema = z
  .object({
    type: z.literal('video'),
    ...SectionBase,
    heading: z.string().optional().describe('Optional heading (h2)'),
    videoId: z.string().optional().describe('Video id at the configured provider; omit for a placeholder'),
    title: z.string().describe('Accessible title of the video'),
  })
  .strict()

/** Contact details and the response-time guarantee card, from site.yaml. */
export const ContactDetailsSectionSchema = z
  .object({
    type: z.literal('contact-details'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)'),
    guaranteeHeading: z.string().describe('Heading of the response-guarantee card'),
    guaranteeBody: z.string().describe('Text of the response-guarantee card'),
  })
  .strict()

/** An embedded booking calendar from site.yaml embeds.booking.calendars. */
export const BookingEmbedSectionSchema = z
  .object({
    type: z.literal('booking-embed'),
    ...SectionBase,
    calendar: z.string().describe('Key of the calendar in site.yaml, e.g. "schedule" or "t2"'),
    title: z.string().describe('Accessible title of the calendar frame'),
    placeholder: z.string().describe('Shown when no calendar is configured'),
  })
  .strict()

/** Interactive forms (hydrated with React). */
export const ContactFormSectionSchema = z.object({ type: z.literal('contact-form'), ...SectionBase, heading: z.string().describe('Heading above the form (h2)') }).strict()
export const GrowthWizardSectionSchema = z.object({ type: z.literal('growth-wizard'), ...SectionBase }).strict()
export const OnboardingWizardSectionSchema = z.object({ type: z.literal('onboarding-wizard'), ...SectionBase, heading: z.string().describe('Heading above the questionnaire (h2)'), videoTitle: z.string().describe('Title of the welcome video placeholder') }).strict()
