// PATCH (or POST) /api/staff/leads/<id>/owed/<owedId> {done}: what a lead is owed, marked done or open again
// (netlify/lib/staff/staff-due-routes.ts; every route 401 without a staff session).
import type { Config } from '@netlify/functions'
import { owedRoute } from '../lib/staff/staff-due-routes.ts'

export default owedRoute

export const config: Config = {
  path: '/api/staff/leads/:id/owed/:owedId',
  method: ['PATCH', 'POST'],
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
