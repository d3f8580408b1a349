// What staff and the prospect read of a booking, a move and a cancellation:
// staff get the office time with the prospect's own beside it, the length,
// where to meet, and who the lead is (company, answers), what the visitor typed
// quoted and never a link (outbox/message-layout.ts); the prospect gets content/prospect-messages.yaml's words in their own
// time zone. The calendar invitation each carries is made by the caller
// (booking/booking-calendar.ts). Pure.
import { formatPhone } from '../../../../schemas/phone.ts'
import type { Place } from '../../../../schemas/booking-request.ts'
import type { NotificationMessage } from '../../../../schemas/notification.ts'
import { fillTokens } from '../../../../schemas/tokens.ts'
import { prospectMessages } from '../../../../src/generated/prospect-messages.ts'
import { site } from '../../../../src/generated/site.ts'
import { lengthText, placeText } from './booking-calendar.ts'
import { bookingRows } from '../../leads/compose-lead.ts'
import { planDue } from '../../leads/compose-plan.ts'
import { message, plainHtml, type Row } from '../../outbox/message-layout.ts'
import { isNightIn, otherZone, readableTime } from '../../../../schemas/office-time.ts'

export interface BookedCall {
  bookingId: string
  typeName: string
  start: string
  name: string
  email: string
  phone?: string
  notes?: string
  leadId?: string
  /** The prospect's own IANA zone, from their browser. */
  timeZone?: string
  /** Where they book again (after a cancellation): their routed call's page with their lead's reference (lead-route.ts). */
  scheduleUrl?: string
  durationMinutes?: number
  /** Where it happens (meeting-place.ts), when it can be said. */
  place?: Place | null
  /** The name of the team member who takes the call. */
  hostName?: string | undefined
  /** Their calendar could not be read when the time was claimed: the last cached busy times decided. */
  calendarUnchecked?: boolean | undefined
}

/** What the lead the booking belongs to told us (booking/booking-lead.ts). */
export interface LeadFacts {
  company?: string
  answers: readonly Row[]
  /** A finished wizard's last save (ISO): its free plan is owed, and the booking's email says by when (compose-plan.ts). */
  planFrom?: string
}

/** The time as the prospect reads it: in their zone when known, office time beside. */
export function prospectTime(iso: string, officeZone: string, theirZone: string | undefined): string {
  const theirs = otherZone(officeZone, theirZone)
  return theirs ? `${readableTime(iso, theirs)} (${readableTime(iso, officeZone)})` : readableTime(iso, officeZone)
}

/** Where, as staff act on it: the link to join, or the number to call. */
const placeRows = (place: Place | null | undefined): Row[] =>
  !place
    ? []
    : place.kind === 'video'
      ? [['Join link', place.url, place.url]]
      : [['Phone call', `We call ${place.number}`, `tel:${place.number}`]]

const BOOKING_VERBS = {
  booking: 'booked',
  'booking-moved': 'moved',
  'booking-reassigned': 'reassigned',
  'booking-cancelled': 'cancelled',
} as const

