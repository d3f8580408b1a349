// Conversions reach Meta's Conversions API and GA4's Measurement Protocol from
// the server, through the outbox, only where the visitor allows: real local HTTP
// receivers stand in for both, the real local Blobs server for the store. The
// hashes are checked against values computed here from the literal fixture input.
import { createHash } from 'node:crypto'
import { getStore } from '@netlify/blobs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { conversions } from '../../../src/generated/conversions.ts'
import { beginErasure, completeErasure } from '../../../netlify/lib/erasure-ledger.ts'
import { leadConversionRequests, recordConversion, type ConversionInput } from '../../../netlify/lib/conversions/record-conversion.ts'
import { handleSubmission } from '../../../netlify/lib/leads/submission.ts'
import type { NotifyRequest } from '../../../netlify/lib/outbox/outbox-store.ts'
import { contactBodySchema, contactFieldNames } from '../../../schemas/lead.ts'
import { contactForm } from '../../../src/generated/forms.ts'
import { STORE_NAME } from '../../../netlify/lib/leads/lead-store.ts'
import { deliveriesSettled, notifier, openOutbox, siteNotifier } from '../../../netlify/lib/site-outbox.ts'
import { post, startBlobs, validContact, type Harness } from '../harness.ts'
import { adReceivers, type Receiver } from '../ad-receivers.ts'

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

let h: Harness
let ads: Awaited<ReturnType<typeof adReceivers>>
let meta: Receiver
let ga4: Receiver
let env: Record<string, string>
const store = () => getStore({ name: STORE_NAME, ...h.context, consistency: 'strong' })

beforeAll(async () => {
  h = await startBlobs()
  ads = await adReceivers()
  ;({ meta, ga4 } = ads)
  // URL: the site's own origin, which every event_source_url is on.
  env = { ...ads.env, URL: 'https://harbourline.example', LEADS_MAIL_SINK: process.env.LEADS_MAIL_SINK! }
  // The form functions' notifier reads the process environment when it is first made.
  Object.assign(process.env, env)
})
afterAll(async () => {
  await ads.close()
  await h.close()
})
beforeEach(() => ads.clear())

