import { z } from 'zod'
import { LinkSchema, SectionBase } from './shared.ts'

/** The latest blog posts as cards. */
export const BlogLatestSectionSchema = z
  .object({
    type: z.literal('blog-latest'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)').meta({ title: 'Heading' }),
    count: z.number().int().min(1).max(12).default(3).describe('How many posts, newest first').meta({ title: 'Number of posts' }),
    cta: LinkSchema.optional().meta({ title: 'Button' }).meta({ description: 'Optional button under the posts' }),
  })
  .strict()
  .meta({ title: 'Latest blog posts' })
export type BlogLatestSection = z.infer<typeof BlogLatestSectionSchema>
