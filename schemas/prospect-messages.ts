// content/prospect-messages.yaml: every message the prospect receives, in one
// file: the acknowledgement after each form (each on unless switched off in
// `acknowledge`), the emails after a booking, a move and a
// cancellation (each carrying the calendar invitation), the words of that
// invitation, the reminders before the call, and the two emails staff send
// from the console (the manage link again, the rebooking after a no-show).
// Staff messages are elsewhere.
import { z } from 'zod'
import { RemindersSchema } from './reminders.ts'
import { subjectText, tokenText } from './token-text.ts'
import { TOKEN_FAMILIES } from './tokens.ts'

/** One form's acknowledgement switch: on unless staff turn it off. */
const ack = (form: string, email: string) =>
  z
    .boolean()
    .default(true)
    .describe(`Email whoever sends ${form} ${email} within a minute (on by default; switch off to send them nothing after it)`)

export const ProspectMessagesSchema = z
  .object({
    acknowledge: z
      .object({
        contact: ack('the contact form', 'the thank-you below (leadSubject, leadBody), saying when we reply').meta({
          title: 'After the contact form',
        }),
        growthSession: ack('a finished growth-session wizard', 'the growth plan email (growthPlan), saying when the plan arrives').meta({
          title: 'After the growth-session wizard',
        }),
        onboarding: ack('the client onboarding questionnaire', 'the onboarding email below (onboardingSubject, onboardingBody)').meta({
          title: 'After client onboarding',
        }),
      })
      .strict()
      .prefault({})
      .describe(
        "Every prospect hears back within a minute of sending a form: each form's acknowledgement is on unless switched off here (needs SMTP on Netlify). Staff are told of every lead either way",
      )
      .meta({ title: 'Acknowledge each form' }),
    bookingEmails: z
      .boolean()
      .default(true)
      .describe(
        'Email the prospect after a booking, a move and a cancellation, with the calendar invitation their calendar adds, moves or removes (on by default; needs SMTP on Netlify). Switch off to send them nothing about bookings',
      )
      .meta({ title: 'Booking emails with the invitation' }),
    leadSubject: subjectText(TOKEN_FAMILIES.leadConfirmation, 'Subject after a form, e.g. "Thanks: we have your details"').meta({
      title: 'Subject after a form',
    }),
    leadBody: tokenText(
      TOKEN_FAMILIES.contactConfirmation,
      'The email after the contact form, plain text: what happens next and by when, the time as site.yaml promises.reply says it',
    ).meta({
      title: 'Text after a form',
    }),
    onboardingSubject: subjectText(
      TOKEN_FAMILIES.leadConfirmation,
      'Subject after the client onboarding questionnaire, e.g. "Thanks: your onboarding answers are in"',
    ).meta({ title: 'Subject after onboarding' }),
    onboardingBody: tokenText(
      TOKEN_FAMILIES.leadConfirmation,
      'The email after the onboarding questionnaire, plain text: what happens next and by when, the times as site.yaml promises (reply, kickoff) say them',
    ).meta({ title: 'Text after onboarding' }),
    bookingSubject: subjectText(TOKEN_FAMILIES.bookingConfirmation, 'Subject after a booking, e.g. "Booked: {meeting}, {time}"').meta({
      title: 'Subject after a booking',
    }),
    bookingBody: tokenText(
      TOKEN_FAMILIES.bookingConfirmation,
      'The email after a booking, plain text; {time} is in their time zone when known (office time beside), {place} is where to meet, {manageUrl} the link to move or cancel, {plan} when the free plan arrives (after the wizard; empty otherwise); the calendar invitation goes with it',
    ).meta({ title: 'Text after a booking' }),
    movedSubject: subjectText(TOKEN_FAMILIES.bookingConfirmation, 'Subject after a move, e.g. "Moved: {meeting}, now {time}"').meta({
      title: 'Subject after a move',
    }),
    movedBody: tokenText(
      TOKEN_FAMILIES.bookingConfirmation,
      'The email after a move, plain text; the updated invitation goes with it',
    ).meta({
      title: 'Text after a move',
    }),
    reassignedSubject: subjectText(
      TOKEN_FAMILIES.bookingReassigned,
      'Subject when staff give the call to another team member, e.g. "Update: your {meeting} on {time} is now with {host}"',
    ).meta({ title: 'Subject after a change of host' }),
    reassignedBody: tokenText(
      TOKEN_FAMILIES.bookingReassigned,
      'The email when staff give the call to another team member ({host}, same time), plain text; the updated invitation goes with it',
    ).meta({ title: 'Text after a change of host' }),
    cancelledSubject: subjectText(
      TOKEN_FAMILIES.bookingConfirmation,
      'Subject after a cancellation, e.g. "Cancelled: {meeting}, {time}"',
    ).meta({
      title: 'Subject after a cancellation',
    }),
    cancelledBody: tokenText(
      TOKEN_FAMILIES.bookingConfirmation,
      'The email after a cancellation, plain text; the cancellation goes with it so calendars remove the event',
    ).meta({ title: 'Text after a cancellation' }),
    length: tokenText(TOKEN_FAMILIES.meetingLength, 'A meeting\'s length, e.g. "{minutes} minutes"').meta({ title: 'Meeting length' }),
    videoPlace: tokenText(TOKEN_FAMILIES.videoPlace, 'Where a video call happens, e.g. "Video call: {joinUrl}"').meta({
      title: 'Video call place',
    }),
    phonePlace: tokenText(
      TOKEN_FAMILIES.phonePlace,
      'Where a phone call happens (also the calendar event\'s location), e.g. "Phone call: we call you on {phone}"',
    ).meta({ title: 'Phone call place' }),
    calendarDescription: tokenText(TOKEN_FAMILIES.bookingCalendar, 'The description of the calendar event, plain text').meta({
      title: 'Calendar event description',
    }),
    growthPlan: z
      .object({
        businessDays: z
          .number()
          .int()
          .min(1)
          .max(20)
          .describe(
            'The plan is sent within this many business days of finishing the wizard (weekends and content/booking.yaml holidays skipped)',
          )
          .meta({ title: 'Business days to send the plan' }),
        subject: subjectText(TOKEN_FAMILIES.growthPlan, 'Subject of the email to whoever finishes the growth-session wizard').meta({
          title: 'Email subject',
        }),
        body: tokenText(
          TOKEN_FAMILIES.growthPlan,
          'That email, plain text: what happens next and when the plan arrives ({due} is the date, {days} the business days)',
        ).meta({ title: 'Email text' }),
        staffLine: tokenText(
          TOKEN_FAMILIES.growthPlan,
          'First line of the staff notification of a finished wizard: the plan owed and by when',
        ).meta({ title: 'Line for staff' }),
        bookedLine: tokenText(
          TOKEN_FAMILIES.growthPlan,
          "The line {plan} of the booking and move emails of a finished wizard: when the plan arrives, {due} the time that holds (before the call when the call is sooner than the plan's usual time: site.yaml promises beforeCallMinutes)",
        ).meta({ title: 'Line in the booking email' }),
      })
      .strict()
      .describe('The free plan the growth-session wizard promises: the email that confirms it, and when it is owed')
      .meta({ title: 'Growth plan promise' }),
    manageLink: z
      .object({
        subject: subjectText(TOKEN_FAMILIES.manageLink, 'Subject, e.g. "Your link to move or cancel your {meeting}"').meta({
          title: 'Subject',
        }),
        body: tokenText(
          TOKEN_FAMILIES.manageLink,
          'The email, plain text; {time} is in their time zone (office time beside), {manageUrl} their personal link',
        ).meta({ title: 'Text' }),
      })
      .strict()
      .describe('The email staff send from the console to give a prospect their manage link again (they lost it)')
      .meta({ title: 'Manage link sent again' }),
    noShowRebook: z
      .object({
        subject: subjectText(TOKEN_FAMILIES.noShowRebook, 'Subject, e.g. "Sorry we missed you"').meta({ title: 'Subject' }),
        body: tokenText(
          TOKEN_FAMILIES.noShowRebook,
          'The email, plain text; {time} is the call they missed, {manageUrl} their booking, {scheduleUrl} the page to pick a new time',
        ).meta({ title: 'Text' }),
      })
      .strict()
      .describe('The email staff may send once from the console after a call is marked no-show, inviting the prospect to book again')
      .meta({ title: 'Rebooking after a missed call' }),
    hostAway: z
      .object({
        subject: subjectText(TOKEN_FAMILIES.hostAway, 'Subject, e.g. "Please pick a new time for your {meeting}"').meta({
          title: 'Subject',
        }),
        body: tokenText(
          TOKEN_FAMILIES.hostAway,
          'The email, plain text; {time} is the call that cannot go ahead, {manageUrl} their link to pick a new time',
        ).meta({ title: 'Text' }),
      })
      .strict()
      .describe(
        'The email staff may send once from the console when the host of a booked call has that day off, asking the prospect to pick a new time',
      )
      .meta({ title: 'Host away on the day of the call' }),
    reminders: RemindersSchema.optional(),
  })
  .strict()
  .describe(
    'Emails and text messages to the prospect (booking emails on by default), and the words of their calendar invitation. Staff are told of every lead either way.',
  )
  .meta({ title: 'Messages to the prospect' })
export type ProspectMessages = z.infer<typeof ProspectMessagesSchema>
