// The outbox as the site opens it: in the leads store (notifications live beside the leads), and
// checking a booking's state before each attempt at a reminder or a host-calendar write
// (stillWanted below). The functions' booking endpoints, the scheduled work and the staff CLI use it.
import type { Store } from '../../blobs.ts'
import { booking as bookingSettings } from '../../../../src/generated/booking.ts'
import { notificationStore } from '../../leads/lead-store.ts'
import { senders, type Sender } from '../../outbox/channels.ts'
import { notifier as outboxNotifier, openOutbox as openAnyOutbox, type Notifier } from '../../outbox/notifier.ts'
import type { Outbox, StillWanted } from '../../outbox/outbox-store.ts'
import type { Channel } from '../../../../schemas/notification.ts'
import { bookingStore, type BookingStore } from '../booking-store.ts'
import { reminderStillOwed } from './reminder-times.ts'

type Env = Record<string, string | undefined>

export { notificationStore }

/**
 * Asked just before each attempt at a notification that stands for a booking's state at one moment:
 * whether that state still holds. A reminder for a start the booking no longer has, or a host-calendar
 * write a later change has superseded, is removed unsent (outbox-store.ts): sent late, the one would
 * remind of a time that is gone, the other would put back an event a later change moved or removed.
 * Every other notification is always wanted.
 */
const stillWanted = (bookings: () => BookingStore): StillWanted => ({
  appliesTo: (n) => Boolean(n.reminder) || n.event === 'host-calendar',
  async wanted(n, now) {
    if (!n.bookingId) return false
    const b = await bookings().get(n.bookingId)
    if (n.event === 'host-calendar') return !!b && b.revision === n.revision
    return n.reminder ? reminderStillOwed(b, n.reminder, now) : true
  },
})
export { deliveriesSettled } from '../../outbox/notifier.ts'

/**
 * The outbox over the leads store. `bookings` is where a reminder's booking is checked just before each
 * attempt (reminder-times.ts): in a function, the site's bookings store, opened on each use (on Netlify the
 * Blobs context comes with each invocation).
 */
export const openOutbox = (
  store: Store,
  env: Env = process.env,
  channelSenders: Record<Channel, Sender> = senders(env),
  bookings: () => BookingStore = () => bookingStore(bookingSettings),
): Outbox => openAnyOutbox(store, env, channelSenders, stillWanted(bookings))

/** The notifier of the booking endpoints: the leads store (or `store`), with the bookings check. */
export const notifier = (opts: { store?: () => Store; env?: Env } = {}): Notifier =>
  outboxNotifier({ store: opts.store ?? notificationStore, env: opts.env, stillWanted: stillWanted(() => bookingStore(bookingSettings)) })
