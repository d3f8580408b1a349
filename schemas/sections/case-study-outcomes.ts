import { z } from 'zod'
import { HrefSchema, SectionBase, TestimonialIds } from './shared.ts'

/** One card per case study: the client, its headline result and a link to the full case study. */
export const CaseStudyOutcomesSectionSchema = z
  .object({
    type: z.literal('case-study-outcomes'),
    ...SectionBase,
    heading: z.string().describe('Section heading (h2)').meta({ title: 'Heading' }),
    testimonials: TestimonialIds.meta({ title: 'Case studies' }),
    caseStudiesPage: HrefSchema.describe(
      'The page with the full case studies (a case-studies section listing each of them), e.g. "/{brand}-reviews"',
    ).meta({ title: 'Case studies page' }),
    linkLabel: z.string().min(1).describe('Link text on each card, e.g. "Read the case study"').meta({ title: 'Link text' }),
  })
  .strict()
  .meta({ title: 'Case study outcomes' })
export type CaseStudyOutcomesSection = z.infer<typeof CaseStudyOutcomesSectionSchema>
