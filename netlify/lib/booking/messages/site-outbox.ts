// The outbox as the site opens it: in the leads store (notifications live beside the leads), and
// checking a booking's state before each attempt at a reminder or a host-calendar write
// (still-wanted.ts). The functions' booking endpoints, the scheduled work and the staff CLI use it.
import type { Store } from '../../blobs.ts'
import { booking as bookingSettings } from '../../../../src/generated/booking.ts'
import { notificationStore } from '../../leads/lead-store.ts'
import { senders, type Sender } from '../../outbox/channels.ts'
import { notifier as outboxNotifier, openOutbox as openAnyOutbox, type Notifier } from '../../outbox/notifier.ts'
import type { Outbox } from '../../outbox/outbox-store.ts'
import type { Channel } from '../../../../schemas/notification.ts'
import { bookingStore, type BookingStore } from '../booking-store.ts'
import { stillWanted } from './still-wanted.ts'

type Env = Record<string, string | undefined>

export { notificationStore }
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
