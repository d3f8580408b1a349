import { z } from 'zod'
import { SectionBase } from './shared.ts'

/** Questions and answers: an accordion, one open at a time; also emitted as FAQPage structured data. */
export const FaqSectionSchema = z
  .object({
    type: z.literal('faq'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)').meta({ title: 'Heading' }),
    items: z
      .array(
        z
          .object({
            question: z.string().min(5).describe('The question').meta({ title: 'Question' }),
            answer: z.string().min(5).describe('The answer (Markdown)').meta({ title: 'Answer' }),
          })
          .strict(),
      )
      .min(1)
      .describe('Questions in order')
      .meta({ title: 'Items' }),
  })
  .strict()
  .meta({ title: 'Questions and answers' })
export type FaqSection = z.infer<typeof FaqSectionSchema>
