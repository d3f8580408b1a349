// Small building blocks shared by every content schema. Every field carries a
// `.describe()` line: it is what a content editor sees as a tooltip in VS Code
// (through the JSON Schemas emitted by scripts/generate.ts).
import { z } from 'zod'

/** A URL segment: lowercase letters, digits and hyphens. */
export const SlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lowercase letters, digits and hyphens, e.g. "gold-coast"')
  .describe('URL segment: lowercase letters, digits and hyphens, e.g. "gold-coast"')

/**
 * A link target: an internal path starting with "/" (checked against the real
 * routes by `npm run check:content`), an in-page anchor, mailto:/tel:, or an
 * absolute https URL. `{brand}` expands to the brand slug.
 */
export const HrefSchema = z
  .string()
  .regex(/^(\/|#|mailto:|tel:|https:\/\/)/, 'start a link with "/", "#", "mailto:", "tel:" or "https://"')
  .describe('Link: "/about", "#faq", "mailto:…", "tel:…" or "https://…". {brand} expands to the brand slug.')

/** Markdown text (inline or a few paragraphs), rendered at build time. */
export const MarkdownSchema = z.string().min(1).describe('Text; Markdown allowed (**bold**, [links](/contact), lists).')

export const LinkSchema = z
  .object({
    label: z.string().min(1).describe('Visible link or button text').meta({ title: 'Label' }),
    href: HrefSchema.meta({ title: 'Link to' }),
    newTab: z.boolean().default(false).describe('Open in a new tab (default false)').meta({ title: 'Open in a new tab' }),
  })
  .strict()
export type Link = z.infer<typeof LinkSchema>

/** The one image shape of content (schemas/image.ts): a file under content/media/, alt unless decorative. */
export { ImageSchema } from './image.ts'

export const SitemapEntrySchema = z
  .object({
    priority: z.number().min(0.4).max(1).describe('0.4 (least) to 1 (home page)').meta({ title: 'Search priority' }),
    changefreq: z.enum(['daily', 'weekly', 'monthly']).describe('How often the page changes').meta({ title: 'How often it changes' }),
  })
  .strict()

/** Metadata every routed page carries. */
export const SeoSchema = z
  .object({
    title: z.string().min(10).max(70).describe('<title> and og:title; 10-70 characters, unique per page').meta({ title: 'Title' }),
    description: z
      .string()
      .min(50)
      .max(170)
      .describe('Meta description; 50-170 characters, unique per page')
      .meta({ title: 'Description' }),
    keywords: z.array(z.string().min(1)).default([]).describe('Meta keywords').meta({ title: 'Search keywords' }),
    noindex: z
      .boolean()
      .default(false)
      .describe('true hides the page from search engines and the sitemap')
      .meta({ title: 'Hide from search engines' }),
    sitemap: SitemapEntrySchema.optional()
      .describe('Sitemap priority and change frequency; required unless noindex')
      .meta({ title: 'Sitemap entry' }),
  })
  .strict()
