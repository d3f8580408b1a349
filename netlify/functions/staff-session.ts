// /api/staff/session: POST {token} spends a sign-in link and sets the session cookie; GET says who
// is signed in (401 otherwise); DELETE signs out (netlify/lib/staff/staff-api.ts).
import type { Config } from '@netlify/functions'
import { sessionRoute } from '../lib/staff/staff-api.ts'

export default sessionRoute

export const config: Config = {
  path: '/api/staff/session',
  method: ['GET', 'POST', 'DELETE'],
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