const metaEvents = () => ads.metaEvents()
const base = (over: Partial<ConversionInput> = {}): ConversionInput => ({
  event: 'Schedule',
  eventId: crypto.randomUUID(),
  at: '2026-11-20T03:04:05.000Z',
  person: { email: '  Jane.Doe@Example.COM ', phone: '+61 412 345 678' },
  attribution: {
    clicks: {
      first: { at: '2026-11-19T01:00:00.000Z', gclid: 'gclid-first' },
      last: { at: '2026-11-20T02:00:00.000Z', gclid: 'gclid-last', fbclid: 'fbclid-abc' },
    },
    fbp: 'fb.1.1700000000000.987654321',
    gaClientId: 'GA1.1.111222333.1700000000',
  },
  ads: { allowed: true },
  client: { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (test)' },
  sourceUrl: 'https://harbourline.example/schedule/',
  ...over,
})

describe('a conversion at Meta and GA4', () => {
  it('a contact form gives a Lead at both, with the email hashed as Meta specifies', async () => {
    expect((await post('contact', validContact({ email: 'ana@acme.com.au', phone: '0412 345 678' }))).status).toBe(200)
    await deliveriesSettled()
    const [lead] = metaEvents()
    expect(lead).toMatchObject({ event_name: 'Lead', action_source: 'website' })
    const user = lead!.user_data as Record<string, unknown>
    expect(user.em).toEqual([sha256('ana@acme.com.au')])
    expect(user.ph).toEqual([sha256('61412345678')])
    expect(meta.received[0]!.path).toMatch(/^\/v\d+\.\d+\/1234567890\/events$/)
    expect(ga4.received).toHaveLength(1)
    expect(ga4.received[0]!.path).toBe('/mp/collect')
    expect((ga4.received[0]!.body.events as { name: string }[])[0]!.name).toBe('generate_lead')
  })

  it('a booking with clicks: fbc from the last fbclid, fbp, IP, user agent, event time and id; GA4 gets the _ga client id', async () => {
    const input = base()
    await recordConversion(input, { notifier: notifier({ store, env }) })
    await deliveriesSettled()
    const [event] = metaEvents()
    expect(event).toMatchObject({
      event_name: 'Schedule',
      event_id: input.eventId,
      event_time: Math.floor(Date.parse('2026-11-20T03:04:05.000Z') / 1000),
      event_source_url: 'https://harbourline.example/schedule/',
      action_source: 'website',
    })
    const user = event!.user_data as Record<string, unknown>
    expect(user.em).toEqual([sha256('jane.doe@example.com')])
    expect(user.ph).toEqual([sha256('61412345678')])
    expect(user.fbc).toMatch(/^fb\.1\.\d+\.fbclid-abc$/)
    expect(user.fbc).toBe(`fb.1.${Date.parse('2026-11-20T02:00:00.000Z')}.fbclid-abc`)
    expect(user).toMatchObject({
      fbp: 'fb.1.1700000000000.987654321',
      client_ip_address: '203.0.113.7',
      client_user_agent: 'Mozilla/5.0 (test)',
    })
    expect(meta.received[0]!.body.access_token).toBe('test-capi-token')
    const hit = ga4.received[0]!
    expect(Object.fromEntries(hit.query)).toEqual({ measurement_id: 'G-TEST123', api_secret: 'test-mp-secret' })
    expect(hit.body.client_id).toBe('111222333.1700000000')
    // Recorded again (a retried request): nothing sent twice.
    await recordConversion(input, { notifier: notifier({ store, env }) })
    await deliveriesSettled()
    expect(metaEvents()).toHaveLength(1)
    expect(ga4.received).toHaveLength(1)
  })

  it('a 500 from Meta is retried by the outbox and delivered once', async () => {
    meta.statuses.push(500)
    const input = base({ event: 'Won', value: 1234 })
    await recordConversion(input, { notifier: notifier({ store, env }) })
    await deliveriesSettled()
    expect(metaEvents()).toHaveLength(1)
    const box = openOutbox(store(), env)
    const later = new Date(Date.now() + 10 * 60_000)
    await box.deliverDue(later)
    await box.deliverDue(new Date(later.getTime() + 60 * 60_000))
    const sent = metaEvents().filter((e) => e.event_id === input.eventId)
    expect(sent).toHaveLength(2)
    expect(sent[1]!.custom_data).toEqual({ value: 1234, currency: conversions.currency })
    const mine = (await box.list()).filter((n) => n.channel === 'meta' && (n.write as { eventId?: string }).eventId === input.eventId)
    expect(mine.map((n) => [n.status, n.attempts])).toEqual([['delivered', 2]])
  })
})

/** The contact form's submission as contact.ts wires it, with the staff notification given here. */
const contactWith = (notification?: () => Promise<NotifyRequest[]>) => (req: Request) =>
  handleSubmission(req, {
    form: 'contact',
    schema: contactBodySchema(contactForm),
    minFillSeconds: contactForm.minFillSeconds,
    record: (body) => ({ answers: Object.fromEntries(contactFieldNames(contactForm.fields).map((f) => [f, body[f]])) }),
    success: () => ({ success: true }),
    notification,
    conversion: leadConversionRequests,
    notifier: siteNotifier,
  })
const sent = (body: unknown) =>
  new Request('http://localhost/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('the Lead is its own hook of the submission, not a passenger of staff’s notification', () => {
  it('reaches Meta when the submission tells staff nothing, and when staff’s notification fails', async () => {
    expect((await contactWith()(sent(validContact({ email: 'quiet@acme.com.au' })))).status).toBe(200)
    const failing = contactWith(() => Promise.reject(new Error('staff notification failed')))
    expect((await failing(sent(validContact({ email: 'failed@acme.com.au' })))).status).toBe(200)
    await deliveriesSettled()
    const leads = metaEvents().filter((e) => e.event_name === 'Lead')
    expect(leads.map((e) => (e.user_data as { em: string[] }).em[0]).sort()).toEqual(
      [sha256('failed@acme.com.au'), sha256('quiet@acme.com.au')].sort(),
    )
  })
})

describe('nothing is sent', () => {
  it('when the visitor sent Global Privacy Control, or opted out', async () => {
    await recordConversion(base({ ads: { allowed: false, reason: 'gpc' } }), { notifier: notifier({ store, env }) })
    await recordConversion(base({ ads: { allowed: false, reason: 'opt-out' } }), { notifier: notifier({ store, env }) })
    await deliveriesSettled()
    expect(meta.received).toEqual([])
    expect(ga4.received).toEqual([])
  })

  it('when no destination is configured: no Meta or GA4 record at all', async () => {
    const input = base()
    await recordConversion(input, { notifier: notifier({ store, env: { LEADS_MAIL_SINK: env.LEADS_MAIL_SINK! } }) })
    await deliveriesSettled()
    expect(meta.received).toEqual([])
    const mine = (await openOutbox(store(), {}).list()).filter(
      (n) => (n.write as { eventId?: string } | undefined)?.eventId === input.eventId,
    )
    expect(mine.map((n) => n.channel)).toEqual(['google-ads'])
  })

  it('for a person being erased, or erased before a retry', async () => {
    const email = `erased-${crypto.randomUUID()}@example.com`
    const marker = await beginErasure(store(), email)
    await recordConversion(base({ person: { email } }), { notifier: notifier({ store, env }) })
    await deliveriesSettled()
    expect(meta.received).toEqual([])
    expect(ga4.received).toEqual([])
    await completeErasure(store(), email, marker)

    // Recorded, the first attempt fails, then the person is erased: the outbox never sends it again.
    const later = `later-${crypto.randomUUID()}@example.com`
    meta.statuses.push(500)
    await recordConversion(base({ person: { email: later } }), { notifier: notifier({ store, env }) })
    await deliveriesSettled()
    expect(metaEvents()).toHaveLength(1)
    await completeErasure(store(), later, await beginErasure(store(), later))
    await openOutbox(store(), env).deliverDue(new Date(Date.now() + 10 * 60_000))
    expect(metaEvents()).toHaveLength(1)
  })
})
