// POST /api/booking/move { token, start }: the manage page moves the booking to
// another free time of its type; the old time is free again
// (netlify/lib/booking/endpoints/move.ts).
import type { Config, Context } from '@netlify/functions'
import { bookingApi } from '../lib/booking/booking-api.ts'
import { consoleBookingHooks } from '../lib/staff/console-link.ts'

// The change goes into the staff console's index; staff's email of it links there.
const api = bookingApi(consoleBookingHooks)

export default (req: Request, context?: Context) => api.move(req, context)

export const config: Config = {
  path: '/api/booking/move',
  method: 'POST',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
