// What a lead and a booking keep for the ad platforms, through the real
// functions and the real local Blobs server: the visit's first and last ad
// click, _fbp, GA's client id, the browser's event id, the client's IP and user
// agent; and whether the visit may be shared: not with `Sec-GPC: 1`, not with
// `adsOptOut`, allowed otherwise. The lead export carries the same in its last columns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AD_COLUMNS, toRows } from '../../../netlify/lib/staff/export-columns.ts'
import { mergeLead } from '../../../netlify/lib/leads/lead-merge.ts'
import { growthSessionForm } from '../../../src/generated/forms.ts'
import { apiAt, bookingBody, startBookingBlobs, type BookingHarness } from '../booking-harness.ts'
import { functions, validBody, type FunctionName } from '../harness.ts'

const CLICKS = {
  first: { at: '2026-11-20T01:02:03.456Z', gclid: 'G1', fbclid: 'F1', fbc: 'fb.1.1763600523456.F1' },
  last: { at: '2026-11-21T05:00:00.000Z', msclkid: 'M2' },
}
const ATTRIBUTION = {
  utm_source: 'google',
  landingPage: '/?gclid=G1&fbclid=F1&utm_source=google',
  clicks: CLICKS,
  fbp: 'fb.1.1763600523000.1234567890',
  gaClientId: '987654321.1763600523',
}
const EVENT_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b'
const USER_AGENT = 'Mozilla/5.0 (ads-consent test)'

let h: BookingHarness
beforeAll(async () => {
  h = await startBookingBlobs()
})
afterAll(async () => h.close())

function send(name: FunctionName, over: Record<string, unknown>, headers: Record<string, string> = {}) {
  const body = validBody(name, { attribution: ATTRIBUTION, eventId: EVENT_ID, ...over })
  const req = new Request(functions[name].url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT, ...headers },
    body: JSON.stringify(body),
  })
  return { body, response: functions[name].handler(req, { ip: '203.0.113.9' } as never) }
}

async function stored(name: FunctionName, submissionId: string) {
  const all = await h.store.list({ form: name })
  return all.find((s) => s.submissionId === submissionId)!
}

describe.each(['contact', 'growth-session', 'onboarding'] as const)('%s keeps what the ad platforms need', (name) => {
  it('keeps both clicks, the browser ids, the event id and the client; allowed without a signal', async () => {
    const { body, response } = send(name, {})
    expect((await response).status).toBe(200)
    const s = await stored(name, body.submissionId)
    expect(s.attribution.clicks).toEqual(CLICKS)
    expect(s.attribution.fbp).toBe(ATTRIBUTION.fbp)
    expect(s.attribution.gaClientId).toBe(ATTRIBUTION.gaClientId)
    expect(s.eventId).toBe(EVENT_ID)
    expect(s.ads).toEqual({ allowed: true })
    expect(s.client).toEqual({ ip: '203.0.113.9', userAgent: USER_AGENT })
  })

  it('is not allowed with Sec-GPC: 1, and says why', async () => {
    const { body, response } = send(name, {}, { 'sec-gpc': '1' })
    expect((await response).status).toBe(200)
    const s = await stored(name, body.submissionId)
    expect(s.ads).toEqual({ allowed: false, reason: 'gpc' })
    expect(s.attribution.clicks).toEqual(CLICKS)
  })

  it('is not allowed when the page says the visitor opted out', async () => {
    const { body, response } = send(name, { adsOptOut: true })
    expect((await response).status).toBe(200)
    expect((await stored(name, body.submissionId)).ads).toEqual({ allowed: false, reason: 'opt-out' })
  })
})

describe('click ids and ad fields', () => {
  it("an id past its cap or not of its platform's shape is dropped and the lead kept; a malformed event id is a 422 that stores nothing", async () => {
    const odd = { at: CLICKS.first.at, gclid: 'x'.repeat(501), fbclid: '=1+1', msclkid: 'M3' }
    const kept = send('contact', { attribution: { clicks: { first: odd } } })
    expect((await kept.response).status).toBe(200)
    expect((await stored('contact', kept.body.submissionId)).attribution.clicks).toEqual({ first: { at: odd.at, msclkid: 'M3' } })
    for (const over of [{ eventId: 'not an id\n' }, { adsOptOut: 'yes' }]) {
      const { body, response } = send('contact', over)
      expect((await response).status).toBe(422)
      expect(await h.store.list({ form: 'contact' }).then((all) => all.some((s) => s.submissionId === body.submissionId))).toBe(false)
    }
  })
})

describe('the export', () => {
  it('ends with the ad columns: both clicks, the browser ids, whether allowed and why', async () => {
    const { body, response } = send('contact', {}, { 'sec-gpc': '1' })
    await response
    const lead = mergeLead([await stored('contact', body.submissionId)], { growthSessionForm })
    const { header, rows } = toRows([lead], false)
    expect(header.slice(-AD_COLUMNS.length)).toEqual(AD_COLUMNS)
    const cells = Object.fromEntries(AD_COLUMNS.map((c, i) => [c, rows[0]!.at(i - AD_COLUMNS.length)]))
    expect(cells).toMatchObject({
      firstClickGclid: 'G1',
      firstClickFbc: CLICKS.first.fbc,
      lastClickMsclkid: 'M2',
      adsAllowed: 'no',
      adsReason: 'gpc',
    })
    expect(cells.fbp).toBe(ATTRIBUTION.fbp)
  })
})

describe('booking keeps what the ad platforms need', () => {
  it('stores the attribution, the event id, the client, and not allowed with Sec-GPC: 1', async () => {
    const api = apiAt()
    const req = new Request('http://localhost/api/booking', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-gpc': '1', 'user-agent': USER_AGENT },
      body: JSON.stringify(bookingBody({ attribution: ATTRIBUTION, eventId: EVENT_ID })),
    })
    const res = await api.booking(req, { ip: '203.0.113.9' } as never)
    expect(res.status).toBe(201)
    const { bookingId } = (await res.json()) as { bookingId: string }
    const booking = (await h.bookings.get(`bookings/${bookingId}/0001`, { type: 'json' })) as Record<string, unknown>
    expect(booking).toMatchObject({
      attribution: { clicks: CLICKS, fbp: ATTRIBUTION.fbp },
      eventId: EVENT_ID,
      ads: { allowed: false, reason: 'gpc' },
      client: { ip: '203.0.113.9', userAgent: USER_AGENT },
    })
  })
})
