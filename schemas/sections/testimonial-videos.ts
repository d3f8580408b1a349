import { z } from 'zod'
import { LinkSchema, SectionBase, TestimonialIds } from './shared.ts'

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
export type TestimonialVideosSection = z.infer<typeof TestimonialVideosSectionSchema>
