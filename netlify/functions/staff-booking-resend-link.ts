// POST /api/staff/bookings/<id>/resend-link: emails the prospect their manage link again
// (netlify/lib/booking/staff-actions.ts, behind withStaff).
import type { Config } from '@netlify/functions'
import { staffBookingRoute } from '../lib/staff/staff-booking-routes.ts'

export default staffBookingRoute('resendLink')

export const config: Config = {
  path: '/api/staff/bookings/:id/resend-link',
  method: 'POST',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
