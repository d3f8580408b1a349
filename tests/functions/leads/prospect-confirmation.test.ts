// The optional thank-you to the prospect after a form (content/prospect-messages.yaml
// enabled, off by default): switched on, a contact lead
// sends the prospect an email; the webhook never gets it. Switched off (the
// default), nothing goes to them after a form. Their booking email, with its
// calendar invitation and manage link, is on by default (bookingEmails; see
// invitations.test.ts).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { getStore, type Store } from '@netlify/blobs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { STORE_NAME } from '../../../netlify/lib/leads/lead-store.ts'
import { deliveriesSettled, openOutbox } from '../../../netlify/lib/site-outbox.ts'
import { prospectMessages } from '../../../src/generated/prospect-messages.ts'
import { apiAt, book, startBookingBlobs, type BookingHarness } from '../booking-harness.ts'
import { post, validContact } from '../harness.ts'

let h: BookingHarness
let raw: Store
const sink = () => process.env.LEADS_MAIL_SINK!
const emlOf = (id: string) =>
  readFileSync(
    join(
      sink(),
      readdirSync(sink()).find((f) => f.includes(id))!,
    ),
    'utf8',
  )

beforeAll(async () => {
  for (const k of ['SMTP_URL', 'LEADS_NOTIFY_TO', 'LEADS_WEBHOOK_URL']) delete process.env[k]
  h = await startBookingBlobs()
  raw = getStore({ name: STORE_NAME, ...h.context, consistency: 'strong' })
})
afterAll(async () => {
  prospectMessages.enabled = false
  await h?.close()
})

const confirmations = async () => (await openOutbox(raw).list()).filter((n) => n.event === 'prospect-confirmation')

it('is off by default: nothing goes to the prospect', async () => {
  expect(prospectMessages.enabled).toBe(false)
  expect((await post('contact', validContact({ email: 'off@acme.com.au' }))).status).toBe(200)
  await deliveriesSettled()
  expect(await confirmations()).toEqual([])
})

it('switched on: the prospect gets a thank-you, and the booking with its calendar file', async () => {
  prospectMessages.enabled = true
  expect((await post('contact', validContact({ firstName: 'Mia', email: 'mia@acme.com.au' }))).status).toBe(200)
  const res = await book(apiAt(), { name: 'Mia Chen', email: 'mia@acme.com.au' })
  expect(res.status).toBe(201)
  const { manageUrl } = (await res.json()) as { manageUrl: string }
  await deliveriesSettled()
  const sent = await confirmations()
  expect(sent.map((n) => [n.form, n.channel, n.status])).toEqual(
    expect.arrayContaining([
      ['contact', 'sink', 'delivered'],
      ['booking', 'sink', 'delivered'],
    ]),
  )
  const thanks = emlOf(sent.find((n) => n.form === 'contact')!.id)
  expect(thanks).toMatch(/^To: mia@acme\.com\.au$/m)
  // Content's subject as written: nothing the visitor typed (their name) is in it.
  expect(thanks.split(/\r?\n/)).toContain(`Subject: ${prospectMessages.leadSubject}`)
  expect(thanks).not.toMatch(/^Subject: .*Mia/m)
  const booked = emlOf(sent.find((n) => n.form === 'booking')!.id)
  expect(booked).toMatch(/^To: mia@acme\.com\.au$/m)
  expect(booked).toMatch(/^Subject: Booked: Growth strategy session, /m)
  expect(booked).toMatch(/Content-Type: text\/calendar/)
  expect(booked.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(manageUrl.split('?')[0]!)
})
