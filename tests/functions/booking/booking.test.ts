// The booking API, as its contract (schemas/booking-request.ts) has it, through the real
// handlers and a real local Blobs server: availability, booking (201, the same
// requestId again, 409 with the next free times, 422 for a time that is no
// slot), the manage link (read, move, cancel, 403 for a bad token) and the .ics.
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { contactForm } from '../../../src/generated/forms.ts'
import { bookingPages } from '../../../src/generated/booking-pages.ts'
import { booking } from '../../../src/generated/booking.ts'
import { site } from '../../../src/generated/site.ts'
import { team } from '../../../src/generated/team.ts'
import { config as availabilityConfig } from '../../../netlify/functions/availability.ts'
import { config as bookingConfig } from '../../../netlify/functions/booking.ts'
import { config as readConfig } from '../../../netlify/functions/booking-read.ts'
import { config as cancelConfig } from '../../../netlify/functions/booking-cancel.ts'
import { config as icsConfig } from '../../../netlify/functions/booking-ics.ts'
import { config as moveConfig } from '../../../netlify/functions/booking-move.ts'
import { signToken, tokenExpiry } from '../../../netlify/lib/booking/token.ts'
import { LOCAL_SITE_URL } from '../../../netlify/lib/site-url.ts'
import { hostOf } from '../../../netlify/lib/booking/host-roster.ts'
import {
  soloApiAt,
  SOLO_HOST,
  book,
  bookingBody,
  freeTimes,
  get,
  NOW,
  post,
  startBookingBlobs,
  STRATEGY_DAY,
  tokenOf,
  type BookingHarness,
} from '../booking-harness.ts'

let h: BookingHarness
beforeAll(async () => {
  h = await startBookingBlobs()
})
afterAll(async () => h.close())

const api = soloApiAt()

describe('the functions', () => {
  it('are Netlify Functions v2 on the paths and methods of the issue', () => {
    // Reading a booking is its own function on the booking's path, so it has its own rate limit.
    expect([availabilityConfig, bookingConfig, readConfig, cancelConfig, moveConfig, icsConfig].map((c) => [c.path, c.method])).toEqual([
      ['/api/availability', 'GET'],
      ['/api/booking', 'POST'],
      ['/api/booking', 'GET'],
      ['/api/booking/cancel', 'POST'],
      ['/api/booking/move', 'POST'],
      ['/api/booking/ics', 'GET'],
    ])
  })
})

describe('GET /api/availability', () => {
  it('answers { timezone, slots } with the free slots only, ISO 8601 with the office offset', async () => {
    const res = await get(api.availability, '/api/availability?type=strategy-call&from=2026-12-22&days=1')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const body = (await res.json()) as { timezone: string; slots: { start: string; end: string }[] }
    expect(Object.keys(body).sort()).toEqual(['slots', 'timezone'])
    expect(body.timezone).toBe('Australia/Melbourne')
    expect(body.slots.map((s) => s.start.slice(11, 16))).toEqual(STRATEGY_DAY)
    expect(body.slots[0]).toEqual({ start: '2026-12-22T09:00:00+11:00', end: '2026-12-22T09:30:00+11:00' })
  })

  it('defaults to today and the whole horizon; days before today and after the horizon have none', async () => {
    const all = (await (await get(api.availability, '/api/availability?type=strategy-call')).json()) as { slots: { start: string }[] }
    const dates = [...new Set(all.slots.map((s) => s.start.slice(0, 10)))]
    expect(dates[0]).toBe('2026-12-03') // today (2 Dec) is inside the notice
    expect(dates.at(-1)).toBe('2026-12-23') // today + 21 days
    expect(dates).not.toContain('2026-12-05') // Saturday
    const before = (await (await get(api.availability, '/api/availability?type=strategy-call&from=2026-11-01&days=10')).json()) as {
      slots: unknown[]
    }
    expect(before.slots).toEqual([])
  })

  it.each([
    ['type=party-call', 422, 'type', /Unknown meeting type "party-call": use one of strategy-call, discovery-call/],
    ['', 400, 'type', /Missing/],
    ['type=strategy-call&from=3-12-2026', 400, 'from', /YYYY-MM-DD/],
    ['type=strategy-call&from=2026-02-30', 422, 'from', /not a date in the calendar/],
    ['type=strategy-call&days=abc', 400, 'days', /whole number/],
    ['type=strategy-call&days=0', 422, 'days', /1 to 62/],
    ['type=strategy-call&days=400', 422, 'days', /1 to 62/],
  ])("?%s -> %i with a message for %s, in the lead functions' error shape", async (query, status, field, message) => {
    const res = await get(api.availability, `/api/availability?${query}`)
    expect(res.status).toBe(status)
    const body = (await res.json()) as { success: boolean; error: string; fieldErrors: Record<string, string> }
    expect(body.success).toBe(false)
    expect(body.error).toEqual(expect.any(String))
    expect(body.fieldErrors[field]).toMatch(message)
  })

  it('refuses other methods with 405', async () => {
    const res = await post(api.availability, '/api/availability?type=strategy-call', {})
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET')
  })
})

