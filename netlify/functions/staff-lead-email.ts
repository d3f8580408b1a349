// GET /api/staff/leads/<id>/email (the email form's start: templates filled for the person) and POST
// { subject, text } (202: sent through the outbox from the agency's address, Reply-To the staff member)
// (netlify/lib/staff/staff-lead-tools.ts; every route 401 without a staff session).
import type { Config } from '@netlify/functions'
import { leadEmailRoute } from '../lib/staff/staff-lead-tools.ts'

export default leadEmailRoute

export const config: Config = {
  path: '/api/staff/leads/:id/email',
  method: ['GET', 'POST'],
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
