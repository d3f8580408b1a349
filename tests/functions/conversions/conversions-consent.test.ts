// A person's ad consent is the most private choice on any of their forms and
// bookings (issue 39): Global Privacy Control or the opt-out anywhere means no
// event of theirs reaches Meta or GA4 for any stage, and no Google Ads feed row.
// Through the real functions (the contact form, the booking API as
// netlify/functions/booking.ts wires it, the console's PATCH), the real local
// Blobs server and real local HTTP receivers for Meta and GA4. Meta's
// event_source_url is checked at its receiver: an absolute URL on the site's origin.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookingApi } from '../../../netlify/lib/booking/booking-api.ts'
import { notificationStore } from '../../../netlify/lib/leads/lead-store.ts'
import { deliveriesSettled, openOutbox } from '../../../netlify/lib/site-outbox.ts'
import { siteUrl } from '../../../netlify/lib/site-url.ts'
import { consoleBookingHooks } from '../../../netlify/lib/staff/console-link.ts'
import type * as StaffApi from '../../../netlify/lib/staff/staff-api.ts'
import type { LeadList } from '../../../schemas/staff-api-types.ts'
import { pipeline } from '../../../src/generated/pipeline.ts'
import { adReceivers } from '../ad-receivers.ts'
import { bookingBody, NOW } from '../booking-harness.ts'
import { closedPort } from '../calendar-harness.ts'
import { id, post, validContact } from '../harness.ts'
import { request, startStaff, type StaffHarness } from '../staff-harness.ts'

let s: StaffHarness
let cookie: string
let api: typeof StaffApi
let ads: Awaited<ReturnType<typeof adReceivers>>

beforeAll(async () => {
  ads = await adReceivers()
  // The functions' notifier reads the process environment when it is first made.
  Object.assign(process.env, ads.env)
  s = await startStaff(await closedPort())
  api = await import('../../../netlify/lib/staff/staff-api.ts')
  cookie = await s.signIn()
})
afterAll(async () => {
  await s.close()
  await ads.close()
})
beforeEach(() => ads.clear())

/** From an ad: a Google and a Meta click, so every destination (and the feed) would have its event. */
const fromAnAd = (gclid: string) => ({
  landingPage: '/services/seo/?utm_source=google&token=not-for-meta',
  clicks: { last: { at: NOW.toISOString(), gclid, fbclid: `F-${gclid}` } },
})

/** A booking through the booking API as the function wires it (indexed for the console), with or without GPC. */
async function bookCall(email: string, start: string, over: { gpc?: boolean; adsOptOut?: boolean; gclid: string }) {
  const booking = bookingApi({ now: () => NOW, ...consoleBookingHooks })
  const body = bookingBody({ email, start, attribution: fromAnAd(over.gclid), ...(over.adsOptOut ? { adsOptOut: true } : {}) })
  const res = await booking.booking(
    new Request('http://localhost/api/booking', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(over.gpc ? { 'sec-gpc': '1' } : {}) },
      body: JSON.stringify(body),
    }),
  )
  expect(res.status, await res.clone().text()).toBe(201)
}

/** Staff set the person's status to the pipeline's status of this conversion. */
async function setStatus(email: string, conversion: 'qualified' | 'won') {
  const res = await request(api.leadsRoute, 'GET', `/api/staff/leads?q=${encodeURIComponent(email)}`, { cookie })
  const person = ((await res.json()) as LeadList).items[0]!
  const status = pipeline.statuses.find((st) => st.conversion === conversion)!.id
  expect((await request(api.leadsRoute, 'PATCH', `/api/staff/leads/${person.id}`, { cookie, body: { status } })).status).toBe(200)
  return person.id
}

/** The Google Ads feed rows recorded with this click id. */
const feedRows = async (gclid: string) =>
  (await openOutbox(notificationStore()).records('conversion-feed-row')).filter((r) => r.write?.gclid === gclid).map((r) => r.write?.name)

describe('no event of a person who refused on any visit', () => {
  it('a booking-only person who sent Sec-GPC: 1, then Qualified and Won: nothing reaches Meta or GA4, no feed row', async () => {
    const email = `booked.gpc.${id().slice(0, 8)}@example.com`
    const gclid = `G-${id().slice(0, 8)}`
    await bookCall(email, '2026-12-03T10:00:00+11:00', { gpc: true, gclid })
    await setStatus(email, 'qualified')
    await setStatus(email, 'won')
    await deliveriesSettled()
    expect(ads.metaEvents().map((e) => e.event_name)).toEqual([])
    expect(ads.ga4.received).toEqual([])
    expect(await feedRows(gclid)).toEqual([])
  })

  it('a form that allowed, then a booking with GPC and one with the opt-out: only the Lead went; nothing for Qualified or Won', async () => {
    for (const [i, refusal] of [{ gpc: true }, { adsOptOut: true }].entries()) {
      ads.clear()
      const email = `changed.mind.${id().slice(0, 8)}@example.com`
      const gclid = `G-${id().slice(0, 8)}`
      expect((await post('contact', validContact({ email, attribution: fromAnAd(gclid) }))).status).toBe(200)
      await deliveriesSettled()
      expect(ads.metaEvents().map((e) => e.event_name)).toEqual(['Lead'])
      await bookCall(email, `2026-12-03T1${1 + i}:00:00+11:00`, { ...refusal, gclid })
      await setStatus(email, 'qualified')
      await setStatus(email, 'won')
      await deliveriesSettled()
      expect(
        ads.metaEvents().map((e) => e.event_name),
        JSON.stringify(refusal),
      ).toEqual(['Lead'])
      expect(ads.ga4.received.flatMap((r) => (r.body.events as { name: string }[]).map((e) => e.name))).toEqual(['generate_lead'])
      expect(await feedRows(gclid)).toEqual(['Lead'])
    }
  })

  it('a booking with GPC, then a form from the same person without it: no Lead', async () => {
    const email = `gpc.then.form.${id().slice(0, 8)}@example.com`
    const gclid = `G-${id().slice(0, 8)}`
    await bookCall(email, '2026-12-03T14:00:00+11:00', { gpc: true, gclid })
    expect((await post('contact', validContact({ email, attribution: fromAnAd(gclid) }))).status).toBe(200)
    await deliveriesSettled()
    expect(ads.metaEvents()).toEqual([])
    expect(ads.ga4.received).toEqual([])
    expect(await feedRows(gclid)).toEqual([])
  })
})

describe("Meta's event_source_url", () => {
  it("is the absolute URL on the site's own origin: the landing page without its query, the home page for Won", async () => {
    const email = `source.url.${id().slice(0, 8)}@example.com`
    expect((await post('contact', validContact({ email, attribution: fromAnAd(`G-${id().slice(0, 8)}`) }))).status).toBe(200)
    await setStatus(email, 'won')
    await deliveriesSettled()
    const byName = Object.fromEntries(ads.metaEvents().map((e) => [e.event_name, e.event_source_url]))
    expect(byName).toEqual({ Lead: `${siteUrl()}/services/seo/`, Won: `${siteUrl()}/` })
    expect(new URL(byName.Lead as string).origin).toBe(siteUrl())
  })
})
