// content/redirects.yaml: old URLs and where they now live. Emitted as 301s in
// _redirects (with and without trailing slash) and checked for chains, loops
// and missing targets by `npm run check:content`.
import { z } from 'zod'

const PathSchema = z.string().regex(/^\/[^\s]*$/, 'a path starting with "/"')

const RedirectSchema = z
  .object({
    from: PathSchema.describe('Old path').meta({ title: 'From' }),
    to: PathSchema.describe('New path (must be a page of this site)').meta({ title: 'Go to' }),
  })
  .strict()
/** One old path and its final target. */
export type Redirect = z.infer<typeof RedirectSchema>

export const RedirectsFileSchema = z
  .object({
    redirects: z.array(RedirectSchema).describe('One old path to one new path').meta({ title: 'Redirects' }),
    cityPatterns: z
      .array(
        z
          .object({
            from: z
              .string()
              .regex(/^\/[a-z0-9-]*\{city\}[a-z0-9-]*$/, 'a path with {city}, e.g. "/seo-{city}"')
              .describe('Old city URL pattern')
              .meta({ title: 'From' }),
            service: z.string().describe('Local service slug it now belongs to, e.g. "seo-agency"').meta({ title: 'Service' }),
          })
          .strict(),
      )
      .default([])
      .describe('Old per-city URLs, expanded for every city to /{service}/{state}/{city}/')
      .meta({ title: 'Old city addresses' }),
  })
  .strict()
export type RedirectsFile = z.infer<typeof RedirectsFileSchema>
