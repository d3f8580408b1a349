// GET /api/staff/leads (the inbox), GET and PATCH /api/staff/leads/<id> (netlify/lib/staff/staff-api.ts; every route 401 without a staff session).
import type { Config } from '@netlify/functions'
import { leadsRoute } from '../lib/staff/staff-api.ts'

export default leadsRoute

export const config: Config = {
  path: ['/api/staff/leads', '/api/staff/leads/:id'],
  method: ['GET', 'PATCH'],
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
