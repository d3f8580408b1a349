// GET /api/staff/bookings/<id>/times?from=&to=: the free times staff may move a booking to, of its meeting
// type and host pool, its own time freed (netlify/lib/booking/staff-actions.ts, behind withStaff).
import type { Config } from '@netlify/functions'
import { staffMoveTimesRoute } from '../lib/staff/staff-booking-routes.ts'

export default staffMoveTimesRoute

export const config: Config = {
  path: '/api/staff/bookings/:id/times',
  method: 'GET',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
