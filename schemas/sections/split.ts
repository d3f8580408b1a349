import { z } from 'zod'
import { LinkSchema, SectionBase } from './shared.ts'

/** Text with an optional side list: statements, intentions, about copy. */
export const SplitSectionSchema = z
  .object({
    type: z.literal('split'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)').meta({ title: 'Heading' }),
    body: z.string().describe('Main text (Markdown)').meta({ title: 'Text' }),
    asideHeading: z.string().optional().describe('Heading of the side panel').meta({ title: 'Side panel heading' }),
    aside: z.array(z.string()).default([]).describe('Points in the side panel').meta({ title: 'Side panel points' }),
    signature: z.string().optional().describe('Signed by, e.g. "Ana Reyes, Co-founder"').meta({ title: 'Signature' }),
    cta: LinkSchema.optional().meta({ title: 'Button' }).meta({ description: 'Optional button under the text' }),
  })
  .strict()
  .meta({ title: 'Text and side panel' })
export type SplitSection = z.infer<typeof SplitSectionSchema>
