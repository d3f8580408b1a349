import { z } from 'zod'
import { SectionBase } from './shared.ts'

/** An embedded booking calendar from site.yaml embeds.booking.calendars. */
export const BookingEmbedSectionSchema = z
  .object({
    type: z.literal('booking-embed'),
    ...SectionBase,
    calendar: z.string().describe('Key of the calendar in site.yaml, e.g. "schedule" or "t2"').meta({ title: 'Booking calendar' }),
    title: z.string().describe('Accessible title of the calendar frame').meta({ title: 'Title' }),
    placeholder: z.string().describe('Shown when no calendar is configured').meta({ title: 'Placeholder' }),
  })
  .strict()
  .meta({ title: 'Booking calendar (external)' })
export type BookingEmbedSection = z.infer<typeof BookingEmbedSectionSchema>
