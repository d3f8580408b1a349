// POST /api/booking/cancel { token }: the manage page cancels the booking its
// signed link names; the time is free again at once
// (netlify/lib/booking/endpoints/cancel.ts).
import type { Config, Context } from '@netlify/functions'
import { bookingApi } from '../lib/booking/booking-api.ts'
import { consoleBookingHooks } from '../lib/staff/console-link.ts'

// The change goes into the staff console's index; staff's email of it links there.
const api = bookingApi(consoleBookingHooks)

export default (req: Request, context?: Context) => api.cancel(req, context)

export const config: Config = {
  path: '/api/booking/cancel',
  method: 'POST',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
