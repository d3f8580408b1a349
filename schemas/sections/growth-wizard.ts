import { z } from 'zod'
import { SectionBase } from './shared.ts'

/** The growth-session wizard (a React island, hydrated in the browser). */
export const GrowthWizardSectionSchema = z
  .object({ type: z.literal('growth-wizard'), ...SectionBase })
  .strict()
  .meta({ title: 'Growth session wizard' })
export type GrowthWizardSection = z.infer<typeof GrowthWizardSectionSchema>
