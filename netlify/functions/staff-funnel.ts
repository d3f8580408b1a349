// GET /api/staff/funnel?from=&to= (netlify/lib/staff/staff-api.ts; every route 401 without a staff session).
import type { Config } from '@netlify/functions'
import { funnelRoute } from '../lib/staff/staff-api.ts'

export default funnelRoute

export const config: Config = {
  path: '/api/staff/funnel',
  method: 'GET',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
