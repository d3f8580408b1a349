// GET /api/booking/lead?ref=: the lead a booking link names (its routed call and
// host pool, the details it gave, its upcoming calls), for the booking page.
// Its own function, so its own rate limit: a script trying refs never uses up
// the budget of booking.
import type { Config } from '@netlify/functions'
import { bookingApi } from '../lib/booking/booking-api.ts'

const api = bookingApi()

export default (req: Request) => api.lead(req)

export const config: Config = {
  path: '/api/booking/lead',
  method: 'GET',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
