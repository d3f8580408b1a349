// GET /api/conversions/google-ads.csv?token=…: the offline-conversion feed Google
// Ads fetches on a schedule (netlify/lib/conversions/google-ads-feed.ts). The
// token comes from `npm run leads -- conversions-link`; without it, 403.
import type { Config } from '@netlify/functions'
import { feedCsv, feedSecret, tokenMatches } from '../lib/conversions/google-ads-feed.ts'
import { openOutbox, notificationStore } from '../lib/site-outbox.ts'
import { API_HEADERS } from '../lib/http.ts'

const TEXT = { ...API_HEADERS, 'content-type': 'text/plain; charset=utf-8' }

export default async (req: Request): Promise<Response> => {
  const secret = feedSecret()
  if (!secret.ok) {
    console.error(`[google-ads-feed] ${secret.problem}`)
    return new Response('The feed is not set up.\n', { status: 503, headers: TEXT })
  }
  if (!tokenMatches(new URL(req.url).searchParams.get('token'), secret.secret))
    return new Response('Forbidden\n', { status: 403, headers: TEXT })
  // Only the feed's rows are read (their own key prefix), not every notification the outbox holds.
  const records = await openOutbox(notificationStore()).records('conversion-feed-row')
  return new Response(feedCsv(records), {
    status: 200,
    headers: { ...API_HEADERS, 'content-type': 'text/csv; charset=utf-8', 'x-robots-tag': 'noindex' },
  })
}

export const config: Config = {
  path: '/api/conversions/google-ads.csv',
  method: 'GET',
  // Google Ads fetches it a few times a day; anyone guessing tokens is slowed to a crawl.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
