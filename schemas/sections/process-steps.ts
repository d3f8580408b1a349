import { z } from 'zod'
import { LinkSchema, SectionBase } from './shared.ts'

/** Numbered process steps, optionally with a link each. */
export const ProcessStepsSectionSchema = z
  .object({
    type: z.literal('process-steps'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)').meta({ title: 'Heading' }),
    steps: z
      .array(
        z
          .object({
            title: z.string().describe('Step title').meta({ title: 'Title' }),
            body: z.string().describe('Step text (Markdown)').meta({ title: 'Text' }),
            points: z.array(z.string()).default([]).describe('Optional bullet points').meta({ title: 'Reassurance points' }),
            link: LinkSchema.optional().describe('Optional button for the step').meta({ title: 'Link' }),
          })
          .strict(),
      )
      .min(2)
      .describe('The steps in order')
      .meta({ title: 'Steps' }),
  })
  .strict()
  .meta({ title: 'Process steps' })
export type ProcessStepsSection = z.infer<typeof ProcessStepsSectionSchema>
