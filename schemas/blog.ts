// content/blog/*.md: front matter of a blog article; the Markdown body follows it.
import { z } from 'zod'
import { SlugSchema } from './common.ts'
import { ImageSchema } from './image.ts'

export const BlogPostFrontMatterSchema = z
  .object({
    title: z.string().min(10).max(70).describe('Article title (h1 and <title>)').meta({ title: 'Title' }),
    slug: SlugSchema.describe('URL: /blog/{slug}; must equal the file name').meta({ title: 'Slug (address segment)' }),
    excerpt: z.string().min(60).max(240).describe('One or two sentences for the blog card').meta({ title: 'Excerpt' }),
    description: z.string().min(50).max(170).describe('Meta description').meta({ title: 'Description' }),
    keywords: z.array(z.string()).default([]).describe('Meta keywords').meta({ title: 'Search keywords' }),
    author: z.string().min(1).describe('Author shown on the card and article').meta({ title: 'Author' }),
    date: z.iso.date().describe('Publication date, YYYY-MM-DD').meta({ title: 'Date' }),
    category: z.string().min(1).describe('Category badge, e.g. "Marketing"').meta({ title: 'Category' }),
    readTime: z
      .string()
      .regex(/^\d+ min read$/)
      .default('5 min read')
      .describe('e.g. "12 min read" (default "5 min read")')
      .meta({ title: 'Reading time' }),
    cover: ImageSchema.describe('Cover art (content/media/blog/…): its alt says what is drawn').meta({ title: 'Cover image' }),
  })
  .strict()
export type BlogPostFrontMatter = z.infer<typeof BlogPostFrontMatterSchema>

// content/legal/*.md front matter.
export const LegalFrontMatterSchema = z
  .object({
    title: z.string().min(5).describe('Page title (h1)').meta({ title: 'Title' }),
    description: z.string().min(50).max(170).describe('Meta description').meta({ title: 'Description' }),
    updated: z.iso.date().describe('Last updated, YYYY-MM-DD').meta({ title: 'Last updated' }),
  })
  .strict()
export type LegalFrontMatter = z.infer<typeof LegalFrontMatterSchema>
