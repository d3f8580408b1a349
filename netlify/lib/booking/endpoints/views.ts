// A booking as the endpoints answer it: times in office time, the signed
// manage and calendar links, the manage page's view, and the calendar file.
import type { BookingCreatedResponse, ManagedBookingResponse, SlotTimes } from '../../../../schemas/booking-request.ts'
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import { site } from '../../../../src/generated/site.ts'
import { icsCalendar } from '../ics.ts'
import { hostOf } from '../hosts.ts'
import { findMeetingType } from '../slots.ts'
import { signToken, tokenExpiry } from '../token.ts'
import { formatZoned } from '../zoned-time.ts'
import type { BookingContext } from './context.ts'

const host = new URL(site.baseUrl).host

export const typeNameOf = (ctx: BookingContext, type: string) => findMeetingType(ctx.settings, type)?.name ?? type

const times = (ctx: BookingContext, b: { start: string; end: string }): SlotTimes => ({
  start: formatZoned(new Date(b.start), ctx.tz),
  end: formatZoned(new Date(b.end), ctx.tz),
})

/** The booking's manage page and calendar file, each carrying a fresh token. */
export function links(b: StoredBooking, origin: string, key: string) {
  const token = encodeURIComponent(signToken(b.bookingId, tokenExpiry(b.end), key))
  return { manageUrl: `${origin}/booking/manage/?token=${token}`, icsUrl: `${origin}/api/booking/ics?token=${token}` }
}

export const createdView = (ctx: BookingContext, b: StoredBooking, origin: string, key: string): BookingCreatedResponse => ({
  bookingId: b.bookingId,
  ...times(ctx, b),
  ...links(b, origin, key),
  ...(b.host ? { host: hostOf(b.host) } : {}),
})

export const managedView = (ctx: BookingContext, b: StoredBooking, origin: string, key: string): ManagedBookingResponse => ({
  bookingId: b.bookingId,
  type: b.type,
  typeName: typeNameOf(ctx, b.type),
  name: b.name,
  ...times(ctx, b),
  status: b.status,
  timezone: ctx.tz,
  ...links(b, origin, key),
})

/** The booking's calendar file (the .ics download, and the prospect's confirmation). */
export function calendarFile(ctx: BookingContext, b: StoredBooking, manageUrl: string): string {
  const typeName = typeNameOf(ctx, b.type)
  const brand = site.brand.name
  return icsCalendar({
    uid: `${b.bookingId}@${host}`,
    sequence: b.revision - 1,
    stamp: new Date(b.updatedAt),
    start: new Date(b.start),
    end: new Date(b.end),
    summary: `${typeName} with ${brand}`,
    description: [
      `Your ${typeName.toLowerCase()} with ${brand}.`,
      b.status === 'cancelled' ? 'This meeting was cancelled.' : `To move or cancel it: ${manageUrl}`,
      `Questions: ${site.contact.phone} or ${site.contact.email}`,
    ].join('\n'),
    url: manageUrl,
    organizer: { name: brand, email: site.contact.email },
    attendee: { name: b.name, email: b.email },
    status: b.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    productId: `-//${brand}//Booking//EN`,
  })
}
