// GET /api/staff/conversions[?lead=<person id>] and POST /api/staff/conversions/<id>/retry
// (netlify/lib/staff/staff-api.ts; every route 401 without a staff session).
import type { Config } from '@netlify/functions'
import { conversionsRoute } from '../lib/staff/staff-api.ts'

export default conversionsRoute

export const config: Config = {
  path: ['/api/staff/conversions', '/api/staff/conversions/:id/retry'],
  method: ['GET', 'POST'],
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
