// GET /api/staff/calls?from=&to=&host= (netlify/lib/staff/staff-api.ts; every route 401 without a staff session).
import type { Config } from '@netlify/functions'
import { callsRoute } from '../lib/staff/staff-api.ts'

export default callsRoute

export const config: Config = {
  path: '/api/staff/calls',
  method: 'GET',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
