// POST /api/staff/calls/<bookingId>/attendance {attendance} (netlify/lib/staff/staff-api.ts; every route 401 without a staff session).
import type { Config } from '@netlify/functions'
import { attendanceRoute } from '../lib/staff/staff-api.ts'

export default attendanceRoute

export const config: Config = {
  path: '/api/staff/calls/:bookingId/attendance',
  method: 'POST',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
