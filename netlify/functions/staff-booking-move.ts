// POST /api/staff/bookings/<id>/move { start }: staff move a booking on the prospect's behalf; the prospect
// and staff get the updated invitation, as when the prospect moves it
// (netlify/lib/booking/staff-actions.ts, behind withStaff).
import type { Config } from '@netlify/functions'
import { staffBookingRoute } from '../lib/staff/staff-booking-routes.ts'

export default staffBookingRoute('move')

export const config: Config = {
  path: '/api/staff/bookings/:id/move',
  method: 'POST',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