describe('POST /api/booking', () => {
  let first: Record<string, string>
  const requestId = crypto.randomUUID()

  it("201 { bookingId, start, end, place, durationMinutes, manageUrl, icsUrl, host } on the site's URL", async () => {
    const res = await book(api, { requestId, leadId: '7b0f4a5c-2d3e-4f60-8a9b-0c1d2e3f4a5b' })
    expect(res.status).toBe(201)
    first = (await res.json()) as Record<string, string>
    expect(Object.keys(first).sort()).toEqual(['bookingId', 'durationMinutes', 'end', 'host', 'icsUrl', 'manageUrl', 'place', 'start'])
    expect(first.host as unknown).toEqual({ id: SOLO_HOST, name: team.find((m) => m.id === SOLO_HOST)!.name })
    // Its own video room, and the meeting type's length (content/booking.yaml).
    expect(first.place).toEqual({ kind: 'video', url: expect.stringMatching(/^https:\/\/meet\.jit\.si\/harbourline[a-z0-9]{20,}$/) })
    expect(first.durationMinutes).toBe(booking.meetingTypes.find((t) => t.id === 'strategy-call')!.durationMinutes)
    expect(first).toMatchObject({ start: '2026-12-03T10:00:00+11:00', end: '2026-12-03T10:30:00+11:00' })
    expect(first.manageUrl).toMatch(new RegExp(`^${LOCAL_SITE_URL}/booking/manage/\\?token=[\\w.-]+$`))
    expect(first.icsUrl).toBe(`${LOCAL_SITE_URL}/api/booking/ics?token=${tokenOf(first.manageUrl!)}`)
    const stored = (await h.bookings.get(`bookings/${first.bookingId}/0001`, { type: 'json' })) as Record<string, unknown>
    expect(stored).toMatchObject({
      leadId: '7b0f4a5c-2d3e-4f60-8a9b-0c1d2e3f4a5b',
      name: 'Ana Nguyen',
      email: bookingBody({ requestId }).email,
      status: 'confirmed',
      type: 'strategy-call',
    })
  })

  it('takes the time and the buffer around it, for every meeting type', async () => {
    expect(await freeTimes(api, 'strategy-call', '2026-12-03')).toEqual(
      STRATEGY_DAY.filter((t) => !['09:30', '10:00', '10:30'].includes(t)),
    )
    const discovery = await freeTimes(api, 'discovery-call', '2026-12-03')
    expect(discovery).toContain('09:30') // ends 09:45, the buffer's edge
    for (const t of ['09:45', '10:00', '10:15', '10:30']) expect(discovery).not.toContain(t)
    expect(discovery).toContain('10:45')
  })

  it('the same requestId five more times: 201 with the same body, and still one booking', async () => {
    for (let i = 0; i < 5; i++) {
      const again = await book(api, { requestId, leadId: '7b0f4a5c-2d3e-4f60-8a9b-0c1d2e3f4a5b' })
      expect(again.status).toBe(201)
      expect(await again.json()).toEqual(first)
    }
    expect(await h.bookingKeys('bookings/')).toEqual([`bookings/${first.bookingId}/0001`])
    expect(await h.bookingKeys('requests/')).toEqual([`requests/${requestId}`])
  })

  it.each([
    ['time', { start: '2026-12-03T15:00:00+11:00' }],
    ['type', { type: 'discovery-call' }],
    ['name', { name: 'Someone Else' }],
    ['email', { email: 'someone@else.com.au' }],
    ['phone', { phone: '0499 999 999' }],
  ])('a requestId reused with another %s: 409 with a message, not the first booking, and nothing booked', async (_, over) => {
    const before = await h.bookingKeys()
    const res = await book(api, { requestId, leadId: '7b0f4a5c-2d3e-4f60-8a9b-0c1d2e3f4a5b', ...over })
    expect(res.status).toBe(409)
    const body = (await res.json()) as Record<string, unknown>
    expect(body).toMatchObject({ success: false, code: 'request-mismatch', error: expect.any(String), message: expect.any(String) })
    expect(body).not.toHaveProperty('bookingId')
    expect(await h.bookingKeys()).toEqual(before)
  })

  it('a taken slot: 409 { error, message, nextSlots } with the next free times', async () => {
    const res = await book(api, { name: 'Ben Ito', email: 'ben@ito.com.au' })
    expect(res.status).toBe(409)
    const body = (await res.json()) as {
      success: boolean
      error: string
      message: string
      code: string
      nextSlots: { start: string; end: string }[]
    }
    expect(body).toMatchObject({ success: false, code: 'taken', error: 'That time is no longer available.' })
    expect(body.message).toMatch(/choose another time/)
    expect(body.nextSlots.map((s) => s.start)).toEqual(['11:00', '11:30', '12:00', '12:30', '13:00'].map((t) => `2026-12-03T${t}:00+11:00`))
    // A slot that overlaps the buffer is taken too.
    expect((await book(api, { start: '2026-12-03T10:30:00+11:00' })).status).toBe(409)
  })

  it('the per-day maximum: the seventh strategy session of a day is 409 day-full; other types still book', async () => {
    for (const t of ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'])
      expect((await book(api, { start: `2026-12-04T${t}:00+11:00` })).status).toBe(201)
    const seventh = await book(api, { start: '2026-12-04T15:00:00+11:00' })
    expect(seventh.status).toBe(409)
    const body = (await seventh.json()) as { code: string; error: string; nextSlots: { start: string }[] }
    expect(body).toMatchObject({ code: 'day-full', error: 'That day is fully booked.' })
    expect(body.nextSlots[0]!.start).toBe('2026-12-07T09:00:00+11:00') // Monday: the weekend is closed
    expect(await freeTimes(api, 'strategy-call', '2026-12-04')).toEqual([])
    expect((await book(api, { type: 'discovery-call', start: '2026-12-04T16:00:00+11:00' })).status).toBe(201)
  })

  it.each([
    ['in the past', '2026-11-30T10:00:00+11:00', 'past'],
    ['inside the notice period', '2026-12-02T15:00:00+11:00', 'notice'],
    ['past the horizon', '2026-12-24T10:00:00+11:00', 'horizon'],
    ['before opening', '2026-12-03T08:30:00+11:00', 'outside-hours'],
    ['ending after closing', '2026-12-03T17:45:00+11:00', 'outside-hours'],
    ['on a Saturday', '2026-12-05T10:00:00+11:00', 'outside-hours'],
    ['off the 30-minute step', '2026-12-03T11:15:00+11:00', 'not-on-step'],
  ])('a start %s is not a slot: 422 with a message', async (_, start, code) => {
    const res = await book(api, { start })
    expect(res.status).toBe(422)
    const body = (await res.json()) as { success: boolean; code: string; error: string; fieldErrors: Record<string, string> }
    expect(body).toMatchObject({ success: false, code })
    expect(body.fieldErrors.start).toBe(body.error)
  })

  it('a public holiday is not a slot: 422 naming the holiday', async () => {
    const christmasWeek = soloApiAt(new Date('2026-12-20T20:00:00Z'))
    const res = await book(christmasWeek, { start: '2026-12-28T10:00:00+11:00' })
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({ code: 'holiday', error: expect.stringContaining('Boxing Day (additional day)') })
  })

  it('the same times seen from another zone are the same slots', async () => {
    // 11:00 in Melbourne is 00:00 UTC the same day.
    const res = await book(api, { start: '2026-12-03T00:00:00Z' })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ start: '2026-12-03T11:00:00+11:00' })
  })

  it("checks the name with the booking page's messages, email and phone with the contact form's rules and messages", async () => {
    const f = contactForm.fields
    const nameField = bookingPages.book.details.fields.name
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', nameField.required!],
      [{ name: 'Read this at evil.example' }, 'name', nameField.invalid],
      [{ email: '' }, 'email', f.email.required!],
      [{ email: 'ana-at-acme' }, 'email', f.email.invalid],
      [{ email: 'ana@acme' }, 'email', f.email.domain],
      [{ phone: '0'.repeat(f.phone.maxLength + 1) }, 'phone', `Please keep this under ${f.phone.maxLength} characters`],
      [{ requestId: 'abc' }, 'requestId', 'Expected a lowercase UUID'],
      [{ type: 'party-call' }, 'type', 'Unknown meeting type: use one of strategy-call, discovery-call'],
      [
        { start: '2026-12-03T10:00:00' },
        'start',
        'Expected a start time in ISO 8601 with its UTC offset, e.g. "2026-12-01T09:00:00+11:00"',
      ],
      [{ leadId: 'lead-1' }, 'leadId', 'Expected a lowercase UUID'],
      [{ surprise: 1 }, 'surprise', 'Unknown field'],
    ]
    for (const [over, field, message] of cases) {
      const res = await book(api, over)
      expect(res.status, JSON.stringify(over)).toBe(422)
      const body = (await res.json()) as { success: boolean; error: string; fieldErrors: Record<string, string> }
      expect(body).toMatchObject({ success: false, error: 'Please check the highlighted fields and try again.' })
      expect(body.fieldErrors[field], JSON.stringify(over)).toBe(message)
    }
    const { phone: _, ...noPhone } = bookingBody({ start: '2026-12-03T16:00:00+11:00' })
    expect((await post(api.booking, '/api/booking', noPhone)).status).toBe(201)
  })

  it('refuses what the lead functions refuse: not JSON 400, wrong type 415, other methods 405', async () => {
    const raw = (body: string, type = 'application/json', method = 'POST') =>
      api.booking(new Request('http://localhost/api/booking', { method, headers: { 'content-type': type }, body }))
    expect((await raw('{nope')).status).toBe(400)
    expect((await raw('name=Ana', 'application/x-www-form-urlencoded')).status).toBe(415)
    expect((await raw('[]')).status).toBe(422)
    const put = await raw('{}', 'application/json', 'PUT')
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('GET, POST')
  })
})

