import { z } from 'zod'
import { BookingPickerCopySchema, BookingProblemsCopySchema, CalendarLinksCopySchema, tokenText } from './booking-copy.ts'
import { SectionBase } from './shared.ts'

/**
 * The page a booking's signed link opens (a React island): the booking, and
 * buttons to move it (the same day and time picker) or cancel it. The token is
 * read from the address (?token=…); the agency's email and phone are added to
 * the "link does not work" message from site.yaml.
 */
export const BookingManageSectionSchema = z
  .object({
    type: z.literal('booking-manage'),
    ...SectionBase,
    heading: z.string().describe('Heading of the booking card (h2), e.g. "Your booking"'),
    loading: tokenText([], 'While the booking loads, e.g. "Loading your booking…"'),
    error: tokenText([], 'When the booking cannot be loaded, e.g. "We couldn\'t load your booking. Check your connection and try again."'),
    retry: tokenText([], 'Button to load again, e.g. "Try again"'),
    invalid: z
      .object({
        heading: tokenText([], 'e.g. "This link doesn\'t work"'),
        body: tokenText([], 'What to do, e.g. "It may have expired or been changed. Contact us and we\'ll sort out your booking."'),
      })
      .strict()
      .describe("For a link without a token, or one the server refuses (changed or expired): the agency's email and phone follow"),
    labels: z
      .object({
        meeting: tokenText([], 'e.g. "Meeting"'),
        yourTime: tokenText([], 'The time in the visitor\'s zone, e.g. "Your time"'),
        officeTime: tokenText([], 'The office time, shown when it differs, e.g. "Our time (Melbourne)"'),
        name: tokenText([], 'Who booked, e.g. "Booked for"'),
        status: tokenText([], 'e.g. "Status"'),
      })
      .strict()
      .describe("Labels of the booking's details"),
    status: z
      .object({
        booked: tokenText([], 'e.g. "Booked"'),
        cancelled: tokenText([], 'e.g. "Cancelled"'),
        past: tokenText([], 'When the meeting is over, e.g. "This meeting has taken place"'),
      })
      .strict()
      .describe('What the status reads'),
    move: z
      .object({
        button: tokenText([], 'Opens the picker, e.g. "Move to another time"'),
        heading: tokenText([], 'Above the picker, e.g. "Choose a new time"'),
        confirm: tokenText([], 'Button that moves the booking to the chosen time, e.g. "Move my booking"'),
        moving: tokenText([], 'That button while moving, e.g. "Moving…"'),
        keep: tokenText([], 'Closes the picker, e.g. "Keep the current time"'),
        done: tokenText(['time'], 'After the move, e.g. "Your booking now starts {time}."'),
      })
      .strict()
      .describe('Moving the booking to another free time'),
    cancel: z
      .object({
        button: tokenText([], 'e.g. "Cancel this booking"'),
        heading: tokenText([], 'The confirmation question, e.g. "Cancel this booking?"'),
        body: tokenText([], 'Under it, e.g. "Your time will be offered to others."'),
        confirm: tokenText([], 'e.g. "Yes, cancel it"'),
        cancelling: tokenText([], 'e.g. "Cancelling…"'),
        keep: tokenText([], 'e.g. "No, keep it"'),
        done: tokenText([], 'After cancelling, e.g. "Your booking is cancelled."'),
        bookAgain: tokenText([], 'Link to the meeting type\'s page, e.g. "Book a new time"'),
      })
      .strict()
      .describe('Cancelling, with a confirmation first'),
    picker: BookingPickerCopySchema,
    problems: BookingProblemsCopySchema,
    calendar: CalendarLinksCopySchema,
  })
  .strict()
export type BookingManageSection = z.infer<typeof BookingManageSectionSchema>
