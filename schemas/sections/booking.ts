import { z } from 'zod'
import {
  BookingFieldsSchema,
  BookingPickerCopySchema,
  BookingProblemsCopySchema,
  CalendarLinksCopySchema,
  PageHeadingCopySchema,
  MeetingPlaceCopySchema,
  tokenText,
} from './booking-copy.ts'
import { LinkSchema, SectionBase } from './shared.ts'

/**
 * Book a call on the site itself (a React island): the days with free times,
 * the times in the visitor's own timezone, their details, then the
 * confirmation. When `calendar` names a calendar that site.yaml configures, the
 * page embeds that calendar instead and loads no booking code.
 */
export const BookingSectionSchema = z
  .object({
    type: z.literal('booking'),
    ...SectionBase,
    heading: z.string().optional().describe('Heading above the booking (h2), e.g. "Pick a time"').meta({ title: 'Heading' }),
    meetingType: z
      .string()
      .describe(
        'Id of the meeting type booked here, from content/booking.yaml meetingTypes, e.g. "strategy-call"; its `page` must be this page',
      )
      .meta({ title: 'Meeting type' }),
    calendar: z
      .string()
      .optional()
      .describe(
        'Key of a calendar in site.yaml embeds.booking.calendars, e.g. "schedule". While it is null, visitors book here; with a URL, the page embeds it',
      )
      .meta({ title: 'Booking calendar' }),
    calendarTitle: z
      .string()
      .optional()
      .describe('Accessible title of the embedded calendar frame (needed with `calendar`)')
      .meta({ title: 'Calendar title (for screen readers)' }),
    picker: BookingPickerCopySchema.meta({ title: 'Time picker' }),
    details: z
      .object({
        heading: tokenText([], 'Heading of the details step, e.g. "Your details"').meta({ title: 'Heading' }),
        chosen: tokenText(['time'], 'The chosen time above the fields, e.g. "{time}"; {time} reads like "Tue 1 Dec, 10:00 am AEDT"').meta({
          title: 'Chosen time',
        }),
        change: tokenText([], 'Button back to the times, e.g. "Change time"').meta({ title: 'Change time button' }),
        prefilled: tokenText(
          [],
          'Shown when the details come from the visitor\'s enquiry, e.g. "We\'ve filled in your details from your enquiry."',
        ).meta({ title: 'Prefilled note' }),
        fields: BookingFieldsSchema.meta({ title: 'Fields' }),
        submit: tokenText([], 'Button that books, e.g. "Confirm booking"').meta({ title: 'Book button' }),
        submitting: tokenText([], 'The button while booking, e.g. "Booking…"').meta({ title: 'Book button while booking' }),
      })
      .strict()
      .describe("The visitor's details, asked (or prefilled) after choosing a time")
      .meta({ title: 'Your details step' }),
    problems: BookingProblemsCopySchema.meta({ title: 'Problems' }),
    confirmation: z
      .object({
        heading: tokenText([], 'Heading once booked, e.g. "You\'re booked!"').meta({ title: 'Heading' }),
        body: tokenText(
          ['meeting', 'minutes'],
          'First sentence, e.g. "{meeting} with our team, {minutes} minutes by video: booked."; {minutes} is the meeting type\'s length',
        ).meta({ title: 'Text' }),
        host: tokenText(['name'], 'Who takes the call, under the first sentence, e.g. "Your call is with {name}."').meta({ title: 'Host' }),
        yourTime: tokenText([], 'Label of the time in the visitor\'s zone, e.g. "Your time"').meta({ title: 'Your time' }),
        officeTime: tokenText([], 'Label of the office time, shown when it differs, e.g. "Our time (Melbourne)"').meta({
          title: 'Office time',
        }),
        place: MeetingPlaceCopySchema.meta({ title: 'Where and how long' }),
        calendar: CalendarLinksCopySchema.meta({ title: 'Booking calendar' }),
        manage: tokenText([], 'Before the manage link, e.g. "Need to move or cancel? Use your personal link:"').meta({
          title: 'Manage text',
        }),
        manageLink: tokenText([], 'The manage link itself, e.g. "Move or cancel this booking"').meta({ title: 'Manage link text' }),
        next: LinkSchema.optional()
          .describe('Optional link onwards, e.g. { label: Prepare for your call, href: /booking-confirmation }')
          .meta({ title: 'Next link' }),
        page: PageHeadingCopySchema.describe('The page heading and the text under it once booked').meta({
          title: 'Page heading once booked',
        }),
      })
      .strict()
      .describe('Shown in the page once the time is booked')
      .meta({ title: 'Confirmation' }),
    existing: z
      .object({
        page: PageHeadingCopySchema.describe('The page heading and the text under it').meta({ title: 'Page heading' }),
        heading: tokenText([], 'Heading above the booked time, e.g. "Your booked call"').meta({ title: 'Heading' }),
        body: tokenText(['meeting'], 'Under it, e.g. "You already have a {meeting} booked with us."').meta({ title: 'Text' }),
        manageLink: tokenText([], 'The link to the manage page, e.g. "Move or cancel it"').meta({ title: 'Manage link text' }),
        noLink: tokenText(
          [],
          'When this browser does not hold the manage link, e.g. "To move or cancel it, use the link in your confirmation email."',
        ).meta({ title: 'Without the manage link' }),
      })
      .strict()
      .describe(
        'Shown instead of the times when this visitor already has an upcoming booking of this type (this browser made it, or the server said so): one booking at a time',
      )
      .meta({ title: 'Already booked' }),
    noScript: z
      .string()
      .min(1)
      .describe("Shown when the browser runs no JavaScript; the agency's email and phone follow it")
      .meta({ title: 'Without JavaScript' }),
  })
  .strict()
  .refine((s) => !s.calendar || !!s.calendarTitle, {
    message: "calendarTitle is needed with calendar (the embedded frame's accessible title)",
    path: ['calendarTitle'],
  })
  .meta({ title: 'Booking (on this site)' })
export type BookingSection = z.infer<typeof BookingSectionSchema>
