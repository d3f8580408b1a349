// The host's own invitation: when STAFF_EMAILS ties an address to the
// booking's host (`olivia@harbourline.com.au=olivia-hartley`), that address
// gets the invitation too, as an attendee, with the prospect's name as the
// event's title, so the call lands in the host's own calendar (Google, Outlook,
// Apple accept an iTIP REQUEST sent to an attendee) and moves or goes with
// each change: same UID, higher SEQUENCE, CANCEL. Without such an address the
// host is only named on the shared mailbox's event, as before.
// STAFF_EMAILS is the staff console's allow-list (netlify/lib/staff/staff-auth.ts
// reads who may sign in); only the `address=host` pairs matter here. Pure.
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import type { MeetingType } from '../../../../schemas/booking-settings.ts'
import type { NotificationMessage } from '../../../../schemas/notification.ts'
import type { NotifyRequest } from '../../outbox/outbox-store.ts'
import { hostOf } from '../host-roster.ts'
import { bookingCalendar, hostSummary } from './booking-calendar.ts'

type Env = Record<string, string | undefined>

/** The address STAFF_EMAILS ties to this host (the first, lower-cased), if any. */
export function hostAddress(hostId: string | undefined, env: Env = process.env): string | undefined {
  if (!hostId) return undefined
  for (const entry of (env.STAFF_EMAILS ?? '').split(',')) {
    const [address = '', member] = entry.split('=').map((s) => s.trim())
    if (member === hostId && /^[^\s@]+@[^\s@]+$/.test(address)) return address.toLowerCase()
  }
  return undefined
}

/**
 * The host's copy of a booking event's staff message, carrying their own invitation, or null when no
 * address is tied to the host. `staffMessage` is what the shared mailbox gets (the same facts).
 */
export function hostInvitationRequest(
  env: Env,
  b: StoredBooking,
  type: MeetingType,
  event: 'booking' | 'booking-moved' | 'booking-reassigned' | 'booking-cancelled',
  manageUrl: string,
  staffMessage: NotificationMessage,
): Omit<NotifyRequest, 'form'> | null {
  const email = hostAddress(b.host, env)
  if (!email) return null
  const method = event === 'booking-cancelled' ? 'CANCEL' : 'REQUEST'
  const host = { name: hostOf(b.host!).name, email }
  return {
    event: 'host-invitation',
    // One per event: the booking, each move (its revision), the cancellation.
    key: `${b.bookingId}:${b.revision}:${event}:host`,
    leadId: b.leadId,
    bookingId: b.bookingId,
    email: b.email,
    message: {
      ...staffMessage,
      to: email,
      calendar: { method, content: bookingCalendar({ booking: b, type, manageUrl, method, staff: [host], summary: hostSummary(type, b) }) },
    },
  }
}
