// POST /api/staff/bookings/<id>/reassign { host }: staff give a booking to another free host of its
// meeting type, at the same time: the old host gets a CANCEL, the new host a REQUEST, the prospect the
// update naming the new host (netlify/lib/booking/endpoints/reassign.ts, behind withStaff). GET: the
// type's hosts, each free or not at the booking's time, for the call card's "Give to…".
import type { Config } from '@netlify/functions'
import { staffBookingRoute } from '../lib/staff/staff-booking-routes.ts'

export default staffBookingRoute('reassign')

export const config: Config = {
  path: '/api/staff/bookings/:id/reassign',
  method: ['GET', 'POST'],
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