describe('the manage link', () => {
  it('GET /api/booking?token= answers the booking', async () => {
    const made = (await (await book(api, { start: '2026-12-07T10:00:00+11:00', name: 'Cara Diaz' })).json()) as Record<string, string>
    const res = await get(api.booking, `/api/booking?token=${tokenOf(made.manageUrl!)}`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      bookingId: made.bookingId,
      type: 'strategy-call',
      typeName: 'Growth strategy session',
      name: 'Cara Diaz',
      start: '2026-12-07T10:00:00+11:00',
      end: '2026-12-07T10:30:00+11:00',
      status: 'confirmed',
      timezone: 'Australia/Melbourne',
      place: made.place,
      durationMinutes: made.durationMinutes,
      manageUrl: made.manageUrl,
      icsUrl: made.icsUrl,
      // Days ahead: both changes are still the prospect's to make (content/booking.yaml terms).
      terms: { canMove: true, canCancel: true },
    })
    expect(made.place).toMatchObject({ kind: 'video' })
  })

  it('move: the new time is taken, the old one free again; a move to a taken or impossible time changes nothing', async () => {
    const made = (await (await book(api, { start: '2026-12-08T10:00:00+11:00' })).json()) as Record<string, string>
    const token = tokenOf(made.manageUrl!)
    await book(api, { start: '2026-12-08T14:00:00+11:00' })

    const taken = await post(api.move, '/api/booking/move', { token, start: '2026-12-08T14:00:00+11:00' })
    expect(taken.status).toBe(409)
    expect(await taken.json()).toMatchObject({ code: 'taken', nextSlots: expect.any(Array) })
    const impossible = await post(api.move, '/api/booking/move', { token, start: '2026-12-08T19:00:00+11:00' })
    expect(impossible.status).toBe(422)
    expect(await h.bookingKeys(`bookings/${made.bookingId}/`)).toHaveLength(1)

    // Half an hour later: the new time overlaps the old one, which must not count against it.
    const moved = await post(api.move, '/api/booking/move', { token, start: '2026-12-08T10:30:00+11:00' })
    expect(moved.status).toBe(200)
    const body = (await moved.json()) as Record<string, string>
    expect(body).toMatchObject({ bookingId: made.bookingId, start: '2026-12-08T10:30:00+11:00', status: 'confirmed' })
    expect(body.manageUrl).not.toBe(made.manageUrl) // the end moved, so did the link's expiry
    let free = await freeTimes(api, 'strategy-call', '2026-12-08')
    expect(free).toContain('09:00')
    expect(free).not.toContain('10:30')

    const far = await post(api.move, '/api/booking/move', { token: tokenOf(body.manageUrl!), start: '2026-12-08T16:00:00+11:00' })
    expect(far.status).toBe(200)
    free = await freeTimes(api, 'strategy-call', '2026-12-08')
    expect(free).toEqual(expect.arrayContaining(['09:00', '09:30', '10:00', '10:30', '11:00', '12:00']))
    expect(free).not.toContain('16:00')
    // Claimed that day (09:00-18:00 office time is 22:00-07:00 UTC): the other booking at 14:00 and
    // this one at 16:00, each its half hour and the buffer's quarter after it. Nothing of 10:00 or 10:30.
    const cells = (await h.bookingKeys(`cells/${SOLO_HOST}/`)).filter(
      (k) => k >= `cells/${SOLO_HOST}/20261207T2200Z` && k < `cells/${SOLO_HOST}/20261208T0700Z`,
    )
    expect(cells).toEqual(['0300', '0315', '0330', '0500', '0515', '0530'].map((t) => `cells/${SOLO_HOST}/20261208T${t}Z`))

    // The same move again is no change.
    const again = await post(api.move, '/api/booking/move', { token, start: '2026-12-08T16:00:00+11:00' })
    expect(again.status).toBe(200)
    expect(await h.bookingKeys(`bookings/${made.bookingId}/`)).toHaveLength(3)
  })

  it('cancel: the time is free again, the booking reads as cancelled, a second cancel changes nothing, a move is refused', async () => {
    const made = (await (await book(api, { start: '2026-12-09T11:00:00+11:00' })).json()) as Record<string, string>
    const token = tokenOf(made.manageUrl!)
    expect(await freeTimes(api, 'strategy-call', '2026-12-09')).not.toContain('11:00')
    const res = await post(api.cancel, '/api/booking/cancel', { token })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ bookingId: made.bookingId, status: 'cancelled' })
    expect(await freeTimes(api, 'strategy-call', '2026-12-09')).toEqual(STRATEGY_DAY)
    expect(await (await get(api.booking, `/api/booking?token=${token}`)).json()).toMatchObject({ status: 'cancelled' })
    expect((await post(api.cancel, '/api/booking/cancel', { token })).status).toBe(200)
    const move = await post(api.move, '/api/booking/move', { token, start: '2026-12-09T13:00:00+11:00' })
    expect(move.status).toBe(409)
    expect(await move.json()).toMatchObject({ code: 'cancelled' })
    // Someone else can have the freed time.
    expect((await book(api, { start: '2026-12-09T11:00:00+11:00' })).status).toBe(201)
  })

  it('a booking request sent again after a move answers the booking at its new time, not the old one', async () => {
    const body = bookingBody({ start: '2026-12-10T13:00:00+11:00' })
    const made = (await (await post(api.booking, '/api/booking', body)).json()) as Record<string, string>
    expect(
      (await post(api.move, '/api/booking/move', { token: tokenOf(made.manageUrl!), start: '2026-12-10T15:00:00+11:00' })).status,
    ).toBe(200)
    const again = await post(api.booking, '/api/booking', body)
    expect(again.status).toBe(201)
    expect(await again.json()).toMatchObject({
      bookingId: made.bookingId,
      start: '2026-12-10T15:00:00+11:00',
      end: '2026-12-10T15:30:00+11:00',
    })
    expect(await h.bookingKeys(`bookings/${made.bookingId}/`)).toHaveLength(2)
  })

  it('a booking request sent again after a cancel answers that it was cancelled, books nothing and keeps the time free', async () => {
    const body = bookingBody({ start: '2026-12-10T16:00:00+11:00' })
    const made = (await (await post(api.booking, '/api/booking', body)).json()) as Record<string, string>
    expect((await post(api.cancel, '/api/booking/cancel', { token: tokenOf(made.manageUrl!) })).status).toBe(200)
    const again = await post(api.booking, '/api/booking', body)
    expect(again.status).toBe(409)
    const answer = (await again.json()) as Record<string, unknown>
    expect(answer).toMatchObject({
      success: false,
      code: 'cancelled',
      message: expect.stringContaining('cancelled'),
      nextSlots: expect.any(Array),
    })
    expect(answer).not.toHaveProperty('bookingId')
    expect(await freeTimes(api, 'strategy-call', '2026-12-10')).toContain('16:00')
    expect(await h.bookingKeys(`bookings/${made.bookingId}/`)).toHaveLength(2)
  })

  it('a meeting that has started can no longer be moved or cancelled', async () => {
    const made = (await (await book(api, { start: '2026-12-10T09:00:00+11:00' })).json()) as Record<string, string>
    const later = soloApiAt(new Date('2026-12-09T22:10:00Z')) // 09:10 on the day
    const token = tokenOf(made.manageUrl!)
    expect((await post(later.cancel, '/api/booking/cancel', { token })).status).toBe(409)
    expect((await post(later.move, '/api/booking/move', { token, start: '2026-12-11T09:00:00+11:00' })).status).toBe(409)
    expect((await get(later.booking, `/api/booking?token=${token}`)).status).toBe(200)
  })

  describe('a bad token: 403 from each endpoint, and nothing changes', () => {
    let made: Record<string, string>
    let token: string
    beforeAll(async () => {
      made = (await (await book(api, { start: '2026-12-11T14:00:00+11:00' })).json()) as Record<string, string>
      token = tokenOf(made.manageUrl!)
    })
    const swap = (s: string, i: number, a: string, b: string) => s.slice(0, i) + (s[i] === a ? b : a) + s.slice(i + 1)
    const bad: [string, () => string][] = [
      ['tampered signature', () => swap(token, token.length - 1, 'A', 'B')],
      ['another booking id', () => swap(token, 0, '0', '1')],
      ['longer expiry', () => token.replace(/\.(\d+)\./, (_, e: string) => `.${Number(e) + 86_400}.`)],
      ['a zero added before its expiry', () => token.replace(/\.(\d+)\./, (_, e: string) => `.0${e}.`)],
      ['truncated', () => token.slice(0, -5)],
      ['signed with another secret', () => signToken(made.bookingId!, tokenExpiry(made.end!), 'x'.repeat(40))],
      ['empty', () => ''],
    ]
    it.each(bad)('%s', async (_, make) => {
      const t = make()
      const q = encodeURIComponent(t)
      const answers = [
        await get(api.booking, `/api/booking?token=${q}`),
        await get(api.ics, `/api/booking/ics?token=${q}`),
        await post(api.cancel, '/api/booking/cancel', { token: t }),
        await post(api.move, '/api/booking/move', { token: t, start: '2026-12-11T16:00:00+11:00' }),
      ]
      expect(answers.map((r) => r.status)).toEqual([403, 403, 403, 403])
      for (const r of answers)
        expect(await r.json()).toMatchObject({ success: false, code: 'invalid-token', error: expect.stringContaining('not valid') })
      expect(await h.bookingKeys(`bookings/${made.bookingId}/`)).toHaveLength(1)
      expect(await freeTimes(api, 'strategy-call', '2026-12-11')).not.toContain('14:00')
    })

    it('expired: 403 saying so, 30 days after the meeting', async () => {
      const expiredAt = new Date((tokenExpiry(made.end!) + 1) * 1000)
      const late = soloApiAt(expiredAt)
      const res = await post(late.cancel, '/api/booking/cancel', { token })
      expect(res.status).toBe(403)
      expect(await res.json()).toMatchObject({ code: 'expired-token', error: expect.stringContaining('expired') })
      expect((await get(soloApiAt(new Date(expiredAt.getTime() - 2000)).booking, `/api/booking?token=${token}`)).status).toBe(200)
      expect(await h.bookingKeys(`bookings/${made.bookingId}/`)).toHaveLength(1)
    })
  })
})

