// POST /api/booking books a time
// { requestId, type, start, name, email, phone?, leadId?, notes? } -> 201
// { bookingId, start, end, manageUrl, icsUrl }. GET ?token= on the same path,
// the manage page reading a booking, is booking-read.ts: its own function, so
// its own rate limit.
// A booking made is also its Schedule conversion, recorded with the booking's
// messages (booking/endpoints/tell.ts) and sent after the answer.
import type { Config, Context } from '@netlify/functions'
import { bookingApi } from '../lib/booking/booking-api.ts'
import { consoleBookingHooks } from '../lib/staff/console-link.ts'

// The change goes into the staff console's index; staff's email of it links there.
const api = bookingApi(consoleBookingHooks)

export default (req: Request, context?: Context) => api.booking(req, context)

export const config: Config = {
  path: '/api/booking',
  method: 'POST',
  // A person books once, perhaps again after a time was taken: a handful of calls a minute.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
