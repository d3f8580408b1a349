// The daily cap on messages to one address (issue 26, item 6): someone who types another person's
// address into the booking form, or moves a booking all day, cannot make that address receive more
// than RECIPIENT_DAILY_LIMIT messages in an office day. Real parts: the booking API, the real local
// Blobs server and a real SMTP server. What goes over is kept, marked capped, for staff to see and
// send; staff's own copies are never capped, and another address is not touched.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { bookingApi, type BookingApi } from '../../../netlify/lib/booking/booking-api.ts'
import { deliveriesSettled, notifier, openOutbox, notificationStore } from '../../../netlify/lib/site-outbox.ts'
import { RECIPIENT_DAILY_LIMIT, recipientOf } from '../../../netlify/lib/outbox/recipient-cap.ts'
import { book, NOW, post, startBookingBlobs, tokenOf, type BookingHarness } from '../booking-harness.ts'
import { closedPort as freePort } from '../calendar-harness.ts'
import { smtpServer } from '../smtp-harness.ts'
import { booking as settings } from '../../../src/generated/booking.ts'

const STAFF = 'sales@harbourline.example'
let h: BookingHarness
let server: ReturnType<typeof smtpServer>
let api: BookingApi
let env: Record<string, string>

beforeAll(async () => {
  const port = await freePort()
  server = smtpServer(port)
  await server.start()
  h = await startBookingBlobs()
  env = { SMTP_URL: `smtp://127.0.0.1:${port}`, LEADS_NOTIFY_TO: STAFF }
  // More moves than the daily limit: the booking terms' cap on a prospect's moves (content) raised for it.
  const terms = { ...settings.terms, maxMoves: RECIPIENT_DAILY_LIMIT + 1 }
  api = bookingApi({ now: () => NOW, env, notifier: notifier({ env }), settings: { ...settings, terms } })
})
afterAll(async () => {
  await server?.stop()
  await h?.close()
})

const mailsTo = (address: string) => server.mails.filter((m) => m.to.includes(address))

async function booked(email: string, start: string) {
  const res = await book(api, { email, start })
  expect(res.status).toBe(201)
  await deliveriesSettled()
  return ((await res.json()) as { manageUrl: string }).manageUrl
}

it('one more booking message than the daily limit to one address delivers the limit and keeps the extra as capped; staff and another address are untouched', async () => {
  const email = 'moves.all.day@acme.com.au'
  // A booking and then moves between two times: each sends the prospect an invitation of its own.
  let manageUrl = await booked(email, '2026-12-03T10:00:00+11:00')
  const times = ['2026-12-03T14:00:00+11:00', '2026-12-03T10:00:00+11:00']
  for (let i = 0; i < RECIPIENT_DAILY_LIMIT; i++) {
    const res = await post(api.move, '/api/booking/move', { token: tokenOf(manageUrl), start: times[i % 2] })
    expect(res.status).toBe(200)
    manageUrl = ((await res.json()) as { manageUrl: string }).manageUrl
    await deliveriesSettled()
  }
  expect(mailsTo(email)).toHaveLength(RECIPIENT_DAILY_LIMIT)
  // Staff were told of every change.
  expect(mailsTo(STAFF)).toHaveLength(RECIPIENT_DAILY_LIMIT + 1)

  // The extra is recorded, with a status staff read in `npm run leads -- notifications`.
  const all = await openOutbox(notificationStore(), env).list()
  const theirs = all.filter((n) => n.message?.to === email)
  expect(theirs).toHaveLength(RECIPIENT_DAILY_LIMIT + 1)
  expect(theirs.filter((n) => n.status === 'capped')).toHaveLength(1)
  expect(theirs.filter((n) => n.status === 'delivered')).toHaveLength(RECIPIENT_DAILY_LIMIT)
  // Nothing is tried again by itself: the scheduled run sends only what is due.
  const capped = theirs.find((n) => n.status === 'capped')!
  expect(capped.due).toBe(false)

  // Another address the same day is not affected.
  await booked('someone.else@acme.com.au', '2026-12-03T11:00:00+11:00')
  expect(mailsTo('someone.else@acme.com.au')).toHaveLength(1)

  // Staff's --retry is a person's decision: the capped one is sent then, and counted nowhere.
  const box = openOutbox(notificationStore(), env)
  await box.retry([capped.id])
  expect((await box.deliver(capped.id))?.status).toBe('delivered')
  expect(mailsTo(email)).toHaveLength(RECIPIENT_DAILY_LIMIT + 1)
}, 120_000)

it("counts the prospect's emails by address and texts by number, never staff's messages nor a host's own invitation", () => {
  const message = (to?: string) => ({ subject: 's', text: 't', html: '', ...(to ? { to } : {}) })
  expect(recipientOf({ event: 'prospect-confirmation', message: message(' Dana@Acme.com.au ') })).toBe('dana@acme.com.au')
  expect(recipientOf({ event: 'booking-reminder-sms', message: message('+61412345678') })).toBe('+61412345678')
  expect(recipientOf({ event: 'booking-reminder', message: message('dana@acme.com.au') })).toBe('dana@acme.com.au')
  expect(recipientOf({ event: 'host-invitation', message: message('host@harbourline.example') })).toBeUndefined()
  expect(recipientOf({ event: 'staff-sign-in', message: message('staff@harbourline.example') })).toBeUndefined()
  expect(recipientOf({ event: 'booking', message: message() })).toBeUndefined()
})
