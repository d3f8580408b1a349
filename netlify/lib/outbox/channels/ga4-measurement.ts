// Google Analytics 4's Measurement Protocol: each conversion as an event of the
// visitor's GA client (the `_ga` cookie's id when there is one, else one made
// when the conversion was recorded). From the environment only, off when unset:
//   GA4_MEASUREMENT_ID   G-XXXXXXX
//   GA4_API_SECRET       the stream's Measurement Protocol secret
//   GA4_MP_URL           the base (default https://www.google-analytics.com; a local receiver in
//                        tests); the code adds /mp/collect?measurement_id=…&api_secret=…
import type { NotificationRecord } from '../../../../schemas/notification.ts'
import { ConversionWriteSchema, type ConversionEvent } from '../../../../schemas/conversions.ts'
import { setting, type ChannelDefinition } from '../channel-definition.ts'

const TIMEOUT_MS = 8000
const VARIABLES = ['GA4_MEASUREMENT_ID', 'GA4_API_SECRET'] as const

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
      const res = await fetch(`${base}/mp/collect?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ga4Body(n)),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      await res.body?.cancel().catch(() => {})
      if (!res.ok) throw new Error(`GA4 answered ${res.status}`)
    },
  }),
  // GA4 has no event id: a send that may have arrived is not repeated automatically.
  uncertain: { resends: 0 },
} as const satisfies ChannelDefinition
