// Booking's check that a notification standing for a booking's state at one moment still holds,
// asked by the outbox just before each attempt. The site's outbox is wired with it in
// netlify/lib/site-outbox.ts (outbox/ knows no booking, so the check is handed to it there).
import type { StillWanted } from '../../outbox/outbox-store.ts'
import type { BookingStore } from '../booking-store.ts'
import { reminderStillOwed } from './reminder-times.ts'

/**
 * Whether that state still holds. A reminder for a start the booking no longer has, or a host-calendar
 * write a later change has superseded, is removed unsent (outbox-store.ts): sent late, the one would
 * remind of a time that is gone, the other would put back an event a later change moved or removed.
 * Every other notification is always wanted. `bookings` is opened on each use (on Netlify the Blobs
 * context comes with each invocation).
 */
export const bookingStillWanted = (bookings: () => BookingStore): StillWanted => ({
  appliesTo: (n) => Boolean(n.reminder) || n.event === 'host-calendar',
  async wanted(n, now) {
    if (!n.bookingId) return false
    const b = await bookings().get(n.bookingId)
    if (n.event === 'host-calendar') return !!b && b.revision === n.revision
    return n.reminder ? reminderStillOwed(b, n.reminder, now) : true
  },
})
