// GET /api/staff/time-off: each host's time off (content's and the console's); PUT { host, timeOff }
// replaces one host's console time off, which leaves availability at once
// (netlify/lib/booking/time-off.ts, behind withStaff).
import type { Config } from '@netlify/functions'
import { staffTimeOffRoute } from '../lib/staff/staff-booking-routes.ts'

export default staffTimeOffRoute

export const config: Config = {
  path: '/api/staff/time-off',
  method: ['GET', 'PUT'],
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
