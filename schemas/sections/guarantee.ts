import { z } from 'zod'
import { LinkSchema, SectionBase } from './shared.ts'

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
export type GuaranteeSection = z.infer<typeof GuaranteeSectionSchema>
