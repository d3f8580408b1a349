import { z } from 'zod'
import { SectionBase } from './shared.ts'

/** Six services, each with bullets and a what-you-get list (the /services page). */
export const ServiceOverviewSectionSchema = z
  .object({
    type: z.literal('service-overview'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)').meta({ title: 'Heading' }),
    services: z
      .array(
        z
          .object({
            title: z.string().describe('Service name').meta({ title: 'Title' }),
            href: z.string().startsWith('/').describe('Its page').meta({ title: 'Link to' }),
            icon: z.string().optional().describe('Icon name').meta({ title: 'Icon' }),
            summary: z.string().describe('One or two sentences').meta({ title: 'Summary' }),
            bullets: z.array(z.string()).min(1).describe('What the service covers').meta({ title: 'Bullet points' }),
            whatYouGet: z.array(z.string()).min(1).describe('What the client gets').meta({ title: 'What you get' }),
          })
          .strict(),
      )
      .min(1)
      .meta({ title: 'Services' })
      .meta({ description: 'The services, in order' }),
  })
  .strict()
  .meta({ title: 'Services overview' })
export type ServiceOverviewSection = z.infer<typeof ServiceOverviewSectionSchema>
