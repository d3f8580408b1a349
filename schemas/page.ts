// content/pages/*.yaml: one file per page. A page is its route, its metadata
// and a list of typed sections. Adding a page is adding a file here.
// PageSchema is the page as the site reads it; PageFileSchema the page as
// written, whose booking sections give only what differs from the shared words
// of content/booking-pages.yaml (schemas/booking-pages.ts merges them).
import { z } from 'zod'
import { deepPartial } from './booking-pages.ts'
import { SeoSchema } from './common.ts'
import { HERO_FORM_SECTIONS } from './sections/hero-form.ts'
import { BOOKING_SECTIONS, SectionSchema } from './sections/index.ts'

const StructuredDataKindSchema = z
  .enum(['organization', 'service', 'reviews'])
  .describe(
    'Extra JSON-LD for this page: organization (with rating), service (the page describes a service), reviews (testimonials as Review items). FAQPage and BreadcrumbList are added automatically.',
  )

const pageSchema = <S extends z.ZodType>(sections: S) =>
  z
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
      sections: z.array(sections).min(1).describe('The page, top to bottom; the first should be a hero').meta({ title: 'Sections' }),
    })
    .strict()
    .superRefine((page, ctx) => {
      if (!page.seo.noindex && !page.seo.sitemap)
        ctx.addIssue({
          code: 'custom',
          path: ['seo', 'sitemap'],
          message: 'an indexable page needs sitemap: { priority, changefreq } (or set noindex: true)',
        })
      // A hero that holds the form takes the section after it: without one, the promise of a form beside the words is empty.
      page.sections.forEach((s, i) => {
        const section = s as { type: string; formBeside?: boolean }
        const next = (page.sections[i + 1] as { type: string } | undefined)?.type
        if (section.type === 'hero' && section.formBeside && !(HERO_FORM_SECTIONS as readonly string[]).includes(next ?? ''))
          ctx.addIssue({
            code: 'custom',
            path: ['sections', i, 'formBeside'],
            message: `formBeside needs the next section to be one of ${HERO_FORM_SECTIONS.join(', ')} (it is ${next ?? 'missing'})`,
          })
      })
    })

/** The page as the site reads it: every section complete. */
export const PageSchema = pageSchema(SectionSchema)
export type Page = z.infer<typeof PageSchema>

/** A page file as written (the editors' JSON Schema and the CMS): its booking sections partial, over the shared words. */
export const PageFileSchema = pageSchema(
  z.discriminatedUnion(
    'type',
    SectionSchema.options.map((o) =>
      (BOOKING_SECTIONS as readonly string[]).includes(o.shape.type.value) ? deepPartial(o, ['type', 'meetingType']) : o,
    ) as unknown as typeof SectionSchema.options,
  ),
)
