// GET /api/booking/ics?token=: the booking as an iCalendar file for calendar
// apps (the confirmation's "add to calendar" download);
// netlify/lib/booking/endpoints/ics.ts.
import type { Config } from '@netlify/functions'
import { bookingApi } from '../lib/booking/booking-api.ts'

const api = bookingApi()

export default (req: Request) => api.ics(req)

export const config: Config = {
  path: '/api/booking/ics',
  method: 'GET',
  // A person downloads the invitation once or twice; a script trying tokens gets 429.
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
