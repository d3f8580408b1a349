import { z } from 'zod'
import { ImageSchema, SectionBase } from './shared.ts'

/** Client websites with external links. */
export const PortfolioSectionSchema = z
  .object({
    type: z.literal('portfolio'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)').meta({ title: 'Heading' }),
    items: z
      .array(
        z
          .object({
            name: z.string().describe('Client or site name').meta({ title: 'Name' }),
            category: z.string().describe('e.g. "Animal health"').meta({ title: 'Category' }),
            description: z.string().describe('One or two sentences').meta({ title: 'Description' }),
            url: z.url().describe('The live website (opens in a new tab)').meta({ title: 'Web address' }),
            linkLabel: z.string().default('View Website').describe('Link text').meta({ title: 'Link text' }),
            image: ImageSchema.optional()
              .meta({ title: 'Image' })
              .meta({ description: 'A screenshot of the work; without one a placeholder is drawn' }),
          })
          .strict(),
      )
      .min(1)
      .meta({ title: 'Items' })
      .meta({ description: 'The pieces of work, in order' }),
  })
  .strict()
  .meta({ title: 'Portfolio' })
export type PortfolioSection = z.infer<typeof PortfolioSectionSchema>
