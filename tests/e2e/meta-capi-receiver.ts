// Meta's Graph API as the e2e suite's server sees it: playwright.config.ts starts
// this beside scripts/serve.ts and points the server's META_GRAPH_URL here, so the
// Conversions API events of every lead and booking of the suite come here, never
// to Meta. Each POST to /<version>/<pixel id>/events is answered 200 and kept;
// GET /received lists what was kept, for tests/e2e/ads.spec.ts to compare the
// server's event_id with the browser pixel's eventID. Nothing is written to disk.
import { createServer } from 'node:http'

const port = Number(process.env.PORT)
if (!Number.isInteger(port) || port <= 0) throw new Error('meta-capi-receiver: set PORT to the port to listen on')

/** One Conversions API request: its pixel id (from the path) and its body. */
interface Received {
  pixelId: string
  body: unknown
}
const received: Received[] = []

createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://receiver').pathname
  if (req.method === 'GET') {
    if (path === '/received') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received))
    // Playwright waits for this answer before the suite starts.
    return void res.writeHead(path === '/' ? 200 : 404).end()
  }
  const events = /^\/v[\d.]+\/([^/]+)\/events$/.exec(path)
  if (req.method !== 'POST' || !events) return void res.writeHead(404).end()
  const chunks: Buffer[] = []
  req.on('data', (c: Buffer) => chunks.push(c))
  req.on('end', () => {
    let body: unknown
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    } catch {
      return void res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"not JSON"}}')
    }
    received.push({ pixelId: decodeURIComponent(events[1]!), body })
    const count = Array.isArray((body as { data?: unknown[] }).data) ? (body as { data: unknown[] }).data.length : 0
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ events_received: count }))
  })
}).listen(port, '127.0.0.1')
