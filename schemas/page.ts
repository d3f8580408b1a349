// content/pages/*.yaml: one file per page. A page is its route, its metadata
// and a list of typed sections. Adding a page is adding a file here.
import { z } from 'zod'
import { SeoSchema } from './common.ts'
import { SectionSchema } from './sections/index.ts'

export const StructuredDataKindSchema = z
  .enum(['organization', 'service', 'reviews'])
  .describe(
    'Extra JSON-LD for this page: organization (with rating), service (the page describes a service), reviews (testimonials as Review items). FAQPage and BreadcrumbList are added automatically.',
  )

export const PageSchema = z
  .object({
    route: z
      .string()
      .regex(/^\/([A-Za-z0-9{}-]+(\/[A-Za-z0-9{}-]+)*)?$/, 'a path like "/about" or "/services/seo": no trailing slash, no spaces')
      .describe('URL path of the page; {brand} expands to the brand slug')
      .meta({ title: 'Route' }),
    seo: SeoSchema.meta({ title: 'Search listing', description: 'How the page shows in search results and when shared' }),
    breadcrumb: z.string().optional().describe('Short name in breadcrumbs (defaults to the h1)').meta({ title: 'Breadcrumb name' }),
    structuredData: z
      .array(StructuredDataKindSchema)
      .default([])
      .describe('Extra JSON-LD blocks')
      .meta({ title: 'Structured data (JSON-LD)' }),
    service: z
      .object({
        name: z.string().describe('Service name').meta({ title: 'Name' }),
        description: z.string().describe('One sentence').meta({ title: 'Description' }),
      })
      .strict()
      .optional()
      .describe('The service this page sells (for Service structured data)')
      .meta({ title: 'Service' }),
    sections: z.array(SectionSchema).min(1).describe('The page, top to bottom; the first should be a hero').meta({ title: 'Sections' }),
  })
  .strict()
  .superRefine((page, ctx) => {
    if (!page.seo.noindex && !page.seo.sitemap)
      ctx.addIssue({
        code: 'custom',
        path: ['seo', 'sitemap'],
        message: 'an indexable page needs sitemap: { priority, changefreq } (or set noindex: true)',
      })
  })
export type Page = z.infer<typeof PageSchema>
