// Pieces several section types share.
import { z } from 'zod'
import { HrefSchema, ImageSchema, LinkSchema } from '../common.ts'

export const SectionBase = {
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .optional()
    .describe('Anchor id for in-page links, e.g. "faq"'),
  eyebrow: z.string().optional().describe('Small label above the heading'),
  intro: z.string().optional().describe('Paragraph under the heading (Markdown)'),
  tone: z.enum(['light', 'muted', 'dark']).default('light').describe('Background: light (white), muted (soft grey) or dark (navy)'),
}

/** A figure shown big with a label: inline, or a named claim from site.yaml. */
export const StatSchema = z.union([
  z.object({ claim: z.string().describe('Name of a claim in site.yaml claims, e.g. averageRoi') }).strict(),
  z
    .object({
      value: z.string().min(1).describe('The figure, e.g. "420%"'),
      label: z.string().min(1).describe('What it measures'),
      description: z.string().optional().describe('Optional one-line context'),
    })
    .strict(),
])
export type Stat = z.infer<typeof StatSchema>

export const CardSchema = z
  .object({
    title: z.string().min(1).describe('Card heading'),
    body: z.string().optional().describe('Card text (Markdown)'),
    icon: z.string().optional().describe('Icon name from src/components/Icon.tsx, e.g. "target", "shield"'),
    badge: z.string().optional().describe('Small label above the title, e.g. a result "712% ROI"'),
    bullets: z.array(z.string()).optional().describe('Bullet points'),
    image: ImageSchema.optional(),
    href: HrefSchema.optional().describe('Makes the card a link'),
    linkLabel: z.string().optional().describe('Link text when href is set, e.g. "Learn more"'),
    newTab: z.boolean().default(false).describe('Open the link in a new tab'),
  })
  .strict()

/** Testimonials picked by id, for the testimonial-videos, testimonial-quotes and case-studies sections. */
export const TestimonialIds = z.array(z.string()).min(1).describe('Testimonial ids from content/testimonials.yaml, in display order')

export { HrefSchema, ImageSchema, LinkSchema }
