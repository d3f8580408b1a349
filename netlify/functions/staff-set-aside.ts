// GET /api/staff/set-aside, POST .../<id>/restore and .../<id>/discard (netlify/lib/staff/staff-api.ts; every route 401 without a staff session).
import type { Config } from '@netlify/functions'
import { setAsideRoute } from '../lib/staff/staff-api.ts'

export default setAsideRoute

export const config: Config = {
  path: ['/api/staff/set-aside', '/api/staff/set-aside/:id/restore', '/api/staff/set-aside/:id/discard'],
  method: ['GET', 'POST'],
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
