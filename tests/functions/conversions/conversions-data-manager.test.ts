// Google's Data Manager API (issue 38): every stage's conversion reaches events:ingest through the outbox,
// with a bearer token the service account's key was exchanged for at Google's token endpoint, the stage's
// conversion action, the lead's id as its transaction id, the click id, the email and phone hashed as
// Google's formatting guidelines normalise them, and the visitor's consent; a 5xx is retried and
// delivered once, a 400 is kept with Google's words for staff (GET /api/staff/conversions) and sent again
// from there; nothing leaves under GPC (held); a Won with a value carries it to all three platforms.
// Real local HTTP receivers stand in for Google's token endpoint and events:ingest, Meta and GA4; the
// real local Blobs server for the stores; the console's real routes for the PATCH and the list.
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { googleEmail, googlePhone, recordConversion, type ConversionInput } from '../../../netlify/lib/conversions/record-conversion.ts'
import { notificationStore } from '../../../netlify/lib/leads/lead-store.ts'
import { DATA_MANAGER_SCOPE } from '../../../netlify/lib/outbox/channels/google-data-manager.ts'
import { deliveriesSettled, openOutbox, siteNotifier } from '../../../netlify/lib/site-outbox.ts'
import type * as StaffApi from '../../../netlify/lib/staff/staff-api.ts'
import { readPerson } from '../../../netlify/lib/staff/person-index.ts'
import type { ConversionItem, ConversionList, LeadList } from '../../../schemas/staff-api-types.ts'
import { conversions } from '../../../src/generated/conversions.ts'
import { pipeline } from '../../../src/generated/pipeline.ts'
import { adReceivers, googleReceivers, readJwt } from '../ad-receivers.ts'
import { closedPort } from '../calendar-harness.ts'
import { id, post, validContact } from '../harness.ts'
import { request, startStaff, until, type StaffHarness } from '../staff-harness.ts'
import { channelSetup } from '../../../netlify/lib/outbox/channels.ts'
import { channelsFor, type NotifyRequest } from '../../../netlify/lib/outbox/outbox-store.ts'
import { reportFailingConversions } from '../../../netlify/lib/staff/conversion-report.ts'
import { fillTokens } from '../../../schemas/tokens.ts'
import { staffConsole } from '../../../src/generated/staff-console.ts'

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

let s: StaffHarness
let cookie: string
let api: typeof StaffApi
let ads: Awaited<ReturnType<typeof adReceivers>>
let google: Awaited<ReturnType<typeof googleReceivers>>

beforeAll(async () => {
  ads = await adReceivers()
  google = await googleReceivers()
  // The functions' notifier reads the process environment when it is first made.
  Object.assign(process.env, ads.env, google.env)
  s = await startStaff(await closedPort())
  api = await import('../../../netlify/lib/staff/staff-api.ts')
  cookie = await s.signIn()
})
afterAll(async () => {
  await s.close()
  await ads.close()
  await google.close()
})
beforeEach(() => {
  ads.clear()
  google.clear()
})

const input = (over: Partial<ConversionInput> = {}): ConversionInput => ({
  event: 'Lead',
  eventId: id(),
  at: '2026-11-20T03:04:05.000Z',
  person: { email: ' Cloudy.SanFrancisco+shopping@GMAIL.com ', phone: '0412 345 678' },
  attribution: { clicks: { last: { at: '2026-11-20T02:00:00.000Z', gclid: `gclid-${id().slice(0, 8)}` } } },
  ads: { allowed: true },
  subject: { leadId: id() },
  ...over,
})

const ingested = (transactionId: string) => google.events().filter((e) => e.event.transactionId === transactionId)

async function conversionsList(query = ''): Promise<ConversionList> {
  const res = await request(api.conversionsRoute, 'GET', `/api/staff/conversions${query}`, { cookie })
  expect(res.status).toBe(200)
  return (await res.json()) as ConversionList
}

