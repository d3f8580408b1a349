// Pieces several section types share.
import { z } from 'zod'
import { HrefSchema, ImageSchema, LinkSchema } from '../common.ts'

export const SectionBase = {
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .optional()
    .describe('Anchor id for in-page links, e.g. "faq"')
    .meta({ title: 'Anchor id' }),
  eyebrow: z.string().optional().describe('Small label above the heading').meta({ title: 'Small label above the heading' }),
  intro: z.string().optional().describe('Paragraph under the heading (Markdown)').meta({ title: 'Intro' }),
  tone: z
    .enum(['light', 'muted', 'dark'])
    .default('light')
    .describe('Background: light (white), muted (soft grey) or dark (navy)')
    .meta({ title: 'Background' }),
}

/** A figure shown big with a label: inline, or a named claim from site.yaml. */
export const StatSchema = z.union([
  z.object({ claim: z.string().describe('Name of a claim in site.yaml claims, e.g. averageRoi').meta({ title: 'Claim name' }) }).strict(),
  z
    .object({
      value: z.string().min(1).describe('The figure, e.g. "420%"').meta({ title: 'Value' }),
      label: z.string().min(1).describe('What it measures').meta({ title: 'Label' }),
      description: z.string().optional().describe('Optional one-line context').meta({ title: 'Description' }),
    })
    .strict(),
])
export type Stat = z.infer<typeof StatSchema>

export const CardSchema = z
  .object({
    title: z.string().min(1).describe('Card heading').meta({ title: 'Title' }),
    body: z.string().optional().describe('Card text (Markdown)').meta({ title: 'Text' }),
    icon: z.string().optional().describe('Icon name from src/components/Icon.tsx, e.g. "target", "shield"').meta({ title: 'Icon' }),
    badge: z.string().optional().describe('Small label above the title, e.g. a result "712% ROI"').meta({ title: 'Badge' }),
    bullets: z.array(z.string()).optional().describe('Bullet points').meta({ title: 'Bullet points' }),
    image: ImageSchema.optional().meta({ title: 'Image' }).meta({ description: 'Optional picture on the card' }),
    href: HrefSchema.optional().describe('Makes the card a link').meta({ title: 'Link to' }),
    linkLabel: z.string().optional().describe('Link text when href is set, e.g. "Learn more"').meta({ title: 'Link text' }),
    newTab: z.boolean().default(false).describe('Open the link in a new tab').meta({ title: 'Open in a new tab' }),
  })
  .strict()

/** Testimonials picked by id, for the testimonial-videos, testimonial-quotes and case-studies sections. */
export const TestimonialIds = z.array(z.string()).min(1).describe('Testimonial ids from content/testimonials.yaml, in display order')

export { HrefSchema, ImageSchema, LinkSchema }
