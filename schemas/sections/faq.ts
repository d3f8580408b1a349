import { z } from 'zod'
import { SectionBase } from './shared.ts'

/** Questions and answers: an accordion, one open at a time; also emitted as FAQPage structured data. */
export const FaqSectionSchema = z
  .object({
    type: z.literal('faq'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)'),
    items: z
      .array(
        z
          .object({ question: z.string().min(5).describe('The question'), answer: z.string().min(5).describe('The answer (Markdown)') })
          .strict(),
      )
      .min(1)
      .describe('Questions in order'),
  })
  .strict()
export type FaqSection = z.infer<typeof FaqSectionSchema>
