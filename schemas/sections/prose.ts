import { z } from 'zod'
import { SectionBase } from './shared.ts'

/** Long text from a Markdown file under content/ (legal pages, long copy). */
export const ProseSectionSchema = z
  .object({
    type: z.literal('prose'),
    ...SectionBase,
    source: z
      .string()
      .regex(/^[a-z0-9/-]+\.md$/)
      .describe('Markdown file under content/, e.g. "legal/privacy-policy.md"')
      .meta({ title: 'Markdown file' }),
  })
  .strict()
  .meta({ title: 'Text from a Markdown file' })
export type ProseSection = z.infer<typeof ProseSectionSchema>
