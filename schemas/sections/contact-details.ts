import { z } from 'zod'
import { SectionBase } from './shared.ts'

/** Contact details and the response-time guarantee card, from site.yaml. */
export const ContactDetailsSectionSchema = z
  .object({
    type: z.literal('contact-details'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)').meta({ title: 'Heading' }),
    guaranteeHeading: z.string().describe('Heading of the response-guarantee card').meta({ title: 'Guarantee heading' }),
    guaranteeBody: z.string().describe('Text of the response-guarantee card').meta({ title: 'Guarantee body' }),
  })
  .strict()
  .meta({ title: 'Contact details' })
export type ContactDetailsSection = z.infer<typeof ContactDetailsSectionSchema>
