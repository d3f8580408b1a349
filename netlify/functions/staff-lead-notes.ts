// POST /api/staff/leads/<id>/notes {text} (netlify/lib/staff/staff-api.ts; every route 401 without a staff session).
import type { Config } from '@netlify/functions'
import { notesRoute } from '../lib/staff/staff-api.ts'

export default notesRoute

export const config: Config = {
  path: '/api/staff/leads/:id/notes',
  method: 'POST',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
