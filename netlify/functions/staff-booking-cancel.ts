// POST /api/staff/bookings/<id>/cancel: staff cancel a booking on the prospect's behalf; the prospect
// and staff get the cancellation, as when the prospect cancels it
// (netlify/lib/booking/staff-actions.ts, behind withStaff).
import type { Config } from '@netlify/functions'
import { staffBookingRoute } from '../lib/staff/staff-booking-routes.ts'

export default staffBookingRoute('cancel')

export const config: Config = {
  path: '/api/staff/bookings/:id/cancel',
  method: 'POST',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
