import { z } from 'zod'
import { LinkSchema, SectionBase } from './shared.ts'

const TestimonialIds = z.array(z.string()).min(1).describe('Testimonial ids from content/testimonials.yaml, in display order')

/** Video testimonial cards (click to play; the player loads only then). */
export const TestimonialVideosSectionSchema = z
  .object({
    type: z.literal('testimonial-videos'),
    ...SectionBase,
    heading: z.string().describe('Section heading (h2)'),
    testimonials: TestimonialIds,
    cta: LinkSchema.optional(),
  })
  .strict()

/** Quote cards. */
export const TestimonialQuotesSectionSchema = z
  .object({
    type: z.literal('testimonial-quotes'),
    ...SectionBase,
    heading: z.string().describe('Section heading (h2)'),
    testimonials: z.union([z.literal('all'), TestimonialIds]).describe('"all" or a list of ids'),
  })
  .strict()

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
