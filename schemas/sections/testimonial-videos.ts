import { z } from 'zod'
import { LinkSchema, SectionBase, TestimonialIds } from './shared.ts'

/** Video testimonial cards (click to play; the player loads only then). */
export const TestimonialVideosSectionSchema = z
  .object({
    type: z.literal('testimonial-videos'),
    ...SectionBase,
    heading: z.string().describe('Section heading (h2)').meta({ title: 'Heading' }),
    testimonials: TestimonialIds.meta({ title: 'Testimonials' }),
    cta: LinkSchema.optional().meta({ title: 'Button' }).meta({ description: 'Optional button under the videos' }),
  })
  .strict()
  .meta({ title: 'Testimonial videos' })
export type TestimonialVideosSection = z.infer<typeof TestimonialVideosSectionSchema>
