// The prospect's emails that staff send from the console
// (booking/staff-actions.ts): their manage link again, and the invitation to
// book again after a call marked no-show, or to pick a new time when its host is away that day. Words from
// content/prospect-messages.yaml (manageLink, noShowRebook, hostAway), the time in the
// prospect's zone with office time beside, as in every booking email. Pure.
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import type { NotificationMessage } from '../../../../schemas/notification.ts'
import { fillTokens } from '../../../../schemas/tokens.ts'
import { prospectMessages } from '../../../../src/generated/prospect-messages.ts'
import { site } from '../../../../src/generated/site.ts'
import { plainHtml } from '../../outbox/message-layout.ts'
import { prospectTime } from './compose-booking.ts'

interface Facts {
  booking: Pick<StoredBooking, 'email' | 'start' | 'timeZone'>
  typeName: string
  /** The office time zone. */
  tz: string
  manageUrl: string
}

function email(copy: { subject: string; body: string }, f: Facts, extra: Record<string, string> = {}): NotificationMessage {
  // Nothing the visitor typed (tokens.ts VISITOR_TOKENS).
  const values = {
    meeting: f.typeName,
    time: prospectTime(f.booking.start, f.tz, f.booking.timeZone),
    manageUrl: f.manageUrl,
    ...extra,
  }
  const text = fillTokens(copy.body, values)
  return { subject: fillTokens(copy.subject, values), text, html: plainHtml(text), to: f.booking.email, replyTo: site.contact.email }
}

/** Their manage link again (prospect-messages.yaml manageLink). */
export const manageLinkMessage = (f: Facts): NotificationMessage => email(prospectMessages.manageLink, f)

/** Their host is away on the day of their call: pick a new time (prospect-messages.yaml hostAway). */
export const hostAwayMessage = (f: Facts): NotificationMessage => email(prospectMessages.hostAway, f)

/** After a missed call: book again (prospect-messages.yaml noShowRebook); `scheduleUrl` is the meeting type's booking page. */
export const noShowRebookMessage = (f: Facts & { scheduleUrl: string }): NotificationMessage =>
  email(prospectMessages.noShowRebook, f, { scheduleUrl: f.scheduleUrl })
