import { z } from 'zod'
import { SectionBase } from './shared.ts'

/** Six services, each with bullets and a what-you-get list (the /services page). */
export const ServiceOverviewSectionSchema = z
  .object({
    type: z.literal('service-overview'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)'),
    services: z
      .array(
        z
          .object({
            title: z.string().describe('Service name'),
            href: z.string().startsWith('/').describe('Its page'),
            icon: z.string().optional().describe('Icon name'),
            summary: z.string().describe('One or two sentences'),
            bullets: z.array(z.string()).min(1).describe('What the service covers'),
            whatYouGet: z.array(z.string()).min(1).describe('What the client gets'),
          })
          .strict(),
      )
      .min(1),
  })
  .strict()
export type ServiceOverviewSection = z.infer<typeof ServiceOverviewSectionSchema>
