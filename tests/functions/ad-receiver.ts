// A real HTTP receiver standing in for an ad platform's API (Meta's Conversions API, GA4's Measurement
// Protocol): it keeps every request it has read in full, and answers each with the next status of
// `statuses` (then 200), after `delayMs` (an answer slower than the sender's timeout).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Received {
  path: string
  query: URLSearchParams
  body: Record<string, unknown>
}

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
