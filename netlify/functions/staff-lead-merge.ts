// POST /api/staff/leads/merge { into, from }: two people who are one merged into `into`
// (netlify/lib/staff/staff-lead-tools.ts, person-merge.ts; every route 401 without a staff session).
// Its own literal path beside /api/staff/leads/:id, which takes GET and PATCH only.
import type { Config } from '@netlify/functions'
import { leadMergeRoute } from '../lib/staff/staff-lead-tools.ts'

export default leadMergeRoute

export const config: Config = {
  path: '/api/staff/leads/merge',
  method: 'POST',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
