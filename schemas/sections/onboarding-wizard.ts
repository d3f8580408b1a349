import { z } from 'zod'
import { SectionBase } from './shared.ts'

/** The client onboarding questionnaire (a React island, hydrated in the browser). */
export const OnboardingWizardSectionSchema = z
  .object({
    type: z.literal('onboarding-wizard'),
    ...SectionBase,
    heading: z.string().describe('Heading above the questionnaire (h2)'),
    videoTitle: z.string().describe('Title of the welcome video placeholder'),
  })
  .strict()
export type OnboardingWizardSection = z.infer<typeof OnboardingWizardSectionSchema>
