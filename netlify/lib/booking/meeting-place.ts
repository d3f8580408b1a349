// Where a booked call happens, from its meeting type (content/booking.yaml
// `location`) and the booking: the one answer the confirmation, the manage
// page, the emails, the reminders and the calendar files all give. Pure.
import { randomBytes } from 'node:crypto'
import type { StoredBooking } from '../../../schemas/booking-record.ts'
import type { MeetingType } from '../../../schemas/booking-settings.ts'
import type { Place } from '../../../schemas/booking-request.ts'

export type { Place }

/**
 * A new room name: 128 random bits, so a room cannot be found by guessing
 * (Jitsi rooms are open to whoever has the name). Letters and digits only:
 * some calendar apps cut a link at a hyphen or underscore when they linkify it.
 */
export const newRoomName = (prefix: string): string =>
  `${prefix.replace(/[^A-Za-z0-9]/g, '')}${BigInt(`0x${randomBytes(16).toString('hex')}`).toString(36)}`

/** The room a new booking of this type gets, or none when its type has no rooms. */
export const roomFor = (type: MeetingType, prefix: string): string | undefined =>
  type.location.kind === 'video-room' ? newRoomName(prefix) : undefined

/**
 * Where this booking happens, or null when it cannot be said: a phone call
 * without a number (booked before the type needed one), a room booking made
 * before rooms existed.
 */
export function meetingPlace(type: MeetingType, b: Pick<StoredBooking, 'room' | 'phone'>): Place | null {
  const at = type.location
  switch (at.kind) {
    case 'video-room':
      return b.room ? { kind: 'video', url: `${at.roomServer.replace(/\/+$/, '')}/${encodeURIComponent(b.room)}` } : null
    case 'video-link':
      return at.link ? { kind: 'video', url: at.link } : null
    case 'phone':
      return b.phone ? { kind: 'phone', number: b.phone } : null
  }
}
