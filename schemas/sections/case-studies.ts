import { z } from 'zod'
import { SectionBase, TestimonialIds } from './shared.ts'

/** Full case studies: challenge, solution, results; the first `withVideo` show their video. */
export const CaseStudiesSectionSchema = z
  .object({
    type: z.literal('case-studies'),
    ...SectionBase,
    heading: z.string().describe('Section heading (h2)'),
    testimonials: TestimonialIds,
    withVideo: z.number().int().min(0).default(0).describe('How many of the first case studies embed their video'),
  })
  .strict()
export type CaseStudiesSection = z.infer<typeof CaseStudiesSectionSchema>
