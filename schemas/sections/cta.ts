import { z } from 'zod'
import { LinkSchema, SectionBase } from './shared.ts'

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
export type CtaSection = z.infer<typeof CtaSectionSchema>
