import { z } from 'zod'
import { SectionBase, TestimonialIds } from './shared.ts'

/** Quote cards. */
export const TestimonialQuotesSectionSchema = z
  .object({
    type: z.literal('testimonial-quotes'),
    ...SectionBase,
    heading: z.string().describe('Section heading (h2)').meta({ title: 'Heading' }),
    testimonials: z
      .union([z.literal('all'), TestimonialIds])
      .describe('"all" or a list of ids')
      .meta({ title: 'Testimonials' }),
  })
  .strict()
  .meta({ title: 'Testimonial quotes' })
export type TestimonialQuotesSection = z.infer<typeof TestimonialQuotesSectionSchema>
