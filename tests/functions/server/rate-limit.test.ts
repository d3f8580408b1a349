// Every function a visitor can call declares a Netlify rate limit (config.rateLimit),
// counted per function, and the local server enforces it as Netlify does: the
// call over the limit never reaches the function, so nothing is stored, and is
// rewritten to /.netlify/functions/rate-limited, the API's JSON 429 with
// Retry-After; another visitor, or the same one a window later, gets through.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// Netlify's own reading of a function's config, without running it (what a deploy uses).
import { parseFile } from '@netlify/zip-it-and-ship-it/dist/runtimes/node/in_source_config/index.js'
import { RATE_LIMIT_WINDOW_SECONDS } from '../../../netlify/lib/http.ts'
import { startServer, type LocalServer } from '../../../scripts/audit/lib/server.ts'
import { createLocalFunctions, functionRoutes, type LocalFunctions } from '../../../scripts/lib/local-functions.ts'
import { bookingBody } from '../booking-harness.ts'
import { startBlobs, validContact, type Harness } from '../harness.ts'

const REWRITE = { action: 'rewrite', to: '/.netlify/functions/rate-limited' }

let h: Harness
let fns: LocalFunctions
let clock = Date.now()

beforeAll(async () => {
  h = await startBlobs()
  fns = await createLocalFunctions({ projectRoot: process.cwd(), siteId: h.context.siteID, now: () => clock })
})
afterAll(async () => h?.close())

describe('rate limits', () => {
  it('are declared by every function a visitor can call, per IP, rewritten to the JSON 429, as Netlify reads them', async () => {
    const visitorFunctions = (await functionRoutes(process.cwd())).filter((f) => !f.schedule && f.name !== 'rate-limited')
    expect(visitorFunctions.map((f) => f.name)).toEqual(expect.arrayContaining(['availability', 'booking-ics', 'booking-read', 'contact']))
    for (const { name, file } of visitorFunctions) {
      const { config } = (await import(file)) as { config: { rateLimit?: Record<string, unknown> } }
      expect(config.rateLimit, name).toMatchObject({ windowSize: RATE_LIMIT_WINDOW_SECONDS, aggregateBy: ['ip', 'domain'], ...REWRITE })
      expect(config.rateLimit!.windowLimit as number, name).toBeGreaterThanOrEqual(10)
      // A value Netlify cannot read without running the module (a constant, a call) drops the whole limit in silence.
      const parsed = (await parseFile(file, { functionName: name })) as { config: { rateLimit?: unknown } }
      expect(parsed.config.rateLimit, `${name}: Netlify's reading of config.rateLimit`).toEqual(config.rateLimit)
    }
  })

  it('the local server answers 429 over the limit, before the function: nothing stored', async () => {
    const fn = fns.match('/api/contact', 'POST')!
    const send = (ip: string, body = validContact()) =>
      fns.invoke(
        fn,
        new Request('http://localhost/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
        { ip },
      )
    for (let i = 0; i < 10; i++) expect((await send('203.0.113.7')).status).toBe(200)
    const refused = validContact()
    const res = await send('203.0.113.7', refused)
    expect(res.status).toBe(429)
    expect((await h.keys()).some((k) => k.includes(refused.leadId as string))).toBe(false)
    // Another visitor is not affected; the first one is let through again once the window has passed.
    expect((await send('198.51.100.2')).status).toBe(200)
    clock += 61_000
    expect((await send('203.0.113.7')).status).toBe(200)
  })
})

describe('rate limits through the local server (scripts/serve.ts, limits on)', () => {
  let server: LocalServer
  let blobs: string
  beforeAll(async () => {
    blobs = await mkdtemp(join(tmpdir(), 'rate-limit-serve-'))
    server = await startServer({ env: { BLOBS_DIR: blobs, SERVE_RATE_LIMITS: 'on', SERVE_SCHEDULE: 'off' } })
  }, 90_000)
  afterAll(async () => {
    await server?.stop()
    await rm(blobs, { recursive: true, force: true })
  })

  /** Calls `path` until the answer is a 429 (at most `max` times): the calls let through and the 429. */
  async function exhaust(path: string, max: number, init: RequestInit = {}) {
    for (let i = 1; i <= max; i++) {
      const res = await fetch(server.origin + path, init)
      if (res.status === 429) return { allowed: i - 1, res }
      await res.body?.cancel()
    }
    throw new Error(`${path}: no 429 after ${max} calls`)
  }

  it("over the limit, availability answers 429 in the API's error shape with Retry-After", async () => {
    const { allowed, res } = await exhaust('/api/availability?type=discovery-call', 200)
    expect(allowed).toBe(60)
    expect(res.headers.get('retry-after')).toBe(String(RATE_LIMIT_WINDOW_SECONDS))
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toMatchObject({ success: false, error: expect.any(String), code: 'rate-limited' })
  })

  it('the .ics download has its own limit', async () => {
    const { allowed, res } = await exhaust('/api/booking/ics?token=not-a-token', 200)
    expect(allowed).toBe(20)
    expect(await res.json()).toMatchObject({ code: 'rate-limited' })
  })

  it("reading one's own booking, or trying tokens, never uses up the budget for booking", async () => {
    const { allowed } = await exhaust('/api/booking?token=not-a-token', 200)
    expect(allowed).toBe(30)
    const res = await fetch(`${server.origin}/api/booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody({ type: 'no-such-meeting' })),
    })
    // The booking function itself answered (a refusal of the body), not the reads' limit.
    expect(res.status).not.toBe(429)
    expect(await res.json()).toMatchObject({ success: false })
  })
})
