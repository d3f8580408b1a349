// GET /api/booking?token=: the manage page reads the booking its signed link
// names. Its own function beside booking.ts (POST, same path), so reading
// counts against its own rate limit: a visitor who reloads the manage page, or
// a script trying tokens, never uses up the budget for making a booking.
import type { Config } from '@netlify/functions'
import { bookingApi } from '../lib/booking/booking-api.ts'

const api = bookingApi()

export default (req: Request) => api.booking(req)

export const config: Config = {
  path: '/api/booking',
  method: 'GET',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
