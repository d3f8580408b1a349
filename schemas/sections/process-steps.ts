import { z } from 'zod'
import { LinkSchema, SectionBase } from './shared.ts'

/** Numbered process steps, optionally with a link each. */
export const ProcessStepsSectionSchema = z
  .object({
    type: z.literal('process-steps'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)'),
    steps: z
      .array(
        z
          .object({
            title: z.string().describe('Step title'),
            body: z.string().describe('Step text (Markdown)'),
            points: z.array(z.string()).default([]).describe('Optional bullet points'),
            link: LinkSchema.optional().describe('Optional button for the step'),
          })
          .strict(),
      )
      .min(2)
      .describe('The steps in order'),
  })
  .strict()
export type ProcessStepsSection = z.infer<typeof ProcessStepsSectionSchema>
