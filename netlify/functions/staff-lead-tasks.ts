// POST /api/staff/leads/<id>/tasks {text, due, owner} and PATCH /api/staff/leads/<id>/tasks/<taskId> {done}
// (netlify/lib/staff/staff-due-routes.ts; every route 401 without a staff session).
import type { Config } from '@netlify/functions'
import { tasksRoute } from '../lib/staff/staff-due-routes.ts'

export default tasksRoute

export const config: Config = {
  path: ['/api/staff/leads/:id/tasks', '/api/staff/leads/:id/tasks/:taskId'],
  method: ['POST', 'PATCH'],
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
