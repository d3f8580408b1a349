// Google's Data Manager API (events:ingest): each conversion (Lead, Schedule, Qualified, Won) as an
// offline conversion / enhanced conversion for leads of the stage's Google Ads conversion action, with
// the click id the visit had (gclid, gbraid or wbraid) and the person's email and phone normalised and
// SHA-256 hashed as Google's formatting guidelines say (conversions/record-conversion.ts googleEmail,
// googlePhone; hex, `encoding: HEX`). From the environment only, off when unset:
//   GOOGLE_ADS_CUSTOMER_ID          the Google Ads account that owns the conversion actions (123-456-7890)
//   GOOGLE_ADS_CONVERSION_ACTIONS   each stage's conversion action id: Lead=111,Schedule=222,Qualified=333,Won=444
//   GOOGLE_ADS_LOGIN_CUSTOMER_ID    optional: the manager account the service account reaches it through
//   GOOGLE_SERVICE_ACCOUNT_JSON     the service account's JSON key (client_email, private_key)
//   GOOGLE_DATA_MANAGER_URL         the API base (default https://datamanager.googleapis.com; tests: a local receiver)
//   GOOGLE_OAUTH_TOKEN_URL          Google's token endpoint (default https://oauth2.googleapis.com/token; tests)
// The key is exchanged for an access token by google-auth-library (the JWT bearer grant, scope
// datamanager), which keeps the token until it expires. Never doubled: the event's transactionId is the
// lead's id (the booking's for a Schedule), one per stage, and Google counts one per conversion action
// and transaction id, so an uncertain send may go again. A 5xx or a 429 is retried by the outbox with
// backoff; any other 4xx is Google refusing this event for good: kept with Google's words for staff.
import type { JWT } from 'google-auth-library'
import type { NotificationRecord } from '../../../../schemas/notification.ts'
import { ConversionWriteSchema, CONVERSION_EVENTS, type ConversionEvent } from '../../../../schemas/conversions.ts'
import { RejectedSend, setting, type ChannelDefinition, type Env } from '../channel-definition.ts'

const TIMEOUT_MS = 8000
export const DATA_MANAGER_SCOPE = 'https://www.googleapis.com/auth/datamanager'
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token'
const REQUIRED = ['GOOGLE_ADS_CUSTOMER_ID', 'GOOGLE_ADS_CONVERSION_ACTIONS', 'GOOGLE_SERVICE_ACCOUNT_JSON'] as const

/** A customer id as the API takes it: ten digits, without the dashes Google Ads shows. */
const customerId = (v: string | undefined) => {
  const digits = setting(v)?.replace(/-/g, '')
  return digits && /^\d{10}$/.test(digits) ? digits : undefined
}

