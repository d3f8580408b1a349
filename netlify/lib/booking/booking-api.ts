// The booking API behind the functions in netlify/functions/booking*.ts and
// availability.ts: one handler per endpoint under endpoints/, sharing one
// context (settings, clock, store, environment, notifier) and one check of the
// manage link's token (endpoints/manage-token.ts). Each answers in the lead
// functions' shape: JSON, and on error { success: false, error, code?, fieldErrors? }.
import { availabilityHandler } from './endpoints/availability-endpoint.ts'
import { bookHandler } from './endpoints/book.ts'
import { cancelHandler } from './endpoints/cancel.ts'
import { bookingContext, methodNotAllowed, type BookingApiOptions, type Handler, type StaffLink } from './endpoints/context.ts'
import { icsHandler } from './endpoints/ics.ts'
import { leadHandler } from './endpoints/lead.ts'
import { moveHandler } from './endpoints/move.ts'
import { readHandler } from './endpoints/read.ts'
import { eventOfChange, tell } from './endpoints/tell.ts'
import type { BookingStore, SweepCounts } from './booking-store.ts'
import type { BookingSettings } from '../../../schemas/booking-settings.ts'
import type { NotifyRequest } from '../outbox/outbox-store.ts'
import type { RunItem } from '../scheduled-item.ts'

export type { BookingApiOptions, Handler, MessagePerson, StaffLink } from './endpoints/context.ts'
export { NEXT_SLOTS } from './endpoints/slot-check.ts'
export { links as bookingLinks } from './endpoints/views.ts'

export interface BookingApi {
  /** GET /api/availability?type=&from=YYYY-MM-DD&days=n */
  availability: Handler
  /** /api/booking: POST makes a booking, GET ?token= reads one. */
  booking: Handler
  /** POST /api/booking/cancel { token } */
  cancel: Handler
  /** POST /api/booking/move { token, start } */
  move: Handler
  /** GET /api/booking/ics?token= */
  ics: Handler
  /** GET /api/booking/lead?ref=: the lead a booking link names, for its booking page */
  lead: Handler
}

export function bookingApi(options: BookingApiOptions = {}): BookingApi {
  const ctx = bookingContext(options)
  const book = bookHandler(ctx)
  const read = readHandler(ctx)
  return {
    availability: availabilityHandler(ctx),
    booking: (req, context) => {
      if (req.method === 'GET') return read(req)
      if (req.method === 'POST') return book(req, context)
      return Promise.resolve(methodNotAllowed('POST to book, GET with ?token= to read a booking.', 'GET, POST'))
    },
    cancel: cancelHandler(ctx),
    move: moveHandler(ctx),
    ics: icsHandler(ctx),
    lead: leadHandler(ctx),
  }
}

export interface BookingSweep {
  store: BookingStore
  settings: BookingSettings
  env: Record<string, string | undefined>
  now: Date
  /** Records a revision's messages (the scheduled work's outbox: its delivery run sends them). */
  record: (requests: readonly NotifyRequest[]) => Promise<void>
  /** Only count what would be done (staff's --check). */
  dryRun?: boolean
  /** Staff messages pass through it, as the endpoints' do (the console's link, given by the scheduled work). */
  staffLink?: StaffLink
  /** Runs each change on its own (the scheduled work's: a failure recorded, retried with backoff, told to staff once). */
  each?: RunItem
}

/**
 * The scheduled work's part for bookings: every try at a change whose process died is settled
 * (store/attempts.ts). A committed revision gets the messages its endpoint would have recorded, under
 * the same keys (endpoints/tell.ts: the booking's id, a move's revision), so nothing goes twice; a try
 * that never committed has its claims released.
 */
export function sweepBookings(w: BookingSweep): Promise<SweepCounts> {
  const ctx = bookingContext({
    settings: w.settings,
    env: w.env,
    now: () => w.now,
    store: () => w.store,
    notifier: { notify: (requests) => w.record(requests), later: () => {} },
    staffLink: w.staffLink,
  })
  return w.store.sweep({
    now: w.now,
    dryRun: w.dryRun,
    each: w.each,
    tell: (b, previous) =>
      tell(ctx, eventOfChange(b.change), b, undefined, previous ? { previousStart: previous.start, previousHost: previous.host } : {}),
  })
}