describe('GET /api/booking/ics', () => {
  it('an .ics attachment that a calendar parser (ical.js, as in Thunderbird) reads back', async () => {
    const made = (await (
      await book(api, { start: '2026-12-14T09:30:00+11:00', name: "Dana O'Neil-Jones Jr.", email: 'ana@acme.com.au' })
    ).json()) as Record<string, string>
    const res = await get(api.ics, new URL(made.icsUrl!).pathname + new URL(made.icsUrl!).search)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="harbourline-strategy-call-2026-12-14.ics"')
    const text = await res.text()
    expect(text).not.toMatch(/[^\r]\n/)
    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!
    expect(event.getFirstPropertyValue('uid')).toBe(`${made.bookingId}@harbourline.example`)
    expect(text).toContain('DTSTART:20261213T223000Z')
    expect(text).toContain('DTEND:20261213T230000Z')
    expect(event.getFirstPropertyValue('summary')).toBe(
      `${booking.meetingTypes.find((t) => t.id === 'strategy-call')!.name} with ${site.brand.name}`,
    )
    expect(event.getFirstPropertyValue('description')).toContain(`To move or cancel it: ${made.manageUrl}`)
    const organizer = event.getFirstProperty('organizer')!
    // URI schemes are case-insensitive (ical-generator writes MAILTO:).
    const uri = (p: ICAL.Property) => String(p.getFirstValue()).toLowerCase()
    // The host by name, at the agency's address.
    const host = (made as unknown as { host: { id: string } }).host.id
    expect([uri(organizer), organizer.getParameter('cn')]).toEqual([
      `mailto:${site.contact.email}`,
      `${hostOf(host).name} (${site.brand.name})`,
    ])
    const attendee = event.getFirstProperty('attendee')!
    expect([uri(attendee), attendee.getParameter('cn')]).toEqual(['mailto:ana@acme.com.au', "Dana O'Neil-Jones Jr."])
    // Where to meet: the booking's join link, as LOCATION and URL.
    const joinUrl = (made.place as unknown as { url: string }).url
    expect([event.getFirstPropertyValue('location'), event.getFirstPropertyValue('url')]).toEqual([joinUrl, joinUrl])
    expect(event.getFirstPropertyValue('description')).toContain(joinUrl)
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED')

    await post(api.cancel, '/api/booking/cancel', { token: tokenOf(made.manageUrl!) })
    const after = new ICAL.Component(
      ICAL.parse(await (await get(api.ics, `/api/booking/ics?token=${tokenOf(made.manageUrl!)}`)).text()),
    ).getFirstSubcomponent('vevent')!
    expect([after.getFirstPropertyValue('status'), after.getFirstPropertyValue('sequence')]).toEqual(['CANCELLED', 1])
  })
})