/** GOOGLE_ADS_CONVERSION_ACTIONS (`Lead=111,Won=444`) as each stage's action id; a malformed entry is a problem. Pure. */
export function conversionActions(v: string | undefined): { actions: Partial<Record<ConversionEvent, string>>; problems: string[] } {
  const actions: Partial<Record<ConversionEvent, string>> = {}
  const problems: string[] = []
  for (const part of (setting(v) ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [stage = '', id = ''] = part.split('=').map((s) => s.trim())
    const event = CONVERSION_EVENTS.find((e) => e.toLowerCase() === stage.toLowerCase())
    if (!event || !/^\d+$/.test(id))
      problems.push(`GOOGLE_ADS_CONVERSION_ACTIONS: "${part}" is not stage=actionId (${CONVERSION_EVENTS.join(', ')})`)
    else actions[event] = id
  }
  return { actions, problems }
}

interface ServiceAccountKey {
  client_email: string
  private_key: string
  private_key_id?: string
}

function serviceAccountKey(v: string | undefined): ServiceAccountKey | undefined {
  try {
    const key = JSON.parse(setting(v) ?? '') as Partial<ServiceAccountKey>
    return typeof key.client_email === 'string' && typeof key.private_key === 'string' ? (key as ServiceAccountKey) : undefined
  } catch {
    return undefined
  }
}

/** The request body of events:ingest for one conversion, from the record's write. Pure. */
export function dataManagerBody(n: NotificationRecord, env: Env = process.env) {
  const c = ConversionWriteSchema.parse(n.write)
  const action = conversionActions(env.GOOGLE_ADS_CONVERSION_ACTIONS).actions[c.name]
  if (!action) throw new RejectedSend(`no Google Ads conversion action for ${c.name}: add ${c.name}=<id> to GOOGLE_ADS_CONVERSION_ACTIONS`)
  const login = customerId(env.GOOGLE_ADS_LOGIN_CUSTOMER_ID)
  const identifiers = [
    ...(c.googleHashedEmail ? [{ emailAddress: c.googleHashedEmail }] : []),
    ...(c.googleHashedPhone ? [{ phoneNumber: c.googleHashedPhone }] : []),
  ]
  // One click id: the latest click's (record-conversion.ts keeps only that click's ids).
  const click = c.gclid ? { gclid: c.gclid } : c.gbraid ? { gbraid: c.gbraid } : c.wbraid ? { wbraid: c.wbraid } : undefined
  if (!identifiers.length && !click) throw new RejectedSend('nothing for Google to match this conversion by: no click id, email or phone')
  return {
    destinations: [
      {
        operatingAccount: { accountType: 'GOOGLE_ADS', accountId: customerId(env.GOOGLE_ADS_CUSTOMER_ID) },
        ...(login ? { loginAccount: { accountType: 'GOOGLE_ADS', accountId: login } } : {}),
        productDestinationId: action,
      },
    ],
    encoding: 'HEX',
    events: [
      {
        transactionId: c.transactionId ?? c.eventId,
        eventTimestamp: c.at,
        eventSource: 'WEB',
        ...(click ? { adIdentifiers: click } : {}),
        ...(identifiers.length ? { userData: { userIdentifiers: identifiers } } : {}),
        // Recorded only when the visitor allowed ad platforms (GPC and the opt-out record nothing):
        // granted when they were asked on this visit; a lead from before the choice existed says nothing.
        ...(c.adsAllowed ? { consent: { adUserData: 'CONSENT_GRANTED', adPersonalization: 'CONSENT_GRANTED' } } : {}),
        ...(c.value !== undefined ? { conversionValue: c.value } : {}),
        currency: c.currency,
      },
    ],
  }
}

/** One token client per key and token endpoint: google-auth-library keeps its token until it expires. */
const clients = new Map<string, JWT>()
async function tokenClient(key: ServiceAccountKey, tokenUrl: string | undefined): Promise<JWT> {
  const id = `${key.client_email}\n${key.private_key_id ?? ''}\n${tokenUrl ?? ''}`
  let client = clients.get(id)
  if (client) return client
  // Loaded on the first send only: every function carries the channel registry, few send to Google.
  const { JWT } = await import('google-auth-library')
  client = new JWT({ email: key.client_email, key: key.private_key, keyId: key.private_key_id, scopes: [DATA_MANAGER_SCOPE] })
  if (tokenUrl) {
    // The library posts the grant to Google's token endpoint; tests (and a proxy) name another.
    client.transporter.interceptors.request.add({
      resolved: async (options) => {
        if (options.url.href === GOOGLE_TOKEN_URL) options.url = new URL(tokenUrl)
        return options
      },
    })
  }
  clients.set(id, client)
  return client
}

/** Google's error in words: `{ error: { code, message, status } }`. */
async function googleError(res: Response): Promise<string> {
  const body = (await res.json().catch(() => ({}))) as { error?: { message?: unknown; status?: unknown } }
  const message = typeof body.error?.message === 'string' ? body.error.message : ''
  const status = typeof body.error?.status === 'string' ? body.error.status : ''
  return `Google answered ${res.status}${status ? ` ${status}` : ''}${message ? `: ${message}` : ''}`.slice(0, 1000)
}

export const googleDataManagerChannel = {
  name: 'google-data-manager',
  takes: ['conversion-write'],
  settings(env) {
    const given = REQUIRED.filter((v) => setting(env[v]))
    const missing = REQUIRED.filter((v) => !setting(env[v]))
    const problems =
      given.length && missing.length ? [`${given.join(', ')} set but ${missing.join(', ')} not: set all three to send to Google Ads`] : []
    if (setting(env.GOOGLE_ADS_CUSTOMER_ID) && !customerId(env.GOOGLE_ADS_CUSTOMER_ID))
      problems.push('GOOGLE_ADS_CUSTOMER_ID is not a Google Ads customer id (10 digits)')
    if (setting(env.GOOGLE_ADS_LOGIN_CUSTOMER_ID) && !customerId(env.GOOGLE_ADS_LOGIN_CUSTOMER_ID))
      problems.push('GOOGLE_ADS_LOGIN_CUSTOMER_ID is not a Google Ads customer id (10 digits)')
    problems.push(...conversionActions(env.GOOGLE_ADS_CONVERSION_ACTIONS).problems)
    if (setting(env.GOOGLE_SERVICE_ACCOUNT_JSON) && !serviceAccountKey(env.GOOGLE_SERVICE_ACCOUNT_JSON))
      problems.push('GOOGLE_SERVICE_ACCOUNT_JSON is not a service account key (JSON with client_email and private_key)')
    for (const v of ['GOOGLE_DATA_MANAGER_URL', 'GOOGLE_OAUTH_TOKEN_URL'] as const)
      if (setting(env[v]) && !URL.canParse(env[v]!)) problems.push(`${v} is not a URL`)
    return { configured: given.length > 0, problems }
  },
  sender: (env, { refuse }) => ({
    async send(n) {
      refuse()
      const body = JSON.stringify(dataManagerBody(n, env))
      let token: string | null | undefined
      try {
        const client = await tokenClient(serviceAccountKey(env.GOOGLE_SERVICE_ACCOUNT_JSON)!, setting(env.GOOGLE_OAUTH_TOKEN_URL))
        token = (await client.getAccessToken()).token
      } catch (e) {
        // Nothing was sent to events:ingest: the outbox tries again with backoff (a revoked key keeps failing, with this reason).
        throw new Error(`no access token from Google: ${e instanceof Error ? e.message : String(e)}`.slice(0, 1000))
      }
      if (!token) throw new Error('no access token from Google')
      const base = (setting(env.GOOGLE_DATA_MANAGER_URL) ?? 'https://datamanager.googleapis.com').replace(/\/+$/, '')
      const res = await fetch(`${base}/v1/events:ingest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      if (res.ok) return void (await res.body?.cancel().catch(() => {}))
      const why = await googleError(res)
      // A token Google no longer takes: the next attempt asks for a new one.
      if (res.status === 401) clients.clear()
      // A 5xx, a rate limit or a stale token: another attempt may go through. Any other 4xx will not, as it is.
      if (res.status >= 500 || res.status === 429 || res.status === 408 || res.status === 401) throw new Error(why)
      throw new RejectedSend(why)
    },
  }),
  // Google counts one conversion per action and transaction id: an uncertain send may go again.
  uncertain: { resends: 3 },
} as const satisfies ChannelDefinition
