// No real person is set aside: a form sent without its token (the token fetch was refused by the rate
// limit, or blocked by an extension), and a token signed before the secret was rotated, make leads
// with a flag, stored and told to staff like any other. Only a filled honeypot or a forged token is
// set aside, and staff hear of those within the hour, once an hour at most. A token sent with two
// people's emails is flagged. The real functions on the real local Blobs server.
import { getStore, type Store } from '@netlify/blobs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { strictFetch } from '../../../netlify/lib/blobs.ts'
import { config as formTokenConfig } from '../../../netlify/functions/form-token.ts'
import { deliveriesSettled, openOutbox } from '../../../netlify/lib/site-outbox.ts'
import { DEVELOPMENT_FORM_TOKEN_SECRET, signFormToken } from '../../../netlify/lib/leads/form-token-signing.ts'
import { sweep } from '../../../netlify/lib/leads/lead-sweep.ts'
import { STORE_NAME } from '../../../netlify/lib/leads/lead-store.ts'
import type { Sender } from '../../../netlify/lib/outbox/channels.ts'
import { outbox } from '../../../netlify/lib/outbox/outbox-store.ts'
import { FORM_KINDS } from '../../../schemas/lead.ts'
import type { NotificationRecord } from '../../../schemas/notification.ts'
import { post, startBlobs, validContact, validGrowth, type Harness } from '../harness.ts'

let h: Harness
let store: Store
beforeAll(async () => {
  h = await startBlobs()
  store = getStore({ name: STORE_NAME, ...h.context, consistency: 'strong', fetch: strictFetch })
})
afterAll(async () => h.close())

const OLD_SECRET = 'o'.repeat(44)
const NEW_SECRET = 'n'.repeat(44)
const saved = { ...process.env }
afterEach(() => {
  for (const k of ['FORM_TOKEN_SECRET', 'FORM_TOKEN_SECRET_PREVIOUS']) {
    if (saved[k] === undefined) delete process.env[k]
    else process.env[k] = saved[k]
  }
})

/** The lead's stored submission, where it was kept ('lead' or 'spam'), and what staff were told of it. */
async function fate(leadId: string) {
  await deliveriesSettled()
  const kept = (await h.store.list({ form: 'contact' })).filter((s) => s.leadId === leadId)
  const spam = (await h.store.list({ bucket: 'spam', form: 'contact' })).filter((s) => s.leadId === leadId)
  const told = (await openOutbox(store).list()).filter((n) => n.leadId === leadId && n.event === 'contact')
  return { kept, spam, told, flags: kept.flatMap((s) => s.flags ?? []).map((f) => f.code) }
}

describe('kept and told, with a flag', () => {
  it('a form sent without a token (its fetch refused or blocked) is a lead flagged no-token, never spam', async () => {
    const { formToken: _none, ...body } = validContact()
    expect((await post('contact', body)).status).toBe(200)
    const f = await fate(body.leadId)
    expect(f.spam).toEqual([])
    expect(f.kept).toHaveLength(1)
    expect(f.flags).toEqual(['no-token'])
    expect(f.told.length).toBeGreaterThan(0)
  })

  it('a token signed with the previous secret, kept from before a rotation, is a lead flagged previous-secret', async () => {
    process.env.FORM_TOKEN_SECRET = NEW_SECRET
    process.env.FORM_TOKEN_SECRET_PREVIOUS = OLD_SECRET
    const body = validContact({ formToken: signFormToken('contact', Date.now() - 3 * 86_400_000, OLD_SECRET) })
    expect((await post('contact', body)).status).toBe(200)
    const f = await fate(body.leadId)
    expect(f.spam).toEqual([])
    expect(f.flags).toEqual(['previous-secret'])
    expect(f.told.length).toBeGreaterThan(0)
  })

  it('one token sent with two people’s emails flags the second lead reused; the same person again is not', async () => {
    const token = signFormToken('contact', Date.now() - 60_000, DEVELOPMENT_FORM_TOKEN_SECRET)
    const first = validContact({ formToken: token, email: 'first@acme.com.au' })
    const again = validContact({ formToken: token, email: 'first@acme.com.au' })
    const second = validContact({ formToken: token, email: 'second@acme.com.au' })
    for (const body of [first, again, second]) expect((await post('contact', body)).status).toBe(200)
    expect((await fate(first.leadId)).flags).toEqual([])
    expect((await fate(again.leadId)).flags).toEqual([])
    const f = await fate(second.leadId)
    expect(f.flags).toEqual(['reused'])
    expect(f.told.length).toBeGreaterThan(0)
  })

  it('a wizard save before the email step names nobody and is never flagged reused', async () => {
    const body = validGrowth(1)
    const other = { ...validGrowth(1), formToken: body.formToken }
    for (const save of [body, other]) expect((await post('growth-session', save)).status).toBe(200)
    await deliveriesSettled()
    const saves = (await h.store.list({ form: 'growth-session' })).filter((s) => s.leadId === body.leadId || s.leadId === other.leadId)
    expect(saves).toHaveLength(2)
    expect(saves.flatMap((s) => s.flags ?? []).map((f) => f.code)).not.toContain('reused')
  })
})

describe('set aside, and told within the hour', () => {
  const told: NotificationRecord[] = []
  const sink: Sender = { send: async (n) => void told.push(n) }
  const box = () => outbox(store, { sink, email: sink, webhook: sink, sms: sink, calendar: sink })
  const hourly = () => told.filter((n) => n.event === 'quarantine-hourly')

  it('only a filled honeypot or a forged token is set aside; staff hear of them within the hour, once an hour at most', async () => {
    const sent = Date.now()
    const forged = validContact({ formToken: signFormToken('contact', sent - 60_000, 'guessed'.repeat(8)) })
    const honeypot = validContact({ fax: 'http://spam.example' })
    for (const body of [forged, honeypot]) expect((await post('contact', body)).status).toBe(200)
    expect((await fate(forged.leadId)).spam).toHaveLength(1)
    expect((await fate(honeypot.leadId)).spam).toHaveLength(1)

    const nextHour = Math.ceil((sent + 1) / 3_600_000) * 3_600_000
    await sweep(store, box(), ['sink'], new Date(nextHour + 60_000))
    expect(hourly()).toHaveLength(1)
    expect(nextHour + 60_000 - sent).toBeLessThan(3_600_000 + 60_000)
    // Every later run in that hour: nothing more, even with more set aside meanwhile.
    expect((await post('contact', validContact({ fax: 'x' }))).status).toBe(200)
    await sweep(store, box(), ['sink'], new Date(nextHour + 30 * 60_000))
    expect(hourly()).toHaveLength(1)
    // An hour with nothing set aside says nothing.
    await sweep(store, box(), ['sink'], new Date(nextHour + 3 * 3_600_000 + 60_000))
    expect(hourly().length).toBeLessThanOrEqual(2)
    await sweep(store, box(), ['sink'], new Date(nextHour + 4 * 3_600_000 + 60_000))
    expect(hourly().length).toBeLessThanOrEqual(2)
  })
})

it('an office of a hundred people behind one address, each opening every form in one minute, gets its tokens', () => {
  const limit = formTokenConfig.rateLimit
  expect(limit?.windowSize).toBe(60)
  expect(limit!.windowLimit).toBeGreaterThanOrEqual(100 * FORM_KINDS.length)
})