describe('BOOKING_SECRET', () => {
  it('on Netlify without it: 500 naming the variable, a console.error, and nothing booked', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const netlify = soloApiAt(NOW, { SITE_ID: 'abc123', URL: 'https://harbourline.example' })
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('BOOKING_SECRET is not set'))
      const before = await h.bookingKeys('bookings/')
      const res = await book(netlify, { start: '2026-12-15T10:00:00+11:00' })
      expect(res.status).toBe(500)
      expect(await res.json()).toMatchObject({ success: false, code: 'not-configured', error: expect.stringContaining('BOOKING_SECRET') })
      expect(await h.bookingKeys('bookings/')).toEqual(before)
      // Availability needs no secret.
      expect((await get(netlify.availability, '/api/availability?type=strategy-call')).status).toBe(200)
    } finally {
      errors.mockRestore()
    }
  })

  it('with it set on Netlify, links are signed with it; locally (NETLIFY_LOCAL) the development secret is used', async () => {
    const secret = 's'.repeat(44)
    const made = (await (
      await book(soloApiAt(NOW, { SITE_ID: 'abc123', BOOKING_SECRET: secret }), { start: '2026-12-15T11:00:00+11:00' })
    ).json()) as Record<string, string>
    const token = tokenOf(made.manageUrl!)
    expect(token).toBe(signToken(made.bookingId!, tokenExpiry('2026-12-15T00:30:00Z'), secret))
    expect((await get(api.booking, `/api/booking?token=${token}`)).status).toBe(403) // the development secret differs
    const local = soloApiAt(NOW, { SITE_ID: 'abc123', NETLIFY_LOCAL: 'true' })
    expect((await book(local, { start: '2026-12-15T13:00:00+11:00' })).status).toBe(201)
  })
})
