import { z } from 'zod'
import { LinkSchema, SectionBase } from './shared.ts'

/** Call to action band. */
export const CtaSectionSchema = z
  .object({
    type: z.literal('cta'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)').meta({ title: 'Heading' }),
    body: z.string().optional().describe('Paragraph (Markdown)').meta({ title: 'Text' }),
    primary: LinkSchema.describe('Main button').meta({ title: 'Primary' }),
    secondary: LinkSchema.optional().describe('Second, quieter button').meta({ title: 'Secondary' }),
  })
  .strict()
  .meta({ title: 'Call to action' })
export type CtaSection = z.infer<typeof CtaSectionSchema>
