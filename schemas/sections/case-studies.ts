import { z } from 'zod'
import { SectionBase, TestimonialIds } from './shared.ts'

/** Full case studies: challenge, solution, results; the first `withVideo` show their video. */
export const CaseStudiesSectionSchema = z
  .object({
    type: z.literal('case-studies'),
    ...SectionBase,
    heading: z.string().describe('Section heading (h2)').meta({ title: 'Heading' }),
    testimonials: TestimonialIds.meta({ title: 'Testimonials' }),
    withVideo: z
      .number()
      .int()
      .min(0)
      .default(0)
      .describe('How many of the first case studies embed their video')
      .meta({ title: 'Case studies with video' }),
  })
  .strict()
  .meta({ title: 'Case studies' })
export type CaseStudiesSection = z.infer<typeof CaseStudiesSectionSchema>
