// GET /api/staff/export.csv?<the inbox's filter>: one row per person; GET /api/staff/export-submissions.csv: one
// row per lead, every answer (netlify/lib/staff/staff-api.ts; every route 401 without a staff session).
import type { Config } from '@netlify/functions'
import { exportRoute } from '../lib/staff/staff-api.ts'

export default exportRoute

export const config: Config = {
  path: ['/api/staff/export.csv', '/api/staff/export-submissions.csv'],
  method: 'GET',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