/** The person's console id, found by their email. */
async function personOf(email: string): Promise<string> {
  const res = await request(api.leadsRoute, 'GET', `/api/staff/leads?q=${encodeURIComponent(email)}`, { cookie })
  return ((await res.json()) as LeadList).items[0]!.id
}

describe("Google's formatting guidelines", () => {
  it("normalise as the guideline's examples do", () => {
    expect(googleEmail('cloudy.sanfrancisco+shopping@gmail.com')).toBe('cloudysanfrancisco@gmail.com')
    expect(googleEmail('  Cloudy.SanFrancisco@GoogleMail.com ')).toBe('cloudysanfrancisco@googlemail.com')
    expect(googleEmail('user.name+NYC@Example.com')).toBe('user.name+nyc@example.com')
    expect(googlePhone('+1 (800) 555-0100')).toBe('+18005550100')
    expect(googlePhone('0412 345 678')).toBe('+61412345678')
  })
})

describe('events:ingest', () => {
  it('a Lead with a gclid: the token from the service account key, the destination, the transaction id, the click id, hashed email and phone, consent', async () => {
    const conversion = input()
    await recordConversion(conversion, { notifier: siteNotifier() })
    await deliveriesSettled()
    const [sent, ...more] = ingested(conversion.subject!.leadId!)
    expect(more).toEqual([])
    expect(sent!.path).toBe('/v1/events:ingest')
    // The key was exchanged for a token with the JWT bearer grant, signed by the service account's key.
    const grant = google.token.received.at(-1)!
    expect(grant.path).toBe('/token')
    expect(grant.body.grant_type).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer')
    const jwt = readJwt(String(grant.body.assertion), google.publicKey)
    expect(jwt.verified).toBe(true)
    expect(jwt.claims).toMatchObject({ iss: google.key.client_email, scope: DATA_MANAGER_SCOPE })
    expect(sent!.authorization).toMatch(/^Bearer test-access-token-\d+$/)
    expect(sent!.destination).toEqual({
      operatingAccount: { accountType: 'GOOGLE_ADS', accountId: '1234567890' },
      loginAccount: { accountType: 'GOOGLE_ADS', accountId: '9876543210' },
      productDestinationId: '111111',
    })
    expect(sent!.encoding).toBe('HEX')
    expect(sent!.event).toEqual({
      transactionId: conversion.subject!.leadId,
      eventTimestamp: '2026-11-20T03:04:05.000Z',
      eventSource: 'WEB',
      adIdentifiers: { gclid: (conversion.attribution!.clicks!.last as { gclid: string }).gclid },
      userData: {
        userIdentifiers: [{ emailAddress: sha256('cloudysanfrancisco@gmail.com') }, { phoneNumber: sha256('+61412345678') }],
      },
      consent: { adUserData: 'CONSENT_GRANTED', adPersonalization: 'CONSENT_GRANTED' },
      currency: conversions.currency,
    })
  })

  it('a Lead from the contact form without any click id: matched by the hashed email and phone alone, the lead id its transaction id', async () => {
    const email = `No.Click.${id().slice(0, 6)}@Example.com`
    expect((await post('contact', validContact({ email, phone: '+61 412 555 111' }))).status).toBe(200)
    await deliveriesSettled()
    const sent = google.events().find((e) => (e.event.userData as { userIdentifiers: object[] }).userIdentifiers.length)
    expect(sent!.event.adIdentifiers).toBeUndefined()
    expect(sent!.event.userData).toEqual({
      userIdentifiers: [{ emailAddress: sha256(email.toLowerCase()) }, { phoneNumber: sha256('+61412555111') }],
    })
    expect(sent!.destination.productDestinationId).toBe('111111')
    const personId = await personOf(email.toLowerCase())
    const { items } = await conversionsList(`?lead=${personId}`)
    const mine = items.filter((i) => i.platform === 'google-ads')
    expect(mine.map((i) => [i.stage, i.state, i.leadId])).toEqual([['Lead', 'accepted', personId]])
    // The form's lead id is the transaction id events:ingest was given.
    const person = await readPerson(personId)
    expect(sent!.event.transactionId).toBe(person!.leads[0]!.leadId)
  })

  it('a first 500 is retried by the outbox and delivered once', async () => {
    google.ingest.statuses.push(500)
    const conversion = input({ event: 'Schedule', subject: { bookingId: id() } })
    await recordConversion(conversion, { notifier: siteNotifier() })
    await deliveriesSettled()
    expect(ingested(conversion.subject!.bookingId!)).toHaveLength(1)
    const box = openOutbox(notificationStore())
    const later = new Date(Date.now() + 10 * 60_000)
    await box.deliverDue(later)
    await box.deliverDue(new Date(later.getTime() + 60 * 60_000))
    const sent = ingested(conversion.subject!.bookingId!)
    expect(sent).toHaveLength(2)
    expect(sent[1]!.destination.productDestinationId).toBe('222222')
    const mine = (await box.viewsOf('conversion')).filter(
      (n) => n.channel === 'google-data-manager' && (n.write as { eventId?: string }).eventId === conversion.eventId,
    )
    expect(mine.map((n) => [n.status, n.attempts])).toEqual([['delivered', 2]])
  })

  it("a 400 is kept with Google's words, not retried, listed for staff, and sent again from the console", async () => {
    const error = { error: { code: 400, message: 'Request contains an invalid argument: gclid is malformed.', status: 'INVALID_ARGUMENT' } }
    google.ingest.statuses.push({ status: 400, body: error })
    const conversion = input()
    const leadId = conversion.subject!.leadId!
    await recordConversion(conversion, { notifier: siteNotifier() })
    await deliveriesSettled()
    await openOutbox(notificationStore()).deliverDue(new Date(Date.now() + 10 * 60_000))
    expect(ingested(leadId)).toHaveLength(1)
    const failed = (await conversionsList()).items.find((i) => i.leadId === leadId && i.platform === 'google-ads')!
    expect(failed).toMatchObject({ stage: 'Lead', state: 'failed', retry: true, at: '2026-11-20T03:04:05.000Z' })
    expect(failed.error).toContain('gclid is malformed.')
    expect(failed.error).toContain('400')
    const others = (await conversionsList()).items.filter((i) => i.leadId === leadId && i.platform !== 'google-ads')
    expect(others.map((i) => i.state)).toEqual(['accepted', 'accepted'])

    const retried = await request(api.conversionsRoute, 'POST', `/api/staff/conversions/${failed.id}/retry`, { cookie, body: {} })
    expect(retried.status).toBe(200)
    expect(((await retried.json()) as ConversionItem).state).toBe('accepted')
    expect(ingested(leadId)).toHaveLength(2)
    // An accepted one is not sent again.
    expect((await request(api.conversionsRoute, 'POST', `/api/staff/conversions/${failed.id}/retry`, { cookie, body: {} })).status).toBe(
      409,
    )
  })

  it('under Global Privacy Control nothing leaves: every platform lists it held', async () => {
    const conversion = input({ ads: { allowed: false, reason: 'gpc' } })
    await recordConversion(conversion, { notifier: siteNotifier() })
    await deliveriesSettled()
    expect(google.ingest.received).toEqual([])
    expect(google.token.received).toEqual([])
    expect(ads.meta.received).toEqual([])
    expect(ads.ga4.received).toEqual([])
    const mine = (await conversionsList()).items.filter((i) => i.leadId === conversion.subject!.leadId)
    expect(mine.map((i) => [i.platform, i.state, i.reason]).sort()).toEqual([
      ['ga4', 'held', 'gpc'],
      ['google-ads', 'held', 'gpc'],
      ['meta', 'held', 'gpc'],
    ])
  })
})

