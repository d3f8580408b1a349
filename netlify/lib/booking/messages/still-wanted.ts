// Asked just before each attempt at a notification that stands for a booking's
// state at one moment: whether that state still holds. A reminder for a start
// the booking no longer has, or a host-calendar write a later change has
// superseded, is removed unsent (outbox.ts): sent late, the one would remind of
// a time that is gone, the other would put back an event a later change moved
// or removed. Every other notification is always wanted.
import type { StillWanted } from '../../outbox/outbox-store.ts'
import type { BookingStore } from '../booking-store.ts'
import { reminderStillOwed } from './reminder-times.ts'

/** The check the outbox is given (outbox-store.ts StillWanted), over the bookings store. */
export const stillWanted = (bookings: () => BookingStore): StillWanted => ({
  appliesTo: (n) => Boolean(n.reminder) || n.event === 'host-calendar',
  async wanted(n, now) {
    if (!n.bookingId) return false
    const b = await bookings().get(n.bookingId)
    if (n.event === 'host-calendar') return !!b && b.revision === n.revision
    return n.reminder ? reminderStillOwed(b, n.reminder, now) : true
  },
})
