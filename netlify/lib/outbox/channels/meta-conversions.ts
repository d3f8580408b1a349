// Meta's Conversions API: each conversion (Lead, Schedule, Qualified, Won) as a
// server event of the pixel, with the same event_id as the browser pixel's
// eventID so Meta counts it once. From the environment only, off when unset:
//   META_PIXEL_ID     the pixel (else the pixel id in content/site.yaml)
//   META_CAPI_TOKEN   the Conversions API access token
//   META_GRAPH_URL    the Graph API base without its version (default https://graph.facebook.com;
//                     a local receiver in tests); the code adds /<version>/<pixel id>/events
// The person's email and phone arrive already normalised and SHA-256 hashed
// (conversions/record-conversion.ts); nothing in clear leaves the site.
// event_source_url is always an absolute URL on the site's own origin (siteUrl):
// the page the visit landed on, else the home page (Qualified and Won happen in
// the console, not on a page), never a path alone or another host.
import type { NotificationRecord } from '../../../../schemas/notification.ts'
import { ConversionWriteSchema } from '../../../../schemas/conversions.ts'
import { site } from '../../../../src/generated/site.ts'
import { siteUrl } from '../../site-url.ts'
import { setting, type ChannelDefinition, type Env } from '../channel-definition.ts'

export const META_API_VERSION = 'v21.0'
const TIMEOUT_MS = 8000

const pixelOf = (env: Env) => setting(env.META_PIXEL_ID) ?? setting(site.embeds.pixel.id)

/**
 * The page an event is credited to, on the site's origin: the recorded page's path (a relative landing
 * page, or an absolute one whose host is then ignored), without its query, which may carry what the
 * address was given (click ids reach Meta as fbc; a link's token must not); the home page without one.
 */
export function eventSourceUrl(recorded: string | undefined, env: Env): string {
  const origin = siteUrl(env)
  const path = recorded && URL.canParse(recorded, origin) ? new URL(recorded, origin).pathname : '/'
  return new URL(path, origin).href
}

/** The server event Meta's Conversions API takes, from the record's write. */
export function metaEvent(n: NotificationRecord, env: Env = process.env) {
  const c = ConversionWriteSchema.parse(n.write)
  const user = {
    em: c.hashedEmail ? [c.hashedEmail] : undefined,
    ph: c.hashedPhone ? [c.hashedPhone] : undefined,
    fbc: c.fbc,
    fbp: c.fbp,
    client_ip_address: c.clientIp,
    client_user_agent: c.userAgent,
  }
  return {
    event_name: c.name,
    event_time: Math.floor(Date.parse(c.at) / 1000),
    event_id: c.eventId,
    action_source: 'website',
    event_source_url: eventSourceUrl(c.sourceUrl, env),
    user_data: user,
    custom_data: c.value !== undefined ? { value: c.value, currency: c.currency } : { currency: c.currency },
  }
}

export const metaConversionsChannel = {
  name: 'meta',
  takes: ['conversion-write'],
  settings(env) {
    const token = setting(env.META_CAPI_TOKEN)
    const problems: string[] = []
    if (token && !pixelOf(env)) problems.push('META_CAPI_TOKEN is set but there is no pixel id: set META_PIXEL_ID')
    if (setting(env.META_GRAPH_URL) && !URL.canParse(env.META_GRAPH_URL!)) problems.push('META_GRAPH_URL is not a URL')
    return { configured: Boolean(token), problems }
  },
  sender: (env, { refuse }) => ({
    async send(n) {
      refuse()
      const base = (setting(env.META_GRAPH_URL) ?? 'https://graph.facebook.com').replace(/\/+$/, '')
      const res = await fetch(`${base}/${META_API_VERSION}/${encodeURIComponent(pixelOf(env)!)}/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: [metaEvent(n, env)], access_token: setting(env.META_CAPI_TOKEN) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      if (res.ok) return void (await res.body?.cancel().catch(() => {}))
      // Meta says why in JSON ({ error: { message } }); the token is never logged from here.
      const why = ((await res.json().catch(() => ({}))) as { error?: { message?: unknown } }).error?.message
      throw new Error(`Meta answered ${res.status}${typeof why === 'string' ? `: ${why}` : ''}`)
    },
  }),
  // Meta drops a second event with the same event_id: an uncertain send may go again.
  uncertain: { resends: 3 },
} as const satisfies ChannelDefinition
