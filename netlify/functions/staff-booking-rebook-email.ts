// POST /api/staff/bookings/<id>/rebook-email: once, after a call marked no-show, invites the
// prospect to book again
// (netlify/lib/booking/staff-actions.ts, behind withStaff).
import type { Config } from '@netlify/functions'
import { staffBookingRoute } from '../lib/staff/staff-booking-routes.ts'

export default staffBookingRoute('rebookEmail')

export const config: Config = {
  path: '/api/staff/bookings/:id/rebook-email',
  method: 'POST',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
