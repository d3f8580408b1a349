import { z } from 'zod'
import { LinkSchema, SectionBase } from './shared.ts'

/** The latest blog posts as cards. */
export const BlogLatestSectionSchema = z
  .object({
    type: z.literal('blog-latest'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)'),
    count: z.number().int().min(1).max(12).default(3).describe('How many posts, newest first'),
    cta: LinkSchema.optional(),
  })
  .strict()
export type BlogLatestSection = z.infer<typeof BlogLatestSectionSchema>
