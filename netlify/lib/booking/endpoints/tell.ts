// Staff, and optionally the prospect, are told of a booking, a move and a
// cancellation: recorded before the answer, sent after it (notify/notifier.ts).
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import { site } from '../../../../src/generated/site.ts'
import { bookingMessage, prospectBookingMessage } from '../../notify/compose.ts'
import type { AfterAnswer } from '../../notify/notifier.ts'
import type { NotifyRequest } from '../../notify/outbox.ts'
import { hostOf } from '../hosts.ts'
import type { BookingContext } from './context.ts'
import { calendarFile, typeNameOf } from './views.ts'

export type BookingEvent = 'booking' | 'booking-moved' | 'booking-cancelled'

export function tell(
  ctx: BookingContext,
  event: BookingEvent,
  b: StoredBooking,
  context?: AfterAnswer,
  change: { previousStart?: string; manageUrl?: string } = {},
): Promise<void> {
  const typeName = typeNameOf(ctx, b.type)
  const hostName = b.host ? hostOf(b.host).name : undefined
  const base = {
    // A booking once; each move by its revision; a cancellation once.
    key: event === 'booking-moved' ? `${b.bookingId}:${b.revision}` : b.bookingId,
    form: 'booking',
    leadId: b.leadId,
    bookingId: b.bookingId,
    email: b.email,
  }
  const requests: NotifyRequest[] = [
    { ...base, event, message: bookingMessage(event, { ...b, typeName, hostName }, ctx.tz, change.previousStart) },
  ]
  // The optional confirmation to the prospect, with the calendar file (site.yaml prospectConfirmation).
  const { manageUrl } = change
  if (event === 'booking' && manageUrl && site.prospectConfirmation.enabled)
    requests.push({
      ...base,
      event: 'prospect-confirmation',
      message: prospectBookingMessage({ ...b, typeName }, ctx.tz, manageUrl, calendarFile(ctx, b, manageUrl)),
    })
  return ctx.notifier().notify(requests, context)
}
