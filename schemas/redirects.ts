// content/redirects.yaml: old URLs and where they now live. Emitted as 301s in
// _redirects (with and without trailing slash) and checked for chains, loops
// and missing targets by `npm run check:content`.
import { z } from 'zod'

const PathSchema = z.string().regex(/^\/[^\s]*$/, 'a path starting with "/"')

export const RedirectSchema = z
  .object({ from: PathSchema.describe('Old path'), to: PathSchema.describe('New path (must be a page of this site)') })
  .strict()
/** One old path and its final target. */
export type Redirect = z.infer<typeof RedirectSchema>

export const RedirectsFileSchema = z
  .object({
    redirects: z.array(RedirectSchema).describe('One old path to one new path'),
    cityPatterns: z
      .array(
        z
          .object({
            from: z
              .string()
              .regex(/^\/[a-z0-9-]*\{city\}[a-z0-9-]*$/, 'a path with {city}, e.g. "/seo-{city}"')
              .describe('Old city URL pattern'),
            service: z.string().describe('Local service slug it now belongs to, e.g. "seo-agency"'),
          })
          .strict(),
      )
      .default([])
      .describe('Old per-city URLs, expanded for every city to /{service}/{state}/{city}/'),
  })
  .strict()
export type RedirectsFile = z.infer<typeof RedirectsFileSchema>
