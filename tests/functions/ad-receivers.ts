// Real local HTTP receivers standing in for Meta's Conversions API and GA4's
// Measurement Protocol: each records every request it has read in full and answers
// with the next status it is given (then 200), after `delayMs` (an answer slower
// than the sender's timeout).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Received {
  path: string
  query: URLSearchParams
  body: Record<string, unknown>
}

/** A receiver that records each request and answers with the next status of `statuses` (then 200). */
export async function receiver(opts: { delayMs?: number } = {}) {
  const received: Received[] = []
  const statuses: number[] = []
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString()))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x')
      received.push({ path: url.pathname, query: url.searchParams, body: JSON.parse(raw || '{}') as Record<string, unknown> })
      const status = statuses.shift() ?? 200
      setTimeout(() => res.writeHead(status, { 'content-type': 'application/json' }).end('{}'), opts.delayMs ?? 0)
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