describe('a conversion failing for a day', () => {
  it("is emailed to staff once, with Google's words and a link to the ad platforms page", async () => {
    google.ingest.statuses.push({
      status: 403,
      body: { error: { code: 403, message: 'The caller does not have permission', status: 'PERMISSION_DENIED' } },
    })
    const conversion = input({ event: 'Qualified' })
    await recordConversion(conversion, { notifier: siteNotifier() })
    await deliveriesSettled()
    const box = openOutbox(notificationStore())
    const { channels } = channelSetup()
    const later = new Date(Date.now() + 25 * 60 * 60_000)
    // Recorded at the scheduled run's time, as scheduled.ts records it.
    const record = (notice: NotifyRequest) => box.record(notice, channelsFor(notice.event, channels), later)
    const opts = { timeZone: 'Australia/Sydney' }
    // Within the day: nothing yet.
    await reportFailingConversions(box, record, { ...opts, now: new Date(Date.now() + 60 * 60_000) })
    expect(await box.records('conversion-failing')).toEqual([])
    for (let run = 0; run < 3; run++) await reportFailingConversions(box, record, { ...opts, now: later })
    const notices = (await box.records('conversion-failing')).filter((n) => n.message?.text.includes('The caller does not have permission'))
    expect(notices).toHaveLength(channelsFor('conversion-failing', channels).length)
    const before = s.mail.mails.length
    await box.deliverDue(later)
    const mail = await until(
      () => s.mail.mails.slice(before).find((m) => m.body.includes('The caller does not have permission')),
      `the notice (${s.mail.mails
        .slice(before)
        .map((m) => m.subject)
        .join('; ')})`,
    )
    expect(mail.subject).toBe(
      fillTokens(staffConsole.conversionFailure.subject, { platform: staffConsole.ads['google-ads'], stage: 'Qualified' }),
    )
    expect(mail.body).toContain('/staff/ads/')
    expect(mail.to).toContain('team@agency.test')
  })
})

