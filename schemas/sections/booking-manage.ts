import { z } from 'zod'
import {
  BookingPickerCopySchema,
  BookingProblemsCopySchema,
  CalendarLinksCopySchema,
  PageHeadingCopySchema,
  MeetingPlaceCopySchema,
  tokenText,
} from './booking-copy.ts'
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
    heading: z.string().describe('Heading of the booking card (h2), e.g. "Your booking"').meta({ title: 'Heading' }),
    loading: tokenText([], 'While the booking loads, e.g. "Loading your booking…"').meta({ title: 'Loading message' }),
    error: tokenText(
      [],
      'When the booking cannot be loaded, e.g. "We couldn\'t load your booking. Check your connection and try again."',
    ).meta({ title: 'Error message' }),
    retry: tokenText([], 'Button to load again, e.g. "Try again"').meta({ title: 'Retry button' }),
    invalid: z
      .object({
        heading: tokenText([], 'e.g. "This link doesn\'t work"').meta({ title: 'Heading' }),
        body: tokenText([], 'What to do, e.g. "It may have expired or been changed. Contact us and we\'ll sort out your booking."').meta({
          title: 'Text',
        }),
      })
      .strict()
      .describe("For a link without a token, or one the server refuses (changed or expired): the agency's email and phone follow")
      .meta({ title: 'Invalid email message' }),
    labels: z
      .object({
        meeting: tokenText([], 'e.g. "Meeting"').meta({ title: 'Meeting label' }),
        yourTime: tokenText([], 'The time in the visitor\'s zone, e.g. "Your time"').meta({ title: 'Your time' }),
        officeTime: tokenText([], 'The office time, shown when it differs, e.g. "Our time (Melbourne)"').meta({ title: 'Office time' }),
        name: tokenText([], 'Who booked, e.g. "Booked for"').meta({ title: 'Name' }),
        status: tokenText([], 'e.g. "Status"').meta({ title: 'Status' }),
      })
      .strict()
      .describe("Labels of the booking's details")
      .meta({ title: 'Labels' }),
    place: MeetingPlaceCopySchema.meta({ title: 'Where and how long' }),
    status: z
      .object({
        booked: tokenText([], 'e.g. "Booked"').meta({ title: 'Booked' }),
        cancelled: tokenText([], 'e.g. "Cancelled"').meta({ title: 'Cancelled' }),
        past: tokenText([], 'When the meeting is over, e.g. "This meeting has taken place"').meta({ title: 'Past' }),
      })
      .strict()
      .describe('What the status reads')
      .meta({ title: 'Status' }),
    move: z
      .object({
        button: tokenText([], 'Opens the picker, e.g. "Move to another time"').meta({ title: 'Button' }),
        heading: tokenText([], 'Above the picker, e.g. "Choose a new time"').meta({ title: 'Heading' }),
        confirm: tokenText([], 'Button that moves the booking to the chosen time, e.g. "Move my booking"').meta({
          title: 'Confirm button',
        }),
        moving: tokenText([], 'That button while moving, e.g. "Moving…"').meta({ title: 'Confirm button while moving' }),
        keep: tokenText([], 'Closes the picker, e.g. "Keep the current time"').meta({ title: 'Keep button' }),
        done: tokenText(['time'], 'After the move, e.g. "Your booking now starts {time}."').meta({ title: 'Done message' }),
      })
      .strict()
      .describe('Moving the booking to another free time')
      .meta({ title: 'Move' }),
    cancel: z
      .object({
        button: tokenText([], 'e.g. "Cancel this booking"').meta({ title: 'Button' }),
        heading: tokenText([], 'The confirmation question, e.g. "Cancel this booking?"').meta({ title: 'Heading' }),
        body: tokenText([], 'Under it, e.g. "Your time will be offered to others."').meta({ title: 'Text' }),
        confirm: tokenText([], 'e.g. "Yes, cancel it"').meta({ title: 'Confirm button' }),
        cancelling: tokenText([], 'e.g. "Cancelling…"').meta({ title: 'Button while cancelling' }),
        keep: tokenText([], 'e.g. "No, keep it"').meta({ title: 'Keep button' }),
        done: tokenText([], 'After cancelling, e.g. "Your booking is cancelled."').meta({ title: 'Done message' }),
        bookAgain: tokenText([], 'Link to the meeting type\'s page, e.g. "Book a new time"').meta({ title: 'Book again link' }),
        page: PageHeadingCopySchema.describe(
          'The page heading and the text under it once the booking is cancelled (on arrival too); {meeting} is its type',
        ).meta({ title: 'Page heading once cancelled' }),
      })
      .strict()
      .describe('Cancelling, with a confirmation first')
      .meta({ title: 'Cancel' }),
    picker: BookingPickerCopySchema.meta({ title: 'Time picker' }),
    problems: BookingProblemsCopySchema.meta({ title: 'Problems' }),
    calendar: CalendarLinksCopySchema.meta({ title: 'Booking calendar' }),
  })
  .strict()
  .meta({ title: 'Manage a booking' })
export type BookingManageSection = z.infer<typeof BookingManageSectionSchema>
