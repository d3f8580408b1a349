// The site's outbox, wired once: recorded in the leads store (notifications live beside the leads),
// sent through this environment's channels, and checking a booking's state before each attempt at a
// reminder or a host-calendar write (booking/messages/still-wanted.ts). Every function, the console,
// the scheduled work and the CLI open the outbox and make their notifier here; outbox/ itself knows
// no domain (.dependency-cruiser.cjs). leads/ and conversions/ never import this file: the form
// functions and the console hand them this notifier (a lead's messages wait on no booking, and
// the check applies to none of them).
import { booking as bookingSettings } from '../../src/generated/booking.ts'
import type { Channel } from '../../schemas/notification.ts'
import type { Store } from './blobs.ts'
import { bookingStore, type BookingStore } from './booking/booking-store.ts'
import { bookingStillWanted } from './booking/messages/still-wanted.ts'
import { notificationStore } from './leads/lead-store.ts'
import { senders, type Sender } from './outbox/channels.ts'
import { notifierOver, type Notifier } from './outbox/notifier.ts'
import { outbox, type Outbox } from './outbox/outbox-store.ts'

type Env = Record<string, string | undefined>

export { notificationStore }
export { deliveriesSettled } from './outbox/notifier.ts'
export type { AfterAnswer, Notifier } from './outbox/notifier.ts'

/** The site's bookings, where a reminder's or a calendar write's booking is checked. */
const siteBookings = () => bookingStore(bookingSettings)

/**
 * The outbox over `store` (the leads store, or a test's). `bookings` is where a reminder's booking is
 * checked just before each attempt: by default the site's bookings store, opened on each use.
 */
export const openOutbox = (
  store: Store,
  env: Env = process.env,
  channelSenders: Record<Channel, Sender> = senders(env),
  bookings: () => BookingStore = siteBookings,
): Outbox => outbox(store, channelSenders, bookingStillWanted(bookings))

/** A notifier over the leads store (or `store`), with the bookings check: what the functions record and send through. */
export const notifier = (opts: { store?: () => Store; env?: Env } = {}): Notifier =>
  notifierOver({ store: opts.store ?? notificationStore, env: opts.env, stillWanted: bookingStillWanted(siteBookings) })

let shared: Notifier | undefined
/**
 * The process's one notifier for the lead forms, the console and the conversions, made on first use
 * (after the environment is read): locally every function shares one process, and one queue keeps a
 * burst of leads answered as fast as with nothing to send (outbox/notifier.ts).
 */
export const siteNotifier = (): Notifier => (shared ??= notifier())
