import { z } from 'zod'
import { SectionBase } from './shared.ts'
import { SelfHostedVideoSchema } from '../hosted-video.ts'

/** The client onboarding questionnaire (a React island, hydrated in the browser). */
export const OnboardingWizardSectionSchema = z
  .object({
    type: z.literal('onboarding-wizard'),
    ...SectionBase,
    heading: z.string().describe('Heading above the questionnaire (h2)').meta({ title: 'Heading' }),
    videoId: z
      .string()
      .optional()
      .describe('Id of a real welcome video at the configured provider; omit when there is none')
      .meta({ title: 'Video id (at the video host)' }),
    video: SelfHostedVideoSchema.optional().describe('A self-hosted welcome video with its WebVTT captions').meta({ title: 'Video' }),
    videoTitle: z
      .string()
      .optional()
      .describe('Accessible title of the welcome video (when there is one)')
      .meta({ title: 'Video title (for screen readers)' }),
  })
  .strict()
  .meta({ title: 'Onboarding questionnaire' })
export type OnboardingWizardSection = z.infer<typeof OnboardingWizardSectionSchema>
