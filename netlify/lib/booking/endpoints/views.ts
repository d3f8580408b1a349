// A booking as the endpoints answer it: times in office time, the signed
// manage and calendar links, the manage page's view, and the calendar file.
import type { BookingCreatedResponse, ManagedBookingResponse, SlotTimes } from '../../../../schemas/booking-request.ts'
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import { bookingCalendar } from '../messages/booking-calendar.ts'
import { meetingPlace } from '../meeting-place.ts'
import { hostOf } from '../host-roster.ts'
import { findMeetingType } from '../slots.ts'
import { signToken, tokenExpiry } from '../token.ts'
import { formatZoned } from '../../../../schemas/office-time.ts'
import { site } from '../../../../src/generated/site.ts'
import { hostAddress } from '../messages/host-invitation.ts'
import { contactLabel, refusedBy, termsMessage } from '../terms.ts'
import type { BookingContext } from './context.ts'

export const typeNameOf = (ctx: BookingContext, type: string) => findMeetingType(ctx.settings, type)?.name ?? type

const times = (ctx: BookingContext, b: { start: string; end: string }): SlotTimes => ({
  start: formatZoned(new Date(b.start), ctx.tz),
  end: formatZoned(new Date(b.end), ctx.tz),
})

/** Where and how long: the join link or the number we call, and the meeting's length. */
function placeOf(ctx: BookingContext, b: StoredBooking): Pick<BookingCreatedResponse, 'place' | 'durationMinutes'> {
  const type = ctx.typeOf(b.type)
  const place = meetingPlace(type, b)
  return { ...(place ? { place } : {}), durationMinutes: type.durationMinutes }
}

/** The booking's manage page and calendar file, each carrying a fresh token. */
export function links(b: StoredBooking, origin: string, key: string) {
  const token = encodeURIComponent(signToken(b.bookingId, tokenExpiry(b.end), key))
  return { manageUrl: `${origin}/booking/manage/?token=${token}`, icsUrl: `${origin}/api/booking/ics?token=${token}` }
}

export const createdView = (ctx: BookingContext, b: StoredBooking, origin: string, key: string): BookingCreatedResponse => ({
  bookingId: b.bookingId,
  ...times(ctx, b),
  ...placeOf(ctx, b),
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
  ...placeOf(ctx, b),
  ...links(b, origin, key),
  ...(b.status === 'confirmed' ? { terms: termsView(ctx, b) } : {}),
})

/** Who the prospect contacts when a change is theirs no longer: the host at their own address, else the agency's. */
export function hostContact(ctx: BookingContext, b: StoredBooking): { name: string; email: string } {
  return { name: b.host ? hostOf(b.host).name : site.brand.name, email: hostAddress(b.host, ctx.env) ?? site.contact.email }
}

/** What the manage page may offer now (content/booking.yaml terms), and the words when a change is closed. */
function termsView(ctx: BookingContext, b: StoredBooking): NonNullable<ManagedBookingResponse['terms']> {
  const now = ctx.clock()
  const move = refusedBy(ctx.settings, b, 'move', now)
  const cancel = refusedBy(ctx.settings, b, 'cancel', now)
  const rule = move ?? cancel
  if (!rule) return { canMove: true, canCancel: true }
  const contact = hostContact(ctx, b)
  return {
    canMove: !move,
    canCancel: !cancel,
    message: termsMessage(ctx.settings, rule, contact.name),
    contact: { ...contact, label: contactLabel(ctx.settings, contact.name) },
  }
}

/** The booking's calendar file to import (the .ics download). */
export const calendarFile = (ctx: BookingContext, b: StoredBooking, manageUrl: string): string =>
  bookingCalendar({ booking: b, type: ctx.typeOf(b.type), manageUrl, method: 'PUBLISH' })
