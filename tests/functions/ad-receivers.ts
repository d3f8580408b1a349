// Real local HTTP receivers standing in for Meta's Conversions API, GA4's
// Measurement Protocol, and Google's OAuth token endpoint and Data Manager API
// (events:ingest): each records every request it has read in full and answers
// with the next status it is given (then 200), after `delayMs` (an answer slower
// than the sender's timeout).
import { createVerify, generateKeyPairSync } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Received {
  path: string
  query: URLSearchParams
  body: Record<string, unknown>
  headers: Record<string, string | string[] | undefined>
}

/** An answer to give: a status alone (with `{}`), or a status with its JSON body (Google's error). */
export type Answer = number | { status: number; body: unknown }

/**
 * A receiver that records each request and answers with the next of `statuses` (then 200 with `ok()`'s
 * body, `{}` by default). A form-encoded body is recorded as its fields.
 */
export async function receiver(opts: { delayMs?: number; ok?: (r: Received) => unknown } = {}) {
  const received: Received[] = []
  const statuses: Answer[] = []
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString()))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x')
      const form = String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')
      const body = form ? Object.fromEntries(new URLSearchParams(raw)) : (JSON.parse(raw || '{}') as Record<string, unknown>)
      const got: Received = { path: url.pathname, query: url.searchParams, body, headers: req.headers }
      received.push(got)
      const next = statuses.shift() ?? { status: 200, body: opts.ok?.(got) ?? {} }
      const { status, body: answer } = typeof next === 'number' ? { status: next, body: {} } : next
      setTimeout(() => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer)), opts.delayMs ?? 0)
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    received,
    statuses,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

export type Receiver = Awaited<ReturnType<typeof receiver>>

/** Meta and GA4 receivers, and the environment that points the site's channels at them. */
export async function adReceivers() {
  const meta = await receiver()
  const ga4 = await receiver()
  const env = {
    META_PIXEL_ID: '1234567890',
    META_CAPI_TOKEN: 'test-capi-token',
    META_GRAPH_URL: meta.url,
    GA4_MEASUREMENT_ID: 'G-TEST123',
    GA4_API_SECRET: 'test-mp-secret',
    GA4_MP_URL: ga4.url,
  }
  /** Every event Meta's receiver was sent. */
  const metaEvents = () => meta.received.flatMap((r) => (r.body.data as Record<string, unknown>[]) ?? [])
  const clear = () => {
    meta.received.length = 0
    ga4.received.length = 0
  }
  return { meta, ga4, env, metaEvents, clear, close: () => Promise.all([meta.close(), ga4.close()]) }
}

/** A JWT's header and claims, and whether its RS256 signature verifies with `publicKey`. */
export function readJwt(jwt: string, publicKey: string) {
  const [header = '', claims = '', signature = ''] = jwt.split('.')
  const verified = createVerify('RSA-SHA256').update(`${header}.${claims}`).verify(publicKey, Buffer.from(signature, 'base64url'))
  const part = (p: string) => JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>
  return { header: part(header), claims: part(claims), verified }
}

/**
 * Google's OAuth token endpoint (the JWT bearer grant: answers an access token to any assertion signed by
 * the service account's key) and the Data Manager API, with a service account key made here and the
 * environment that points the site's channel at both.
 */
export async function googleReceivers() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })
  let tokens = 0
  const token = await receiver({
    ok: (r) =>
      readJwt(String(r.body.assertion), publicKey).verified
        ? { access_token: `test-access-token-${++tokens}`, expires_in: 3600, token_type: 'Bearer' }
        : undefined,
  })
  const ingest = await receiver({ ok: () => ({ requestId: crypto.randomUUID() }) })
  const key = {
    type: 'service_account',
    project_id: 'harbourline-test',
    private_key_id: 'test-key-1',
    private_key: privateKey,
    client_email: 'conversions@harbourline-test.iam.gserviceaccount.com',
    client_id: '1234567890',
    token_uri: 'https://oauth2.googleapis.com/token',
  }
  const env = {
    GOOGLE_ADS_CUSTOMER_ID: '123-456-7890',
    GOOGLE_ADS_CONVERSION_ACTIONS: 'Lead=111111,Schedule=222222,Qualified=333333,Won=444444',
    GOOGLE_ADS_LOGIN_CUSTOMER_ID: '9876543210',
    GOOGLE_SERVICE_ACCOUNT_JSON: JSON.stringify(key),
    GOOGLE_DATA_MANAGER_URL: ingest.url,
    GOOGLE_OAUTH_TOKEN_URL: `${token.url}/token`,
  }
  /** Every event events:ingest was sent, with its request's destination and bearer token. */
  const events = () =>
    ingest.received.flatMap((r) =>
      ((r.body.events as Record<string, unknown>[]) ?? []).map((event) => ({
        event,
        destination: (r.body.destinations as Record<string, unknown>[])[0]!,
        encoding: r.body.encoding,
        authorization: r.headers.authorization,
        path: r.path,
      })),
    )
  const clear = () => {
    token.received.length = 0
    ingest.received.length = 0
  }
  return { token, ingest, env, key, publicKey, events, clear, close: () => Promise.all([token.close(), ingest.close()]) }
}
