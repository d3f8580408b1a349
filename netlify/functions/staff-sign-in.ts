// POST /api/staff/sign-in {email}: a one-time sign-in link to the staff console, emailed to an
// address of STAFF_EMAILS; the same answer for every other address (netlify/lib/staff/staff-sign-in.ts).
import type { Config } from '@netlify/functions'
import { signInRoute } from '../lib/staff/staff-api.ts'

export default signInRoute

export const config: Config = {
  path: '/api/staff/sign-in',
  method: 'POST',
  // Per IP here; per address and per IP over 15 minutes in the function itself.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
