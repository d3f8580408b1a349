// Staff and the prospect are told of a booking, a move and a cancellation:
// recorded before the answer, sent after it (outbox/notifier.ts). Each message
// carries the calendar invitation (iTIP, RFC 5546): a REQUEST on a booking and
// on each move (same UID, higher SEQUENCE), a CANCEL on a cancellation, so both
// calendars add, move and remove the event by themselves. A change of host (staff's
// reassign, or a move the host could not keep) also sends the old host a CANCEL and
// takes the event out of their calendar; a reassign, which staff made themselves,
// sends no staff mailbox message: the old host's CANCEL, the new host's REQUEST and
// the prospect's update. The prospect's booking emails are on unless
// content/prospect-messages.yaml bookingEmails is false.
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import { prospectMessages } from '../../../../src/generated/prospect-messages.ts'
import { staffConsole } from '../../../../src/generated/staff-console.ts'
import { bookingCalendar, hostSummary } from '../messages/booking-calendar.ts'
import { hostInvitationRequest } from '../messages/host-invitation.ts'
import { bookingLeadFacts } from '../messages/booking-lead.ts'
import { staffRecipients, writableCalendar } from '../../outbox/channels.ts'
import { bookingMessage, planLine, prospectBookingMessage, type BookedCall, type LeadFacts } from '../messages/compose-booking.ts'
import type { AfterAnswer } from '../../outbox/notifier.ts'
import type { NotifyRequest } from '../../outbox/outbox-store.ts'
import { siteUrl } from '../../site-url.ts'
import { meetingPlace } from '../meeting-place.ts'
import { bookingSecret } from '../token.ts'
import { hostOf } from '../host-roster.ts'
import type { BookingContext } from './context.ts'
import { links } from './views.ts'
import { bookAgainUrl } from '../lead-route.ts'
import { isEmptied } from '../store/revisions.ts'
import { zonedDate } from '../../../../schemas/office-time.ts'
import { keepAdsChoice, scheduleConversionRequests } from '../../conversions/record-conversion.ts'

type BookingEvent = 'booking' | 'booking-moved' | 'booking-reassigned' | 'booking-cancelled'

/** The event a stored revision stands for (the sweep tells a revision its process left untold). */
export const eventOfChange = (change: StoredBooking['change']): BookingEvent =>
  change === 'created'
    ? 'booking'
    : change === 'cancelled'
      ? 'booking-cancelled'
      : change === 'reassigned'
        ? 'booking-reassigned'
        : 'booking-moved'

/** The manage link the invitation and the prospect's email carry (the endpoints checked the secret already). */
function manageUrlOf(ctx: BookingContext, b: StoredBooking): string {
  const secret = bookingSecret(ctx.env)
  return secret.ok ? links(b, siteUrl(ctx.env), secret.secret).manageUrl : `${siteUrl(ctx.env)}/booking/manage/`
}

/** The call as the messages word it: its type's name and length, its place and host. */
function bookedCall(ctx: BookingContext, b: StoredBooking, calendarUnchecked?: boolean): BookedCall {
  const type = ctx.typeOf(b.type)
  return {
    ...b,
    typeName: type.name,
    durationMinutes: type.durationMinutes,
    place: meetingPlace(type, b),
    hostName: b.host ? hostOf(b.host).name : undefined,
    calendarUnchecked,
  }
}

/** The page to book again after a cancellation (lead-route.ts bookAgainUrl); the type's own page when the lead cannot be read. */
async function bookAgain(ctx: BookingContext, b: StoredBooking): Promise<string> {
  const page = `${siteUrl(ctx.env)}${ctx.typeOf(b.type).page.replace(/\/?$/, '/')}`
  try {
    const made = b.leadId ? b : await ctx.store().revision(b.bookingId, 1)
    return await bookAgainUrl(ctx.settings, { type: b.type, leadId: made?.leadId }, ctx.env)
  } catch (error) {
    console.error(`[booking] ${b.bookingId}: its lead not read for the link to book again:`, error instanceof Error ? error.message : error)
    return page
  }
}

/** What every message of a booking is filed under in the outbox. */
const filedUnder = (b: StoredBooking) => ({ form: 'booking', leadId: b.leadId, bookingId: b.bookingId, email: b.email })

/**
 * Records the messages of a booking event. Of an erased booking (every revision emptied of the person:
 * the scheduled work settling a change its process left, after the erase) only the cancellation is
 * told, and only to the host's side (staff, the host's own invitation, the host's calendar), naming
 * nobody; the prospect gets nothing, and a booking or move of theirs no longer matters to anyone.
 */