/** A booking event's notification: made, moved (with the old time) or cancelled. */
export function bookingMessage(
  event: keyof typeof BOOKING_VERBS,
  b: BookedCall,
  timeZone: string,
  previousStart?: string,
  lead?: LeadFacts,
): NotificationMessage {
  const when = readableTime(b.start, timeZone)
  // The meeting, the time and the booking id: what the visitor typed is only in the quoted rows below.
  const subject = {
    booking: `New booking: ${b.typeName}, ${when} (booking ${b.bookingId})`,
    'booking-moved': `Booking moved: ${b.typeName}, now ${when} (booking ${b.bookingId})`,
    'booking-reassigned': `Call given to ${b.hostName ?? 'another host'}: ${b.typeName}, ${when} (booking ${b.bookingId})`,
    'booking-cancelled': `Booking cancelled: ${b.typeName}, was ${when} (booking ${b.bookingId})`,
  }[event]
  const rows: Row[] = [
    ['Name', b.name],
    ...(lead?.company ? ([['Company', lead.company]] as const) : []),
    // None once erased.
    ...(b.email ? ([['Email', b.email]] as const) : []),
    ...(b.phone ? ([['Phone', formatPhone(b.phone)]] as const) : []),
    ...(b.notes ? ([['Notes', b.notes]] as const) : []),
  ]
  const theirZone = otherZone(timeZone, b.timeZone)
  const booking = bookingRows({
    bookingId: b.bookingId,
    typeName: b.typeName,
    when,
    previously: previousStart ? readableTime(previousStart, timeZone) : undefined,
    status: event === 'booking-cancelled' ? 'Cancelled' : 'Confirmed',
  })
  booking.splice(
    2,
    0,
    ...(theirZone
      ? ([
          [
            'Their time',
            `${readableTime(b.start, theirZone)} (${theirZone})${isNightIn(b.start, theirZone) ? ': night-time where they are, worth checking' : ''}`,
          ],
        ] as const)
      : []),
    ...(b.durationMinutes ? ([['Length', `${b.durationMinutes} minutes`]] as const) : []),
    ...placeRows(b.place),
  )
  const leadNote = b.leadId ? ` (lead ${b.leadId})` : ''
  return message(
    subject,
    event === 'booking-reassigned'
      ? `Staff gave this ${b.typeName.toLowerCase()} to ${b.hostName ?? 'another host'}${leadNote}: same time. What the visitor typed is quoted below.`
      : `A visitor ${BOOKING_VERBS[event]} a ${b.typeName.toLowerCase()} on the ${site.brand.name} website${leadNote}. What they typed is quoted below.`,
    [
      { heading: 'Who', rows, quoted: true },
      {
        heading: 'Booking',
        rows: [
          ...(b.hostName ? ([['Host', b.hostName]] as const) : []),
          ...(b.calendarUnchecked
            ? ([
                [
                  'Host calendar',
                  'Could not be read when this was booked; the busy times from its last refresh were used. Check for a clash.',
                ],
              ] as const)
            : []),
          ...booking,
        ],
      },
      { heading: 'Their answers', rows: lead?.answers ?? [], quoted: true },
    ],
    b.email,
  )
}

const PROSPECT_COPY = {
  booking: ['bookingSubject', 'bookingBody'],
  'booking-moved': ['movedSubject', 'movedBody'],
  'booking-reassigned': ['reassignedSubject', 'reassignedBody'],
  'booking-cancelled': ['cancelledSubject', 'cancelledBody'],
} as const

/**
 * The line of a booking or move email that says when a finished wizard's free plan arrives: the time
 * that holds with this call (before it when it is sooner than the plan's usual time), or '' without a plan.
 */
export function planLine(lead: LeadFacts | undefined, callStart: string, timeZone: string): string {
  if (!lead?.planFrom) return ''
  const due = planDue(new Date(lead.planFrom), [callStart])
  return fillTokens(prospectMessages.growthPlan.bookedLine, {
    due: readableTime(due.toISOString(), timeZone),
    days: prospectMessages.growthPlan.businessDays,
  })
}

/**
 * The prospect's email of a booking event (content/prospect-messages.yaml), carrying the
 * calendar invitation: REQUEST on a booking or a move, CANCEL on a cancellation.
 */
export function prospectBookingMessage(
  event: keyof typeof BOOKING_VERBS,
  b: BookedCall,
  timeZone: string,
  manageUrl: string,
  calendar: NonNullable<NotificationMessage['calendar']>,
  plan = '',
): NotificationMessage {
  const c = prospectMessages
  const [subject, body] = PROSPECT_COPY[event]
  // Nothing the visitor typed: the address is theirs to choose (tokens.ts VISITOR_TOKENS).
  const values = {
    meeting: b.typeName,
    time: prospectTime(b.start, timeZone, b.timeZone),
    length: b.durationMinutes ? lengthText(b.durationMinutes) : '',
    place: b.place ? placeText(b.place) : '',
    manageUrl,
    // When the free plan arrives, after a finished wizard (planLine), else nothing.
    plan,
    host: b.hostName ?? site.brand.name,
    scheduleUrl: b.scheduleUrl ?? '',
  }
  // A place that cannot be said leaves no run of empty lines behind.
  const text = fillTokens(c[body], values).replace(/\n{3,}/g, '\n\n')
  return { subject: fillTokens(c[subject], values), text, html: plainHtml(text), to: b.email, replyTo: site.contact.email, calendar }
}
