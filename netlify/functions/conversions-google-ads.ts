// GET /api/conversions/google-ads.csv?token=…: the offline-conversion feed Google
// Ads fetches on a schedule (netlify/lib/conversions/google-ads-feed.ts). The
// token comes from `npm run leads -- conversions-link`; without it, 403.
import type { Config } from '@netlify/functions'
import { feedCsv, feedSecret, tokenMatches } from '../lib/conversions/google-ads-feed.ts'
import { openOutbox, notificationStore } from '../lib/booking/messages/site-outbox.ts'

export default async (req: Request): Promise<Response> => {
  const secret = feedSecret()
  if (!secret.ok) {
    console.error(`[google-ads-feed] ${secret.problem}`)
    return new Response('The feed is not set up.\n', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  if (!tokenMatches(new URL(req.url).searchParams.get('token'), secret.secret))
    return new Response('Forbidden\n', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const records = await openOutbox(notificationStore()).list()
  return new Response(feedCsv(records), {
    status: 200,
    headers: { 'content-type': 'text/csv; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
  })
}

export const config: Config = { path: '/api/conversions/google-ads.csv', method: 'GET' }
