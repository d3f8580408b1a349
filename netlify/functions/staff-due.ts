// GET /api/staff/due: what each lead is owed and the open tasks, overdue first (netlify/lib/staff/staff-due-routes.ts; 401 without a staff session).
import type { Config } from '@netlify/functions'
import { dueRoute } from '../lib/staff/staff-due-routes.ts'

export default dueRoute

export const config: Config = {
  path: '/api/staff/due',
  method: 'GET',
  rateLimit: { windowLimit: 300, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
