import { z } from 'zod'
import { CardSchema, LinkSchema, SectionBase } from './shared.ts'

/** A heading and a grid of cards: why-us cards, services, values, pillars, benefits… */
export const CardGridSectionSchema = z
  .object({
    type: z.literal('card-grid'),
    ...SectionBase,
    heading: z.string().min(1).describe('Section heading (h2)').meta({ title: 'Heading' }),
    columns: z
      .union([z.literal(2), z.literal(3), z.literal(4)])
      .default(3)
      .describe('Cards per row on wide screens')
      .meta({ title: 'Columns' }),
    numbered: z.boolean().default(false).describe('Show 1, 2, 3… on the cards').meta({ title: 'Number the cards' }),
    cards: z.array(CardSchema).min(1).describe('The cards').meta({ title: 'Cards' }),
    cta: LinkSchema.optional().describe('Optional button under the grid').meta({ title: 'Button' }),
  })
  .strict()
  .meta({ title: 'Cards' })
export type CardGridSection = z.infer<typeof CardGridSectionSchema>
