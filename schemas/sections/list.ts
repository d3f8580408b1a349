import { z } from 'zod'
import { SectionBase } from './shared.ts'

/** A list of points: ticks, numbers or bullets. */
export const ListSectionSchema = z
  .object({
    type: z.literal('list'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)').meta({ title: 'Heading' }),
    style: z.enum(['check', 'numbered', 'bullet', 'cross']).default('check').describe('Marker style').meta({ title: 'Style' }),
    columns: z
      .union([z.literal(1), z.literal(2)])
      .default(1)
      .describe('One or two columns on wide screens')
      .meta({ title: 'Columns' }),
    items: z.array(z.string().min(1)).min(1).describe('The points (Markdown allowed)').meta({ title: 'Items' }),
  })
  .strict()
  .meta({ title: 'List' })
export type ListSection = z.infer<typeof ListSectionSchema>
