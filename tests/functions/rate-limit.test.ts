// Every lead and booking function declares a Netlify rate limit (config.rateLimit),
// and the local server enforces it as Netlify does: the call over the limit is a
// 429 that never reaches the function, so nothing is stored; another visitor,
// or the same one a window later, gets through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalFunctions, type LocalFunctions } from '../../scripts/lib/local-functions.ts'
import { startBlobs, validContact, type Harness } from './harness.ts'

const LEAD_AND_BOOKING = ['contact', 'growth-session', 'onboarding', 'form-token', 'booking', 'booking-move', 'booking-cancel']

let h: Harness
let fns: LocalFunctions
let clock = Date.now()

beforeAll(async () => {
  h = await startBlobs()
  fns = await createLocalFunctions({ projectRoot: process.cwd(), siteId: h.context.siteID, now: () => clock })
})
afterAll(async () => h?.close())

describe('rate limits', () => {
  it('are declared by every lead and booking function, per IP, in windows a person never fills', async () => {
    for (const name of LEAD_AND_BOOKING) {
      const { config } = (await import(`../../netlify/functions/${name}.ts`)) as { config: { rateLimit?: Record<string, unknown> } }
      expect(config.rateLimit, name).toMatchObject({ windowSize: 60, aggregateBy: ['ip', 'domain'] })
      expect(config.rateLimit!.windowLimit as number, name).toBeGreaterThanOrEqual(10)
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
