import { z } from 'zod'
import { CardSchema, LinkSchema, SectionBase } from './shared.ts'

/** A heading and a grid of cards: why-us cards, services, values, pillars, benefits… */
export const CardGridSectionSchema = z
  .object({
    type: z.literal('card-grid'),
    ...SectionBase,
    heading: z.string().min(1).describe('Section heading (h2)'),
    columns: z
      .union([z.literal(2), z.literal(3), z.literal(4)])
      .default(3)
      .describe('Cards per row on wide screens'),
    numbered: z.boolean().default(false).describe('Show 1, 2, 3… on the cards'),
    cards: z.array(CardSchema).min(1).describe('The cards'),
    cta: LinkSchema.optional().describe('Optional button under the grid'),
  })
  .strict()
export type CardGridSection = z.infer<typeof CardGridSectionSchema>
