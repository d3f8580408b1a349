import { z } from 'zod'
import { ImageSchema, SectionBase } from './shared.ts'

const LogoSchema = z
  .object({
    name: z.string().min(1).describe('Client name (alt text; drawn as a wordmark when there is no image)'),
    image: ImageSchema.optional(),
  })
  .strict()

/** Scrolling client logos: rows scroll continuously, every second row reversed. */
export const LogoMarqueeSectionSchema = z
  .object({
    type: z.literal('logo-marquee'),
    ...SectionBase,
    heading: z.string().describe('Heading above the logos'),
    rows: z.array(z.array(LogoSchema).min(1)).min(1).max(4).describe('Rows of logos (spec: 13, 12 and 8)'),
    repeat: z.number().int().min(2).max(4).default(3).describe('How many times each row repeats to make the loop seamless'),
    durationSeconds: z.number().int().min(10).max(180).default(60).describe('Seconds for one full loop'),
  })
  .strict()
export type LogoMarqueeSection = z.infer<typeof LogoMarqueeSectionSchema>
