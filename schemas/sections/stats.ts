import { z } from 'zod'
import { SectionBase, StatSchema } from './shared.ts'

/** A band of big figures. */
export const StatsSectionSchema = z
  .object({
    type: z.literal('stats'),
    ...SectionBase,
    heading: z.string().optional().describe('Optional heading (h2)').meta({ title: 'Heading' }),
    items: z.array(StatSchema).min(1).max(8).describe('The figures').meta({ title: 'Items' }),
  })
  .strict()
  .meta({ title: 'Figures' })
export type StatsSection = z.infer<typeof StatsSectionSchema>
