import { z } from 'zod'
import { SectionBase } from './shared.ts'

/** The contact form (a React island, hydrated in the browser). */
export const ContactFormSectionSchema = z
  .object({
    type: z.literal('contact-form'),
    ...SectionBase,
    heading: z.string().describe('Heading above the form (h2)').meta({ title: 'Heading' }),
  })
  .strict()
  .meta({ title: 'Contact form' })
export type ContactFormSection = z.infer<typeof ContactFormSectionSchema>