describe('every stage with its value', () => {
  it("a Won with the lead's value 12000 carries 12000 AUD to Meta, GA4 and Google Ads; the reconciliation counts it", async () => {
    const email = `won.value.${id().slice(0, 8)}@example.com`
    expect((await post('contact', validContact({ email }))).status).toBe(200)
    await deliveriesSettled()
    const personId = await personOf(email)
    const won = pipeline.statuses.find((st) => st.conversion === 'won')!.id
    const patch = (body: unknown) => request(api.leadsRoute, 'PATCH', `/api/staff/leads/${personId}`, { cookie, body })
    expect((await patch({ value: 12000 })).status).toBe(200)
    ads.clear()
    google.clear()
    expect((await patch({ status: won })).status).toBe(200)
    await deliveriesSettled()
    expect(ads.metaEvents().map((e) => [e.event_name, e.custom_data])).toEqual([['Won', { value: 12000, currency: 'AUD' }]])
    const ga4 = ads.ga4.received.flatMap((r) => r.body.events as { name: string; params: Record<string, unknown> }[])
    expect(ga4.map((e) => [e.name, e.params.value, e.params.currency])).toEqual([['close_convert_lead', 12000, 'AUD']])
    const [sent] = ingested(personId)
    expect(sent!.destination.productDestinationId).toBe('444444')
    expect(sent!.event).toMatchObject({ transactionId: personId, conversionValue: 12000, currency: 'AUD' })

    const list = await conversionsList()
    const mine = list.items.filter((i) => i.leadId === personId && i.stage === 'Won')
    expect(mine.map((i) => [i.platform, i.state, i.value]).sort()).toEqual([
      ['ga4', 'accepted', 12000],
      ['google-ads', 'accepted', 12000],
      ['meta', 'accepted', 12000],
    ])
    const row = list.reconciliation.find((r) => r.stage === 'Won')!
    expect(row.funnel).toBeGreaterThanOrEqual(1)
    expect(row.accepted['google-ads']).toBeGreaterThanOrEqual(1)
    const totals = list.totals.find((t) => t.stage === 'Won' && t.platform === 'google-ads')!
    expect(totals.accepted).toBe(row.accepted['google-ads'])
  })
})
