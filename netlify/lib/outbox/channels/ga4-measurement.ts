// Google Analytics 4's Measurement Protocol: each conversion as an event of the
// visitor's GA client (the `_ga` cookie's id when there is one, else one made
// when the conversion was recorded). From the environment only, off when unset:
//   GA4_MEASUREMENT_ID   G-XXXXXXX
//   GA4_API_SECRET       the stream's Measurement Protocol secret
//   GA4_MP_URL           the base (default https://www.google-analytics.com; a local receiver in
//                        tests); the code adds /mp/collect?measurement_id=…&api_secret=…
//   GA4_TIMEOUT_MS       how long to wait for GA4's answer (default 8000; tests shorten it)
// At most once: GA4 counts every event it receives (the Measurement Protocol has no deduplication; Meta's
// event_id has), so a send whose answer never came is not repeated: it stands `unconfirmed` for staff.
import type { NotificationRecord } from '../../../../schemas/notification.ts'
import { ConversionWriteSchema, type ConversionEvent } from '../../../../schemas/conversions.ts'
import { setting, UnconfirmedSend, type ChannelDefinition, type Env } from '../channel-definition.ts'

const DEFAULT_TIMEOUT_MS = 8000
const VARIABLES = ['GA4_MEASUREMENT_ID', 'GA4_API_SECRET'] as const

const timeoutOf = (env: Env) => {
  const ms = Number(setting(env.GA4_TIMEOUT_MS))
  return Number.isInteger(ms) && ms > 0 ? ms : DEFAULT_TIMEOUT_MS
}

/**
 * Errors raised before the request could leave (the name did not resolve, nothing listened, no route):
 * GA4 has nothing, so the outbox may send again. Anything else fetch throws (its timeout, a reset, a
 * closed socket) may have come after the request was written, and fetch does not say which: unconfirmed.
 */
const NOTHING_SENT = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ENETUNREACH', 'EHOSTUNREACH', 'EADDRNOTAVAIL'])
const codeOf = (e: unknown): string | undefined => {
  const cause = e instanceof Error ? (e.cause as { code?: unknown } | undefined) : undefined
  return typeof cause?.code === 'string' ? cause.code : undefined
}

/** GA4's names for the conversions (its recommended lead events where there is one). */
export const GA4_EVENT_NAMES: Record<ConversionEvent, string> = {
  Lead: 'generate_lead',
  Schedule: 'booking',
  Qualified: 'qualify_lead',
  Won: 'close_convert_lead',
}

/** The Measurement Protocol body, from the record's write. */
export function ga4Body(n: NotificationRecord) {
  const c = ConversionWriteSchema.parse(n.write)
  return {
    client_id: c.gaClientId,
    timestamp_micros: Date.parse(c.at) * 1000,
    events: [
      {
        name: GA4_EVENT_NAMES[c.name],
        params: { event_id: c.eventId, currency: c.currency, ...(c.value !== undefined ? { value: c.value } : {}) },
      },
    ],
  }
}

export const ga4MeasurementChannel = {
  name: 'ga4',
  takes: ['conversion-write'],
  settings(env) {
    const given = VARIABLES.filter((v) => setting(env[v]))
    const missing = VARIABLES.filter((v) => !setting(env[v]))
    const problems =
      given.length && missing.length ? [`${given.join(', ')} set but ${missing.join(', ')} not: set both to send to GA4`] : []
    if (setting(env.GA4_MP_URL) && !URL.canParse(env.GA4_MP_URL!)) problems.push('GA4_MP_URL is not a URL')
    return { configured: given.length > 0, problems }
  },
  sender: (env, { refuse }) => ({
    async send(n) {
      refuse()
      const base = (setting(env.GA4_MP_URL) ?? 'https://www.google-analytics.com').replace(/\/+$/, '')
      const query = new URLSearchParams({ measurement_id: setting(env.GA4_MEASUREMENT_ID)!, api_secret: setting(env.GA4_API_SECRET)! })
      const body = JSON.stringify(ga4Body(n))
      const timeout = timeoutOf(env)
      let res: Response
      try {
        res = await fetch(`${base}/mp/collect?${query}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(timeout),
        })
      } catch (e) {
        const code = codeOf(e)
        if (code && NOTHING_SENT.has(code)) throw new Error(`GA4 could not be reached (${code}): nothing was sent`)
        const why = e instanceof Error && e.name === 'TimeoutError' ? `no answer within ${timeout / 1000} s` : (code ?? String(e))
        throw new UnconfirmedSend(`sent to GA4, but its answer never came (${why})`)
      }
      await res.body?.cancel().catch(() => {})
      // GA4 answers 2xx to whatever it takes: a 5xx took nothing, and may be sent again.
      if (!res.ok) throw new Error(`GA4 answered ${res.status}`)
    },
  }),
  // GA4 has no event id: a send that may have arrived (its sender died, or its answer never came) is not repeated.
  uncertain: {
    resends: 0,
    error: 'not sent again automatically: GA4 counts every event it receives, so a second send could count it twice',
  },
} as const satisfies ChannelDefinition
