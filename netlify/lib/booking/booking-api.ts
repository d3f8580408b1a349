// The booking API behind the functions in netlify/functions/booking*.ts and
// availability.ts: one handler per endpoint under endpoints/, sharing one
// context (settings, clock, store, environment, notifier) and one check of the
// manage link's token (endpoints/manage-token.ts). Each answers in the lead
// functions' shape: JSON, and on error { success: false, error, code?, fieldErrors? }.
import { availabilityHandler } from './endpoints/availability-endpoint.ts'
import { bookHandler } from './endpoints/book.ts'
import { cancelHandler } from './endpoints/cancel.ts'
import { bookingContext, methodNotAllowed, type BookingApiOptions, type Handler } from './endpoints/context.ts'
import { icsHandler } from './endpoints/ics.ts'
import { moveHandler } from './endpoints/move.ts'
import { readHandler } from './endpoints/read.ts'

export type { BookingApiOptions, Handler } from './endpoints/context.ts'
export { NEXT_SLOTS } from './endpoints/slot-check.ts'

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
  }
}
