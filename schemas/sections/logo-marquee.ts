import { z } from 'zod'
import { ImageSchema, SectionBase } from './shared.ts'

const LogoSchema = z
  .object({
    name: z.string().min(1).describe('Client name (alt text; drawn as a wordmark when there is no image)').meta({ title: 'Name' }),
    image: ImageSchema.optional()
      .meta({ title: 'Image' })
      .meta({ description: 'The logo image; without one the name is drawn as a wordmark' }),
  })
  .strict()

/** Scrolling client logos: rows scroll continuously, every second row reversed. */
export const LogoMarqueeSectionSchema = z
  .object({
    type: z.literal('logo-marquee'),
    ...SectionBase,
    heading: z.string().describe('Heading above the logos').meta({ title: 'Heading' }),
    rows: z.array(z.array(LogoSchema).min(1)).min(1).max(4).describe('Rows of logos, e.g. 13, 12 and 8').meta({ title: 'Logo rows' }),
    repeat: z
      .number()
      .int()
      .min(2)
      .max(4)
      .default(3)
      .describe('How many times each row repeats to make the loop seamless')
      .meta({ title: 'Repeats per row' }),
    durationSeconds: z
      .number()
      .int()
      .min(10)
      .max(180)
      .default(60)
      .describe('Seconds for one full loop')
      .meta({ title: 'Loop length (seconds)' }),
  })
  .strict()
  .meta({ title: 'Client logos' })
export type LogoMarqueeSection = z.infer<typeof LogoMarqueeSectionSchema>