export async function tell(
  ctx: BookingContext,
  event: BookingEvent,
  given: StoredBooking,
  context?: AfterAnswer,
  change: {
    previousStart?: string
    /** The host of the revision before: when it is not this one's, they are told it is off their calendar. */
    previousHost?: string
    manageUrl?: string
    /** The lead's facts, when the caller started reading them earlier (book.ts, beside making the booking). */
    lead?: Promise<LeadFacts | undefined>
    /** The host's calendar could not be read when the time was claimed: their cached busy times were used. */
    calendarUnchecked?: boolean
  } = {},
): Promise<void> {
  const erased = isEmptied(given)
  if (erased && event !== 'booking-cancelled') return
  const b = erased ? { ...given, name: staffConsole.erasedBooking.name } : given
  const type = ctx.typeOf(b.type)
  const manageUrl = change.manageUrl ?? manageUrlOf(ctx, b)
  const call: BookedCall = bookedCall(ctx, b, change.calendarUnchecked)
  const method: 'REQUEST' | 'CANCEL' = event === 'booking-cancelled' ? 'CANCEL' : 'REQUEST'
  const invitation = (staff?: ReturnType<typeof staffRecipients>) => ({
    method,
    content: bookingCalendar({ booking: b, type, manageUrl, method, staff }),
  })
  // A booking once; each move or change of host by its revision; a cancellation once.
  const key = event === 'booking-moved' || event === 'booking-reassigned' ? `${b.bookingId}:${b.revision}` : b.bookingId
  const base = filedUnder(b)
  // A cancelled booking keeps no lead id; its email needs no answers.
  const lead = event === 'booking-cancelled' ? undefined : await (change.lead ?? bookingLeadFacts(b.leadId))
  const staffMessage: NotifyRequest = {
    ...base,
    key,
    // A change of host is filed as a move: the same time, another host.
    event: event === 'booking-reassigned' ? 'booking-moved' : event,
    message: await ctx.staffLink(
      { ...bookingMessage(event, call, ctx.tz, change.previousStart, lead), calendar: invitation(staffRecipients(ctx.env)) },
      // The person's page in the staff console, when the functions gave its link (the booking was indexed as it was stored).
      { lead: b.leadId ? `growth-session/${b.leadId}` : undefined, email: b.email },
      ctx.env,
    ),
  }
  // Staff made a reassign themselves: the hosts and the prospect hear of it, the shared mailbox does not.
  const requests: NotifyRequest[] = event === 'booking-reassigned' ? [] : [staffMessage]
  // The host's own address, when STAFF_EMAILS ties one to them: their invitation, titled with the prospect.
  const forHost = staffMessage.message && hostInvitationRequest(ctx.env, b, type, event, manageUrl, staffMessage.message)
  if (forHost) requests.push({ ...base, ...forHost })
  // The host it was taken from: a CANCEL at their address, the event out of their calendar.
  const released = change.previousHost && change.previousHost !== b.host && event !== 'booking-cancelled' ? change.previousHost : undefined
  const theirs: StoredBooking | undefined = released ? { ...b, host: released } : undefined
  const forOldHost =
    theirs && staffMessage.message && hostInvitationRequest(ctx.env, theirs, type, 'booking-cancelled', manageUrl, staffMessage.message)
  if (forOldHost) requests.push({ ...base, ...forOldHost, key: `${b.bookingId}:${b.revision}:released:host` })
  // After a cancellation, where to book again: their routed call's page, for their lead (a cancel keeps no lead id: the booking as made has it).
  if (event === 'booking-cancelled' && prospectMessages.bookingEmails && !erased) call.scheduleUrl = await bookAgain(ctx, b)
  if (prospectMessages.bookingEmails && !erased)
    requests.push({
      ...base,
      // Its own key per event: the booking's, each move's, the cancellation's.
      key: event === 'booking-cancelled' ? `${b.bookingId}:cancelled` : key,
      event: 'prospect-confirmation',
      message: prospectBookingMessage(event, call, ctx.tz, manageUrl, invitation(), planLine(lead, b.start, ctx.tz)),
    })
  if (theirs && writableCalendar(theirs.host, ctx.env))
    requests.push({
      ...base,
      key: `${b.bookingId}:${b.revision}:released`,
      event: 'host-calendar',
      host: theirs.host,
      revision: b.revision,
      write: {
        method: 'CANCEL',
        content: bookingCalendar({ booking: theirs, type, manageUrl, method: 'STORE', summary: hostSummary(type, b) }),
        summary: hostSummary(type, b),
      },
    })
  // Into the host's own calendar when it takes writes (CalDAV): the event as the calendar keeps it.
  if (writableCalendar(b.host, ctx.env))
    requests.push({
      ...base,
      key: `${b.bookingId}:${b.revision}`,
      event: 'host-calendar',
      host: b.host,
      revision: b.revision,
      // A write, not a message: the event, and a summary staff read in `leads -- notifications`.
      write: {
        method,
        content: bookingCalendar({ booking: b, type, manageUrl, method: 'STORE', summary: hostSummary(type, b) }),
        summary: hostSummary(type, b),
      },
    })
  // A booking made is a Schedule conversion: recorded with its messages, so the sweep that tells a booking records it too.
  // Its visitor's refusal of ad platforms is kept first: no conversion of theirs from another visit goes after it.
  if (event === 'booking') {
    await keepAdsChoice(b.email, b.ads)
    requests.push(...scheduleConversionRequests(b))
  }
  return ctx.notifier().notify(requests, context)
}

/**
 * The booking's confirmation (with its invitation and manage link) emailed again to its own address, when
 * the same email asks for a second booking of the type (endpoints/already-booked.ts): once per booking and
 * office day, by its key, however often it is asked.
 */
export async function resendLink(ctx: BookingContext, b: StoredBooking, context?: AfterAnswer): Promise<void> {
  if (!prospectMessages.bookingEmails) return
  const manageUrl = manageUrlOf(ctx, b)
  const invitation = {
    method: 'REQUEST' as const,
    content: bookingCalendar({ booking: b, type: ctx.typeOf(b.type), manageUrl, method: 'REQUEST' }),
  }
  const day = zonedDate(ctx.clock(), ctx.tz)
  return ctx.notifier().notify(
    [
      {
        ...filedUnder(b),
        key: `${b.bookingId}:link-again:${day}`,
        event: 'prospect-confirmation',
        message: prospectBookingMessage(b.revision === 1 ? 'booking' : 'booking-moved', bookedCall(ctx, b), ctx.tz, manageUrl, invitation),
      },
    ],
    context,
  )
}
