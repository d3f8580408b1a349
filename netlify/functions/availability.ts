// GET /api/availability?type=<meeting type>&from=YYYY-MM-DD&days=n: the free
// times of a meeting type. The booking page on /schedule and /T2-schedule
// reads it; netlify/lib/booking/endpoints/availability-endpoint.ts does the work.
import type { Config } from '@netlify/functions'
import { bookingApi } from '../lib/booking/booking-api.ts'

const api = bookingApi()

export default (req: Request) => api.availability(req)

export const config: Config = {
  path: '/api/availability',
  method: 'GET',
  // The booking page reads the times once, and again after a time was taken: a person stays far below 60.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
