// GET /api/staff/board (netlify/lib/staff/staff-api.ts; every route 401 without a staff session).
import type { Config } from '@netlify/functions'
import { boardRoute } from '../lib/staff/staff-api.ts'

export default boardRoute

export const config: Config = {
  path: '/api/staff/board',
  method: 'GET',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
