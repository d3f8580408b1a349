// Every link a booking hands out (its manage page, its calendar file, and the
// link inside that file) is on the site's configured URL, never on the host a
// request names: a request line in absolute form (`POST http://evil.example/api/booking HTTP/1.1`)
// or a forged Host would otherwise put another site into links visitors and
// staff follow. In process with the real local Blobs server, and over a raw
// socket against the local server (scripts/serve.ts, which sets URL to its own origin).
import { mkdtemp, rm } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_SITE_URL, siteUrl } from '../../../netlify/lib/site-url.ts'
import { startServer, type LocalServer } from '../../../scripts/audit/lib/server.ts'
import { apiAt, bookingBody, NOW, startBookingBlobs, tokenOf, type BookingHarness } from '../booking-harness.ts'

const EVIL = 'http://evil.example'
const SITE = 'https://www.harbourline.example'

/** Every URL in a text: none may be on another host than `origin`. */
const hostsIn = (text: string) => new Set([...text.matchAll(/https?:\/\/[^/\s"?]+/g)].map((m) => m[0]))

describe('siteUrl', () => {
  it("is URL on Netlify and locally, without a path; npm start's address locally without one", () => {
    expect(siteUrl({ URL: `${SITE}/` })).toBe(SITE)
    expect(siteUrl({ URL: 'http://localhost:8981' })).toBe('http://localhost:8981')
    expect(siteUrl({})).toBe(LOCAL_SITE_URL)
    expect(siteUrl({ URL: 'javascript:alert(1)' })).toBe(LOCAL_SITE_URL)
    // On Netlify without a usable URL: the content's own address, never a guess from a request.
    expect(new URL(siteUrl({ SITE_ID: 'x' })).hostname).not.toBe('localhost')
  })
})

describe('in process, a request naming another host', () => {
  let h: BookingHarness
  beforeAll(async () => {
    h = await startBookingBlobs()
  })
  afterAll(async () => h.close())

  const api = apiAt(NOW, { URL: SITE })
  const call = (handler: (req: Request) => Promise<Response>, path: string, body?: unknown) =>
    handler(
      new Request(`${EVIL}${path}`, {
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'content-type': 'application/json' },
        ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
      }),
    )

  it("gets manage, calendar and moved links on the site's URL, and a calendar file that names only it", async () => {
    const made = (await (await call(api.booking, '/api/booking', bookingBody())).json()) as { manageUrl: string; icsUrl: string }
    expect(made.manageUrl.startsWith(`${SITE}/booking/manage/?token=`)).toBe(true)
    expect(made.icsUrl.startsWith(`${SITE}/api/booking/ics?token=`)).toBe(true)
    const token = tokenOf(made.manageUrl)

    const read = (await (await call(api.booking, `/api/booking?token=${token}`)).json()) as { manageUrl: string; icsUrl: string }
    expect(hostsIn(`${read.manageUrl} ${read.icsUrl}`)).toEqual(new Set([SITE]))

    const ics = await (await call(api.ics, `/api/booking/ics?token=${token}`)).text()
    expect(ics).not.toContain('evil.example')
    expect(ics.replace(/\r\n[ \t]/g, '')).toContain(`${SITE}/booking/manage/?token=`)

    const moved = (await (await call(api.move, '/api/booking/move', { token, start: '2026-12-03T11:00:00+11:00' })).json()) as {
      manageUrl: string
      icsUrl: string
    }
    expect(hostsIn(`${moved.manageUrl} ${moved.icsUrl}`)).toEqual(new Set([SITE]))
    const cancelled = (await (await call(api.cancel, '/api/booking/cancel', { token })).json()) as { manageUrl: string; icsUrl: string }
    expect(hostsIn(`${cancelled.manageUrl} ${cancelled.icsUrl}`)).toEqual(new Set([SITE]))
  })
})

/** One HTTP/1.0 exchange over a raw socket (no chunking, closed at the end): the status and the body. */
function rawRequest(port: number, head: string, body = ''): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`))
    const chunks: Buffer[] = []
    socket.on('data', (c: Buffer) => chunks.push(c))
    socket.on('error', reject)
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const split = text.indexOf('\r\n\r\n')
      resolve({ status: Number(text.slice(9, 12)), body: text.slice(split + 4) })
    })
  })
}

describe('against the local server, over a raw socket', () => {
  let server: LocalServer
  let blobsDir: string
  beforeAll(async () => {
    blobsDir = await mkdtemp(join(tmpdir(), 'site-url-'))
    // URL unset: the server's own origin is the site's.
    const env: Record<string, string> = { BLOBS_DIR: blobsDir, SERVE_RATE_LIMITS: 'off', SERVE_SCHEDULE: 'off', URL: '' }
    server = await startServer({ env })
  }, 90_000)
  afterAll(async () => {
    await server?.stop()
    await rm(blobsDir, { recursive: true, force: true })
  })

  it('answers a request line in absolute form with links on its own origin, and a calendar file without the other host', async () => {
    const { slots } = (await (await fetch(`${server.origin}/api/availability?type=discovery-call`)).json()) as {
      slots: { start: string }[]
    }
    const body = JSON.stringify(bookingBody({ type: 'discovery-call', start: slots.at(-1)!.start }))
    const made = await rawRequest(
      server.port,
      `POST ${EVIL}/api/booking HTTP/1.0\r\nhost: evil.example\r\ncontent-type: application/json`,
      body,
    )
    expect(made.status).toBe(201)
    const { manageUrl, icsUrl } = JSON.parse(made.body) as { manageUrl: string; icsUrl: string }
    expect(hostsIn(`${manageUrl} ${icsUrl}`)).toEqual(new Set([server.origin]))

    const ics = await rawRequest(server.port, `GET ${EVIL}/api/booking/ics?token=${tokenOf(manageUrl)} HTTP/1.0\r\nhost: evil.example`)
    expect(ics.status).toBe(200)
    expect(ics.body).not.toContain('evil.example')
    expect(ics.body.replace(/\r\n[ \t]/g, '')).toContain(`${server.origin}/booking/manage/?token=`)
  }, 30_000)
})
