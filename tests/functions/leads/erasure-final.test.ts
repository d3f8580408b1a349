// Erasure is final: bookings and leads sent while the erase runs leave nothing of the person behind
// (a booking made then is refused, or found by the erase's next look, or taken back by its own
// endpoint), nothing naming her is sent afterwards (the SMTP test server counts), and a lead id
// erased and saved again is told under new keys, never the erased lead's Idempotency-Key. The real
// functions and booking endpoints, the real local Blobs server, the erase the staff CLI and console call.
import type { ErasablePeople } from '../../../netlify/lib/leads/erasure.ts'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { getStore } from '@netlify/blobs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { bookingApi, type BookingApi } from '../../../netlify/lib/booking/booking-api.ts'
import { bookingStore } from '../../../netlify/lib/booking/booking-store.ts'
import { deliveriesSettled, notifier, openOutbox } from '../../../netlify/lib/site-outbox.ts'
import { erasePerson } from '../../../netlify/lib/leads/erasure.ts'
import { STORE_NAME } from '../../../netlify/lib/leads/lead-store.ts'
import { sweep } from '../../../netlify/lib/leads/lead-sweep.ts'
import { erasablePeople } from '../../../netlify/lib/staff/person-erasure.ts'
import { STAFF_STORE_NAME } from '../../../netlify/lib/staff/staff-store.ts'
import { channelSetup } from '../../../netlify/lib/outbox/channels.ts'
import { notificationId } from '../../../netlify/lib/outbox/outbox-store.ts'
import { booking as settings } from '../../../src/generated/booking.ts'
import { book, NOW, startBookingBlobs, type BookingHarness } from '../booking-harness.ts'
import { closedPort as freePort } from '../calendar-harness.ts'
import { post, validContact } from '../harness.ts'
import { smtpServer } from '../smtp-harness.ts'

const ANA = { firstName: 'Anastasia', lastName: 'Quixote', email: 'anastasia.quixote@acme.com.au' }
const ANA_WORDS = /anastasia|quixote/i
const TIMES = ['10:00', '10:30', '11:00', '11:30', '14:00', '14:30', '15:00', '15:30']

let h: BookingHarness
let mail: ReturnType<typeof smtpServer>
let api: BookingApi
let env: Record<string, string>
const saved = { ...process.env }

beforeAll(async () => {
  const port = await freePort()
  mail = smtpServer(port)
  await mail.start()
  h = await startBookingBlobs()
  env = { SMTP_URL: `smtp://127.0.0.1:${port}`, LEADS_NOTIFY_TO: 'sales@harbourline.example' }
  Object.assign(process.env, env)
  delete process.env.LEADS_MAIL_SINK
  api = bookingApi({ now: () => NOW, env, notifier: notifier({ env }) })
})
afterAll(async () => {
  await deliveriesSettled()
  for (const k of Object.keys(env)) delete process.env[k]
  process.env.LEADS_MAIL_SINK = saved.LEADS_MAIL_SINK
  await mail?.stop()
  await h?.close()
})

/** Every blob of every store on disk, as text. */
const blobText = () =>
  readdirSync(h.directory, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.parentPath.includes('mail'))
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'))
    .join('\n')

it('bookings and leads racing the erase: nothing of the person remains, and nothing naming her is sent afterwards', async () => {
  const store = getStore({ name: STORE_NAME, ...h.context, consistency: 'strong' })
  const bookings = bookingStore(settings)
  const box = openOutbox(store, env)
  const anaBooking = (time: string) =>
    book(api, { email: ANA.email, name: `${ANA.firstName} ${ANA.lastName}`, start: `2026-12-03T${time}:00+11:00` })
  expect((await anaBooking(TIMES[0]!)).status).toBe(201)
  const erased = validContact(ANA)
  expect((await post('contact', erased)).status).toBe(200)
  await deliveriesSettled()

  let erasing = true
  const sent: Promise<Response>[] = []
  // The race ends inside the erase's look, once every request sent so far is answered: each one raced
  // the erase's start and is refused, taken back or found by the look. (One answered after the erase
  // finished would be a new person's, rightly kept: the race never reaches past the erase.)
  const racedUntilLooked = (people: ErasablePeople): ErasablePeople => ({
    ...people,
    async find(...args) {
      erasing = false
      await Promise.allSettled(sent)
      return people.find(...args)
    },
  })
  const racing = (async () => {
    // A bounded race (the machine is shared): a contact and a booking every 50 ms while the erase runs.
    for (let i = 0; erasing && i < 40; i++) {
      sent.push(post('contact', validContact(ANA)))
      // A cancel frees her type's one booking only through the erase: each later try is refused, taken back or found.
      sent.push(anaBooking(TIMES[i % TIMES.length]!))
      await new Promise((r) => setTimeout(r, 50))
    }
  })()
  const result = await erasePerson(
    {
      store,
      bookings: { list: () => bookings.list(), erase: (id) => bookings.erase(id, NOW) },
      box,
      sink: null,
      people: racedUntilLooked(erasablePeople(getStore({ name: STAFF_STORE_NAME, ...h.context, consistency: 'strong' }))),
    },
    ANA.email,
  ).finally(() => (erasing = false))
  await racing
  for (const res of await Promise.all(sent)) expect([200, 201, 409, 503]).toContain(res.status)
  expect(result.ok).toBe(true)
  await deliveriesSettled()
  const mailsAtErase = mail.mails.length

  // Whatever was answered while it ran, and every scheduled run after it: nothing of her is kept or sent.
  for (const minutes of [0, 1, 31, 61]) await sweep(store, box, channelSetup(env).channels, new Date(Date.now() + minutes * 60_000))
  await deliveriesSettled()
  const afterwards = mail.mails.slice(mailsAtErase)
  expect(afterwards.filter((m) => ANA_WORDS.test(JSON.stringify(m)))).toEqual([])
  const mine = (await bookings.list()).filter((b) => ANA_WORDS.test(JSON.stringify(b)) || b.email === ANA.email)
  expect(mine).toEqual([])
  expect(blobText()).not.toMatch(ANA_WORDS)
  expect(blobText()).not.toContain(ANA.email)

  // The erased lead saved again (its browser kept it): a new lead, told under keys of its own.
  expect((await post('contact', erased)).status).toBe(200)
  await deliveriesSettled()
  const told = (await box.list()).filter((n) => n.leadId === erased.leadId && n.event === 'contact')
  expect(told.length).toBeGreaterThan(0)
  for (const n of told) expect(n.id).not.toBe(notificationId('contact', erased.submissionId, n.channel))
}, 120_000)
