// The Google Ads offline-conversion feed: a private URL Google Ads fetches on a
// schedule (Goals > Conversions > Uploads > Schedules, "HTTPS"), in its import
// format: a Parameters:TimeZone row, then one row per conversion with a Google
// click id: Google Click ID (or GBRAID/WBRAID), Conversion Name (the label in
// content/conversions.yaml), Conversion Time, Conversion Value, Conversion
// Currency, and the hashed Email and Phone Number enhanced conversions for leads
// match on. The rows are the outbox's `conversion-feed-row` records, so an erased
// person's rows go with their other notifications.
// The token in the URL is an HMAC of a fixed label under GOOGLE_ADS_FEED_SECRET
// (a development default locally; on Netlify an unset secret refuses the feed).
// Every cell is defused as the staff exports' are (../csv.ts): the agency opens this file too, and a
// row stored before click ids were checked to their shape may hold anything.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { toCsv } from '../csv.ts'
import { ConversionWriteSchema } from '../../../schemas/conversions.ts'
import { isOnNetlify } from '../runtime.ts'
import type { NotificationRecord } from '../../../schemas/notification.ts'

type Env = Record<string, string | undefined>

export const FEED_SECRET_ENV = 'GOOGLE_ADS_FEED_SECRET'
const DEVELOPMENT_SECRET = 'harbourline-development-only-google-ads-feed-never-used-on-netlify'
export const FEED_PATH = '/api/conversions/google-ads.csv'

export type FeedSecret = { ok: true; secret: string; development: boolean } | { ok: false; problem: string }

export function feedSecret(env: Env = process.env): FeedSecret {
  const given = env[FEED_SECRET_ENV]?.trim()
  if (given && given.length >= 32) return { ok: true, secret: given, development: false }
  if (given) return { ok: false, problem: `${FEED_SECRET_ENV} is too short: use at least 32 random characters (openssl rand -hex 32)` }
  if (isOnNetlify(env))
    return { ok: false, problem: `${FEED_SECRET_ENV} is not set: set it in the site environment to serve the Google Ads feed` }
  return { ok: true, secret: DEVELOPMENT_SECRET, development: true }
}

/** The feed's token: changing the secret revokes every link. */
export const feedToken = (secret: string) => createHmac('sha256', secret).update('google-ads-offline-conversions').digest('base64url')

export const feedUrl = (origin: string, secret: string) => `${origin}${FEED_PATH}?token=${feedToken(secret)}`

export function tokenMatches(given: string | null, secret: string): boolean {
  const want = Buffer.from(feedToken(secret))
  const got = Buffer.from(given ?? '')
  return got.length === want.length && timingSafeEqual(got, want)
}

/** "yyyy-MM-dd HH:mm:ss" in UTC, the zone the Parameters row names. */
const utcTime = (iso: string) => iso.slice(0, 19).replace('T', ' ')

export const FEED_COLUMNS = [
  'Google Click ID',
  'GBRAID',
  'WBRAID',
  'Conversion Name',
  'Conversion Time',
  'Conversion Value',
  'Conversion Currency',
  'Email',
  'Phone Number',
] as const

/** The feed as CSV, from the outbox's records (rows with a click id only, oldest first). */
export function feedCsv(records: readonly NotificationRecord[]): string {
  const rows = records.flatMap((n) => {
    if (n.event !== 'conversion-feed-row') return []
    const c = ConversionWriteSchema.safeParse(n.write)
    if (!c.success || !(c.data.gclid || c.data.gbraid || c.data.wbraid)) return []
    const w = c.data
    return [
      [
        w.gclid ?? '',
        w.gclid ? '' : (w.gbraid ?? ''),
        w.gclid || w.gbraid ? '' : (w.wbraid ?? ''),
        w.label,
        utcTime(w.at),
        w.value ?? '',
        w.currency,
        w.googleHashedEmail ?? '',
        w.googleHashedPhone ?? '',
      ],
    ]
  })
  return `Parameters:TimeZone=+0000\n${toCsv({ header: FEED_COLUMNS, rows }, '\n')}`
}
