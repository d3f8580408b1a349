// The words of the first-party booking, shared by the `booking` section (book a
// time) and the `booking-manage` section (move or cancel it): the day and time
// picker, the calendar links, the problems a booking can meet. Every text a
// visitor reads is content; a text with a {token} accepts only the tokens its
// hint lists, so a typo fails `npm run check:content` instead of reaching a page.
import { z } from 'zod'
import { EmailFieldSchema, NameFieldSchema, PhoneFieldSchema, TextareaFieldSchema } from '../forms.ts'
import { tokenText } from '../token-text.ts'

export { tokenText }

/** One text for a count of 1, another for the rest: { one: "1 time", other: "{count} times" }. */
const countText = (tokens: readonly string[], one: string, other: string) =>
  z
    .object({
      one: tokenText(tokens, `When the count is 1, e.g. "${one}"`).meta({ title: 'For one' }),
      other: tokenText(tokens, `Any other count, e.g. "${other}"`).meta({ title: 'For any other number' }),
    })
    .strict()

export const BookingPickerCopySchema = z
  .object({
    days: tokenText([], 'Label of the list of days, e.g. "Choose a day"').meta({ title: 'Days' }),
    times: tokenText(['day'], 'Label of the times of the chosen day, e.g. "Times on {day}"').meta({ title: 'Times label' }),
    timezone: tokenText(
      ['zone'],
      'Says which timezone the times are in (the visitor\'s own), e.g. "Times are in your timezone: {zone}."',
    ).meta({ title: 'Timezone note' }),
    officeTime: tokenText(
      ['time', 'zone'],
      'Office time beside each time when the visitor\'s zone differs, e.g. "{time} in Melbourne"; {zone} is the office zone\'s short name (AEDT)',
    ).meta({ title: 'Office time' }),
    dayCount: countText(['count'], '1 time', '{count} times')
      .describe('Under each day: how many free times it has')
      .meta({ title: 'Free times per day' }),
    announce: countText(['count', 'day'], '1 time on {day}', '{count} times on {day}')
      .describe('Read out by screen readers when a day is chosen')
      .meta({ title: 'Screen-reader announcement' }),
    continue: tokenText([], 'Button after choosing a time, e.g. "Continue"').meta({ title: 'Continue button' }),
    loading: tokenText([], 'While the free times load, e.g. "Finding free times…"').meta({ title: 'Loading message' }),
    noTimes: tokenText([], "When no time is free in the whole booking window; the agency's email and phone follow it").meta({
      title: 'No free times message',
    }),
    loadError: tokenText(
      [],
      'When the free times cannot be loaded, e.g. "We couldn\'t load the free times. Try again, or email or call us."; the email and phone follow',
    ).meta({ title: 'Loading failed message' }),
    retry: tokenText([], 'Button to load again, e.g. "Try again"').meta({ title: 'Retry button' }),
  })
  .strict()
  .describe('The day and time picker')
export type BookingPickerCopy = z.infer<typeof BookingPickerCopySchema>

export const CalendarLinksCopySchema = z
  .object({
    heading: tokenText([], 'Above the links, e.g. "Add it to your calendar"').meta({ title: 'Heading' }),
    ics: tokenText([], 'Download link of the .ics file (Apple Calendar, Outlook desktop and most apps), e.g. "Download .ics"').meta({
      title: 'Calendar file link',
    }),
    google: tokenText([], 'Link that opens Google Calendar with the event filled in, e.g. "Google Calendar"').meta({
      title: 'Google Calendar link',
    }),
    outlook: tokenText([], 'Link for Outlook.com (personal accounts), e.g. "Outlook.com"').meta({ title: 'Outlook.com link' }),
    office365: tokenText([], 'Link for Outlook on Microsoft 365 (work accounts), e.g. "Outlook (Microsoft 365)"').meta({
      title: 'Microsoft 365 link',
    }),
    title: tokenText(['meeting'], 'Title of the calendar event, e.g. "{meeting} with Harbourline Digital"').meta({ title: 'Title' }),
    details: tokenText(['meeting', 'manageUrl'], 'Description of the calendar event, e.g. "To move or cancel: {manageUrl}"').meta({
      title: 'Your details step',
    }),
  })
  .strict()
  .describe('"Add to calendar": the .ics download and the Google and Outlook links')
export type CalendarLinksCopy = z.infer<typeof CalendarLinksCopySchema>

export const MeetingPlaceCopySchema = z
  .object({
    where: tokenText([], 'Label of where the meeting happens, e.g. "Where"').meta({ title: 'Where label' }),
    join: tokenText([], 'Text of the video call\'s join link, e.g. "Join the video call"').meta({ title: 'Join link text' }),
    phone: tokenText(['phone'], 'When we call the visitor, e.g. "We will call you on {phone}"').meta({ title: 'Phone call' }),
    length: tokenText([], 'Label of the meeting\'s length, e.g. "Length"').meta({ title: 'Length label' }),
    minutes: tokenText(['minutes'], 'The length itself, e.g. "{minutes} minutes"').meta({ title: 'Length' }),
  })
  .strict()
  .describe('Where the meeting happens (the join link, or the number we call) and how long it is')
