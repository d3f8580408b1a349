import { z } from 'zod'
import { LinkSchema, SectionBase } from './shared.ts'

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
export type SplitSection = z.infer<typeof SplitSectionSchema>
