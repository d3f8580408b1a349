import { z } from 'zod'
import { SectionBase } from './shared.ts'

/** A list of points: ticks, numbers or bullets. */
export const ListSectionSchema = z
  .object({
    type: z.literal('list'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)'),
    style: z.enum(['check', 'numbered', 'bullet', 'cross']).default('check').describe('Marker style'),
    columns: z
      .union([z.literal(1), z.literal(2)])
      .default(1)
      .describe('One or two columns on wide screens'),
    items: z.array(z.string().min(1)).min(1).describe('The points (Markdown allowed)'),
  })
  .strict()
export type ListSection = z.infer<typeof ListSectionSchema>