export type MeetingPlaceCopy = z.infer<typeof MeetingPlaceCopySchema>

export const BookingProblemsCopySchema = z
  .object({
    taken: tokenText(
      [],
      'When someone else booked the time first (shown if the server gives no message), e.g. "That time has just been booked."',
    ).meta({ title: 'Time taken' }),
    nextTimes: tokenText([], 'Above the next free times offered instead, e.g. "These times are still free:"').meta({
      title: 'Next free times',
    }),
    pick: tokenText(['time'], 'Button on each of those times, e.g. "Book {time}"').meta({ title: 'Pick button' }),
    notASlot: tokenText(
      [],
      'When the time can no longer be booked at all (too soon, past), e.g. "That time can\'t be booked any more. Please choose another."',
    ).meta({ title: 'Time no longer bookable' }),
    failed: tokenText(
      [],
      'When the booking system cannot be reached; nothing the visitor typed is lost, e.g. "We couldn\'t reach our booking system. Please try again."',
    ).meta({ title: 'Booking system unreachable' }),
    tooMany: tokenText(
      [],
      'When the site refuses because too many requests came from this connection in a short time (429); nothing typed is lost, e.g. "Too many tries in a short time. Please wait a minute and try again."',
    ).meta({ title: 'Too many requests' }),
  })
  .strict()
  .describe('What the visitor reads when a booking, move or cancellation does not go through')
export type BookingProblemsCopy = z.infer<typeof BookingProblemsCopySchema>

/**
 * The visitor's details. The same field definitions as the lead forms
 * (content/forms/*.yaml): label, placeholder, `required: "message"`, and for the
 * email the same two format messages, so the browser checks them with the
 * forms' own rules (schemas/lead.ts).
 */
export const BookingFieldsSchema = z
  .object({
    name: NameFieldSchema.describe(
      "Full name (required by the booking); the booking API checks it with this field's rule and messages",
    ).meta({
      title: 'Name',
    }),
    email: EmailFieldSchema.describe('Email (required by the booking)').meta({ title: 'Email' }),
    phone: PhoneFieldSchema.describe('Phone, stored as E.164 (+61412555111); leave out `required` to make it optional').meta({
      title: 'Phone',
    }),
    notes: TextareaFieldSchema.describe('Anything the visitor wants the team to know; optional unless `required` is set').meta({
      title: 'Notes',
    }),
  })
  .strict()
  .refine((f) => !!f.name.required && !!f.email.required, {
    message: 'name and email need a `required` message: a booking cannot be made without them',
  })
  .describe('The details asked before confirming: name, email, phone, notes')
export type BookingFields = z.infer<typeof BookingFieldsSchema>

const { name, email, phone, notes } = BookingFieldsSchema.shape

/**
 * The details' fields as content/booking-pages.yaml writes them: without the email's messages and the
 * phone's `invalid`, which are the contact form's (the booking API checks with that form's rules, so the
 * page says what the server would), filled in where the booking copy is assembled (scripts/lib/load-content.ts).
 */
export const BookingCopyFieldsSchema = z
  .object({
    name,
    email: email
      .omit({ required: true, invalid: true, domain: true })
      .describe("Email (required by the booking); its messages are the contact form's (content/forms/contact.yaml)")
      .meta({ title: 'Email' }),
    phone: phone
      .omit({ invalid: true })
      .describe(
        "Phone, stored as E.164 (+61412555111); leave out `required` to make it optional; its invalid-number message is the contact form's",
      )
      .meta({ title: 'Phone' }),
    notes,
  })
  .strict()
  .refine((f) => !!f.name.required, { message: 'name needs a `required` message: a booking cannot be made without it' })
  .describe("The details asked before confirming: name, email, phone, notes (the email's and phone's messages: the contact form's)")

/**
 * The page's own heading (the hero's h1 and the text under it, prerendered
 * for the first state) once the state changes: booked, already booked,
 * cancelled. The booking island puts these in the hero, so the page never says
 * "select a time" once there is nothing left to select.
 */
export const PageHeadingCopySchema = z
  .object({
    heading: tokenText(['meeting'], 'The page heading (h1) in this state, e.g. "Your {meeting} is booked"').meta({ title: 'Page heading' }),
    subheading: tokenText(['meeting'], 'The text under it, e.g. "Everything you need is below and in your inbox."').meta({
      title: 'Text under the page heading',
    }),
  })
  .strict()
export type PageHeadingCopy = z.infer<typeof PageHeadingCopySchema>
