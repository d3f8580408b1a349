// content/blog/*.md: front matter of a blog article; the Markdown body follows it.
import { z } from 'zod'
import { SlugSchema } from './common.ts'
import { ImageSchema } from './image.ts'

export const BlogPostFrontMatterSchema = z
  .object({
    title: z.string().min(10).max(70).describe('Article title (h1 and <title>)'),
    slug: SlugSchema.describe('URL: /blog/{slug}; must equal the file name'),
    excerpt: z.string().min(60).max(240).describe('One or two sentences for the blog card'),
    description: z.string().min(50).max(170).describe('Meta description'),
    keywords: z.array(z.string()).default([]).describe('Meta keywords'),
    author: z.string().min(1).describe('Author shown on the card and article'),
    date: z.iso.date().describe('Publication date, YYYY-MM-DD'),
    category: z.string().min(1).describe('Category badge, e.g. "Marketing"'),
    readTime: z
      .string()
      .regex(/^\d+ min read$/)
      .default('5 min read')
      .describe('e.g. "12 min read" (default "5 min read")'),
    cover: ImageSchema.describe('Cover art (content/media/blog/…): its alt says what is drawn'),
  })
  .strict()
export type BlogPostFrontMatter = z.infer<typeof BlogPostFrontMatterSchema>

// content/legal/*.md front matter.
export const LegalFrontMatterSchema = z
  .object({
    title: z.string().min(5).describe('Page title (h1)'),
    description: z.string().min(50).max(170).describe('Meta description'),
    updated: z.iso.date().describe('Last updated, YYYY-MM-DD'),
  })
  .strict()
export type LegalFrontMatter = z.infer<typeof LegalFrontMatterSchema>
