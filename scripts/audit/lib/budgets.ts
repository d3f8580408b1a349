// budgets.json at the repository root: the numbers every check reads. No
// check hard-codes a budget; change the file to change the bar.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

const Score = z.number().int().min(0).max(100)
const KB = z.number().positive()

const BudgetsSchema = z
  .object({
    $comment: z.string().optional(),
    lighthouse: z
      .object({
        /** Lowest acceptable Lighthouse category score (0-100), per category. */
        minScores: z.object({ performance: Score, accessibility: Score, 'best-practices': Score, seo: Score }).strict(),
        /** A template's own performance minimum where a measured floor of what it must do sits below minScores (say why in $comment). */
        performanceByTemplate: z.record(z.string(), Score).optional(),
        /** Highest acceptable Cumulative Layout Shift on any audited page. */
        maxCumulativeLayoutShift: z.number().min(0),
        /** Largest Contentful Paint on these templates, in ms: the median of `runs` runs must be at most `maxMs`. */
        largestContentfulPaint: z
          .object({ maxMs: z.number().positive(), runs: z.number().int().min(1), templates: z.array(z.string()).min(1) })
          .strict()
          .optional(),
      })
      .strict(),
    gzipKB: z
      .object({
        /** JavaScript a content page (no interactive section) makes the browser download, gzip. */
        contentPageJs: KB,
        /** JavaScript a form page downloads before its island's lazy chunks, gzip. */
        formPageJs: KB,
        /** JavaScript a booking page (/schedule, /booking/manage) downloads, its islands included, gzip. */
        bookingPageJs: KB,
        /** JavaScript a staff console page (/staff/…) downloads, gzip. */
        staffPageJs: KB,
        /** CSS of any page, gzip. */
        css: KB,
      })
      .strict(),
    build: z
      .object({
        /**
         * `npm run build` time per page at the bench's largest city set (npm run bench), from a fresh
         * clone: every social card drawn (a first deploy, or the card template changed).
         */
        coldMsPerPage: z.number().positive(),
        /** The same build again with the card and image caches kept (a deploy: netlify/plugins/build-cache). */
        warmMsPerPage: z.number().positive(),
      })
      .strict(),
    staffConsole: z
      .object({
        /** The staff inbox's first page on a new function instance, p95 in ms, with 10,000 and with 100,000 people (npm run bench, staff-inbox.ts). */
        inboxFirstPageP95Ms: z.number().positive(),
        /** The board (GET /api/staff/board) on a new function instance, p95 in ms, at the same sizes. */
        boardP95Ms: z.number().positive(),
        /** How many times faster that first page must be than listing every key of the leads store. */
        minTimesFasterThanListing: z.number().positive(),
      })
      .strict(),
  })
  .strict()
export type Budgets = z.infer<typeof BudgetsSchema>

export function loadBudgets(root: string): Budgets {
  const file = join(root, 'budgets.json')
  const parsed = BudgetsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success)
    throw new Error(
      `budgets.json is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`,
    )
  return parsed.data
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
