import { z } from 'zod'
import { ImageSchema, SectionBase } from './shared.ts'

/** Client websites with external links. */
export const PortfolioSectionSchema = z
  .object({
    type: z.literal('portfolio'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)'),
    items: z
      .array(
        z
          .object({
            name: z.string().describe('Client or site name'),
            category: z.string().describe('e.g. "Animal health"'),
            description: z.string().describe('One or two sentences'),
            url: z.url().describe('The live website (opens in a new tab)'),
            linkLabel: z.string().default('View Website').describe('Link text'),
            image: ImageSchema.optional(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict()
export type PortfolioSection = z.infer<typeof PortfolioSectionSchema>
