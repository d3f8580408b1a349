// One upcoming booking per person and meeting type (store/person.ts), through
// the real API against the real local Blobs server: a second booking of a type
// by the same email, however it is typed and however many are sent at once, is
// a 409 that discloses nothing of the booking held (no time, no type, no link)
// and emails its link again to that address, once a day however often asked.
import { getStore } from '@netlify/blobs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { bookingStoreFrom } from '../../../netlify/lib/booking/booking-store.ts'
import { personClaimKey } from '../../../netlify/lib/booking/store/person.ts'
import { booking as settings } from '../../../src/generated/booking.ts'
import { apiAt, book, bookingBody, freeTimes, NOW, post, startBookingBlobs, tokenOf, type BookingHarness } from '../booking-harness.ts'

let h: BookingHarness
beforeAll(async () => {
  h = await startBookingBlobs()
})
afterAll(async () => h.close())

const api = apiAt()
const typeName = (id: string) => settings.meetingTypes.find((t) => t.id === id)!.name
let n = 0
const someone = () => `once.${++n}@acme.com.au`

type Made = { bookingId: string; start: string; end: string; manageUrl: string }
async function made(res: Response): Promise<Made> {
  expect(res.status).toBe(201)
  return (await res.json()) as Made
}

it('a second upcoming booking of one type by one email is a 409 that tells nothing of it and emails its link again, once a day', async () => {
  const email = someone()
  const first = await made(await book(api, { email, start: '2026-12-03T09:00:00+11:00' }))
  for (const typed of [email, `  ${email.toUpperCase()} `]) {
    const res = await book(api, { email: typed, start: '2026-12-04T11:00:00+11:00' })
    expect(res.status).toBe(409)
    const body = (await res.json()) as Record<string, unknown>
    expect(body).toMatchObject({ code: 'already-booked' })
    expect(body).not.toHaveProperty('existing')
    expect(body.message).toBe(settings.alreadyBooked.replace('{meeting}', typeName('strategy-call').toLowerCase()))
    const text = JSON.stringify(body)
    for (const secret of [tokenOf(first.manageUrl), '/booking/manage', first.bookingId, first.start, first.start.slice(11, 16)])
      expect(text).not.toContain(secret)
  }
  // The link went to the address itself, recorded once for both asks (one a day).
  const leads = getStore({ name: 'leads', ...h.context, consistency: 'strong' })
  const again = (await leads.list({ prefix: 'notify/prospect-confirmation-' })).blobs.filter((b) => b.key.endsWith('/record'))
  const records = await Promise.all(
    again.map(async (b) => (await leads.get(b.key, { type: 'json' })) as { bookingId: string; message: { text: string } }),
  )
  const mine = records.filter((r) => r.bookingId === first.bookingId)
  expect(mine).toHaveLength(2) // the confirmation when booked, and the link again
  for (const r of mine) expect(r.message.text).toContain(tokenOf(first.manageUrl))
  // The refused request took no time.
  expect(await freeTimes(api, 'strategy-call', '2026-12-04')).toContain('11:00')
})

/** Ten times on two days, an hour apart: without the rule every one of them could be booked (buffers and the day maximum allow it). */
const tenTimes = (days: readonly string[]) =>
  days.flatMap((d) => ['09:00', '10:00', '11:00', '12:00', '13:00'].map((t) => `${d}T${t}:00+11:00`))

it('ten bookings of one type by one email sent at once: exactly one 201, nine 409, one time held', async () => {
  const email = someone()
  const days = ['2026-12-16', '2026-12-17']
  const answers = await Promise.all(tenTimes(days).map((start) => book(api, { email, start })))
  const statuses = answers.map((r) => r.status)
  expect(statuses.filter((s) => s === 201)).toHaveLength(1)
  expect(statuses.filter((s) => s === 409)).toHaveLength(9)
  await made(answers[statuses.indexOf(201)]!)
  for (const r of answers.filter((a) => a.status === 409)) expect(await r.json()).toMatchObject({ code: 'already-booked' })
  // The refused nine left nothing behind: one day index entry, one seat.
  const held = await Promise.all(days.map((d) => h.bookingKeys(`days/${d}/`)))
  expect(held.flat()).toHaveLength(1)
  // Seats are per host: seats/<type>/<host>/<date>/<n>.
  const seats = await h.bookingKeys('seats/strategy-call/')
  expect(seats.filter((k) => days.some((d) => k.includes(`/${d}/`)))).toHaveLength(1)
})

it('after a cancel the same email books again, and ten takeovers at once of the released claim let exactly one in', async () => {
  const email = someone()
  const first = await made(await book(api, { email, start: '2026-12-08T09:00:00+11:00' }))
  expect((await post(api.cancel, '/api/booking/cancel', { token: tokenOf(first.manageUrl) })).status).toBe(200)
  const answers = await Promise.all(tenTimes(['2026-12-14', '2026-12-15']).map((start) => book(api, { email, start })))
  expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)])
})

it('a booking whose end has passed does not block the next one', async () => {
  const email = someone()
  await made(await book(api, { email, start: '2026-12-03T11:00:00+11:00' }))
  const later = apiAt(new Date('2026-12-03T01:00:00Z')) // Thursday 12:00 in Melbourne: the 11:00 call is over
  await made(await book(later, { email, start: '2026-12-09T10:00:00+11:00' }))
  expect(NOW.getTime()).toBeLessThan(new Date('2026-12-03T01:00:00Z').getTime())
})

it('a booking of another meeting type by the same email is allowed', async () => {
  const email = someone()
  await made(await book(api, { email, start: '2026-12-03T12:00:00+11:00' }))
  await made(await book(api, { email, type: 'discovery-call', start: '2026-12-03T15:15:00+11:00' }))
})

it('the same request sent again still answers 201 with its booking, not a 409', async () => {
  const body = bookingBody({ email: someone(), start: '2026-12-03T13:00:00+11:00' })
  const first = await made(await post(api.booking, '/api/booking', body))
  const again = await made(await post(api.booking, '/api/booking', body))
  expect(again).toEqual(first)
})

it('a moved booking still holds its person: a second booking is refused', async () => {
  const email = someone()
  const first = await made(await book(api, { email, start: '2026-12-10T09:00:00+11:00' }))
  const moved = await post(api.move, '/api/booking/move', { token: tokenOf(first.manageUrl), start: '2026-12-10T15:00:00+11:00' })
  expect(moved.status).toBe(200)
  const res = await book(api, { email, start: '2026-12-11T09:00:00+11:00' })
  expect(res.status).toBe(409)
  expect(await res.json()).toMatchObject({ code: 'already-booked' })
})

it('an erasure leaves no hash of the address in the bookings store, and the person can book again', async () => {
  const email = someone()
  const first = await made(await book(api, { email, start: '2026-12-11T10:00:00+11:00' }))
  const key = personClaimKey(email, 'strategy-call')
  expect(await h.bookingKeys('people/')).toContain(key)
  await bookingStoreFrom(h.bookings, settings).erase(first.bookingId, NOW)
  expect(await h.bookingKeys('people/')).not.toContain(key)
  await made(await book(api, { email, start: '2026-12-11T11:00:00+11:00' }))
})
