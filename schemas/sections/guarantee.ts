import { z } from 'zod'
import { LinkSchema, SectionBase } from './shared.ts'

/** A guarantee panel. */
export const GuaranteeSectionSchema = z
  .object({
    type: z.literal('guarantee'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)').meta({ title: 'Heading' }),
    body: z.string().describe('The promise (Markdown)').meta({ title: 'Text' }),
    points: z.array(z.string()).default([]).describe('Conditions or highlights').meta({ title: 'Reassurance points' }),
    cta: LinkSchema.optional().meta({ title: 'Button' }).meta({ description: 'Optional button under the guarantee' }),
  })
  .strict()
  .meta({ title: 'Guarantee' })
export type GuaranteeSection = z.infer<typeof GuaranteeSectionSchema>
