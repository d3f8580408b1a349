import { z } from 'zod'
import { LinkSchema, SectionBase, StatSchema } from './shared.ts'

/** The first section of a page: the page's h1. */
export const HeroSectionSchema = z
  .object({
    type: z.literal('hero'),
    ...SectionBase,
    heading: z.string().min(1).describe('The page h1').meta({ title: 'Heading' }),
    highlight: z
      .string()
      .optional()
      .describe('Part of the heading drawn in the accent colour (must occur in heading)')
      .meta({ title: 'Highlighted words' }),
    subheading: z.string().optional().describe('Lead paragraph under the h1 (Markdown)').meta({ title: 'Lead paragraph' }),
    ctas: z.array(LinkSchema).max(2).default([]).describe('Up to two buttons: the first is primary').meta({ title: 'Buttons' }),
    stats: z.array(StatSchema).default([]).describe('Figures shown under the buttons').meta({ title: 'Figures' }),
    points: z.array(z.string()).default([]).describe('Short reassurance points with tick marks').meta({ title: 'Reassurance points' }),
    panel: z
      .object({
        heading: z.string().describe('Panel heading, e.g. "Rated 4.9/5 by 200+ clients"').meta({ title: 'Heading' }),
        stars: z.boolean().default(true).describe('Show five stars above the heading').meta({ title: 'Show five stars' }),
        items: z.array(StatSchema).min(1).max(4).describe('Two to four figures').meta({ title: 'Items' }),
        note: z.string().optional().describe('Small print under the figures').meta({ title: 'Note' }),
      })
      .strict()
      .optional()
      .describe('Proof panel beside the text on wide screens (below it on phones)')
      .meta({ title: 'Proof panel' }),
    // Pages that exist to convert (contact, growth session, booking, onboarding) put the form in the first
    // screen: a visitor from an ad who has to scroll to find the first field is often lost (issue 37).
    formBeside: z
      .boolean()
      .default(false)
      .describe(
        "Hold the page's next section (its contact form, wizard, onboarding or booking) in the hero: beside the words on wide screens, right under the heading on phones, so its first field is in the first screen. The lead paragraph, points, panel and figures follow the form on phones and stay under the heading beside it on wide screens",
      )
      .meta({ title: 'Form beside the heading' }),
    video: z.boolean().default(false).describe('Play the site hero video (site.yaml heroVideo) behind the text').meta({ title: 'Video' }),
  })
  .strict()
  // Otherwise the accent silently never shows.
  .refine((h) => h.highlight === undefined || h.heading.includes(h.highlight), {
    message: 'highlight must be words of the heading, exactly as written there',
    path: ['highlight'],
  })
  .meta({ title: 'Hero (page top)' })
export type HeroSection = z.infer<typeof HeroSectionSchema>
