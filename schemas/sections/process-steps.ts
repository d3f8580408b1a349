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
            smsPoints: z
              .array(z.string())
              .default([])
              .describe(
                'Bullet points about SMS, shown after the others only when the site is built with an SMS provider (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM); without one the page never mentions SMS',
              )
              .meta({ title: 'Points shown only with SMS reminders' }),
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
