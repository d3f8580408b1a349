import { z } from 'zod'
import { ImageSchema, SectionBase } from './shared.ts'

/** Client websites, each linking to the live site when there is one. */
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
            url: z
              .url()
              // A reserved domain (RFC 2606/6761) never loads: a visitor who clicks it meets an error page.
              .refine((u) => !/\.(example|test|invalid|localhost)$/i.test(new URL(u).hostname), {
                message:
                  'a site on a reserved domain (.example, .test, .invalid, .localhost) never loads: leave url out until the site is live',
              })
              .optional()
              .describe('The live website (opens in a new tab); leave it out when the site is not live, and no link is shown')
              .meta({ title: 'Web address' }),
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
