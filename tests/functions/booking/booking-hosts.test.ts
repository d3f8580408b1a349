// A host for every call, through the real booking API and the real local
// Blobs server: calendar busy times (injected: fixed blocks, the way the
// calendars module hands them over), time off, each host's own hours, the
// least booked host first with ties in content order, moves that keep or
// change the host, and bookings made before hosts blocking everyone.
import { describe, expect, it } from 'vitest'
import type { BookingSettings } from '../../../schemas/booking-settings.ts'
import { bookingApi, type BookingApi } from '../../../netlify/lib/booking/booking-api.ts'
import { fixedBusyTimes, type BusyBlock } from '../../../netlify/lib/booking/busy.ts'
import { booking as settings } from '../../../src/generated/booking.ts'
import { team } from '../../../src/generated/team.ts'
import { book, emptyBookingsEachTest, freeTimes, NOW, post, STRATEGY_DAY, tokenOf } from '../booking-harness.ts'

// Each test starts from an empty store.
const harness = emptyBookingsEachTest()

const TYPE = settings.meetingTypes.find((t) => t.id === 'strategy-call')!
const [FIRST, SECOND] = TYPE.hosts as [string, string]
/** The site's settings with the strategy call taken by its first two hosts, and these hosts' own settings. */
const twoHosts = (hosts: BookingSettings['hosts'] = []): BookingSettings => ({
  ...settings,
  meetingTypes: settings.meetingTypes.map((t) => (t.id === TYPE.id ? { ...t, hosts: [FIRST, SECOND] } : t)),
  hosts,
})
const apiWith = (s: BookingSettings, busy = new Map<string, BusyBlock[]>()): BookingApi =>
  bookingApi({ now: () => NOW, env: {}, settings: s, busy: fixedBusyTimes(busy) })
const at = (day: string, time: string) => `${day}T${time}:00+11:00`
const hostOfAnswer = async (r: Response) => ((await r.json()) as { host: { id: string; name: string } }).host

it('the 201 answer names the host, by the name the about page gives them', async () => {
  const r = await book(apiWith(twoHosts()), { start: at('2026-12-03', '10:00') })
  expect(r.status).toBe(201)
  expect(await hostOfAnswer(r)).toEqual({ id: FIRST, name: team.find((m) => m.id === FIRST)!.name })
})

describe('availability with calendar busy times', () => {
  it('a time both hosts are busy in their calendars is not offered; one busy host leaves it to the other', async () => {
    const day = '2026-12-03'
    const busy = new Map([
      [FIRST, [{ start: new Date(at(day, '09:00')), end: new Date(at(day, '12:00')) }]],
      [SECOND, [{ start: new Date(at(day, '10:00')), end: new Date(at(day, '11:00')) }]],
    ])
    const api = apiWith(twoHosts(), busy)
    // 10:00 and 10:30 overlap both; 09:30 ends inside the second's buffer, 11:00 starts at its end (inside the buffer).
    expect(await freeTimes(api, TYPE.id, day)).toEqual(STRATEGY_DAY.filter((t) => !['09:30', '10:00', '10:30', '11:00'].includes(t)))
    // 09:00 is the second host's alone: the booking goes to them although the first is less busy in content order.
    const r = await book(api, { start: at(day, '09:00') })
    expect(await hostOfAnswer(r)).toMatchObject({ id: SECOND })
    expect((await book(api, { start: at(day, '10:00') })).status).toBe(409)
  })

  it('a host found busy in their calendar when booking is passed over for the next', async () => {
    const day = '2026-12-04'
    const cachedNothing = apiWith(twoHosts())
    // The cache says free; the calendar read fresh at booking time says the first host is busy.
    const fresh = bookingApi({
      now: () => NOW,
      env: {},
      settings: twoHosts(),
      busy: {
        cached: async () => new Map(),
        fresh: async (host) => ({
          blocks: host === FIRST ? [{ start: new Date(at(day, '10:00')), end: new Date(at(day, '11:00')) }] : [],
          from: 'calendar',
        }),
      },
    })
    expect(await freeTimes(cachedNothing, TYPE.id, day)).toContain('10:00')
    expect(await hostOfAnswer(await book(fresh, { start: at(day, '10:00') }))).toMatchObject({ id: SECOND })
  })
})

describe('each host their own hours and time off', () => {
  it('time off blocks whole days: both hosts off, no times; one off, the other takes every booking', async () => {
    const api = apiWith(
      twoHosts([
        { id: FIRST, timeOff: [{ from: '2026-12-07', to: '2026-12-08', reason: 'Leave' }] },
        { id: SECOND, timeOff: [{ from: '2026-12-08' }] },
      ]),
    )
    expect(await freeTimes(api, TYPE.id, '2026-12-08')).toEqual([])
    expect(await freeTimes(api, TYPE.id, '2026-12-07')).toEqual(STRATEGY_DAY)
    expect(await hostOfAnswer(await book(api, { start: at('2026-12-07', '10:00') }))).toMatchObject({ id: SECOND })
    expect(await freeTimes(api, TYPE.id, '2026-12-07')).not.toContain('10:00')
  })

  it("a host's own hours: outside them the other host takes the call, and outside both nothing is offered", async () => {
    const mornings = { mon: [], tue: [], wed: [], thu: [{ from: '09:00', to: '12:00' }], fri: [], sat: [], sun: [] }
    const api = apiWith(
      twoHosts([{ id: FIRST, weeklyHours: mornings, timeOff: [] }]),
      new Map([[SECOND, [{ start: new Date(at('2026-12-10', '09:00')), end: new Date(at('2026-12-10', '18:00')) }]]]),
    )
    expect(await freeTimes(api, TYPE.id, '2026-12-10')).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'])
    expect((await book(api, { start: at('2026-12-10', '14:00') })).status).toBe(409)
  })
})

it('the least booked host that week goes first, ties in content order', async () => {
  const api = apiWith(twoHosts())
  const hosts: string[] = []
  // Monday to Wednesday of one week, a different time each: the load alternates, first host on ties.
  for (const [day, time] of [
    ['2026-12-14', '09:00'],
    ['2026-12-14', '11:00'],
    ['2026-12-15', '09:00'],
    ['2026-12-16', '09:00'],
  ] as const)
    hosts.push((await hostOfAnswer(await book(api, { start: at(day, time) }))).id)
  expect(hosts).toEqual([FIRST, SECOND, FIRST, SECOND])
  // The next week starts even again.
  expect(await hostOfAnswer(await book(api, { start: at('2026-12-21', '09:00') }))).toMatchObject({ id: FIRST })
})

describe('a move keeps its host when they are free, else another takes it', () => {
  const move = (api: BookingApi, manageUrl: string, start: string) =>
    post(api.move, '/api/booking/move', { token: tokenOf(manageUrl), start })
  const stored = async (bookingId: string) =>
    (await harness().bookings.get((await harness().bookingKeys(`bookings/${bookingId}/`)).at(-1)!, { type: 'json' })) as { host: string }

  it('keeps the host at a time they are free', async () => {
    const api = apiWith(twoHosts())
    await book(api, { start: at('2026-12-03', '09:00') }) // the first host, so the next goes to the second
    const made = (await (await book(api, { start: at('2026-12-03', '12:00') })).json()) as { bookingId: string; manageUrl: string }
    expect((await stored(made.bookingId)).host).toBe(SECOND)
    expect((await move(api, made.manageUrl, at('2026-12-03', '15:00'))).status).toBe(200)
    expect((await stored(made.bookingId)).host).toBe(SECOND)
  })

  it('reassigns when the host is taken at the new time', async () => {
    const api = apiWith(twoHosts())
    const made = (await (await book(api, { start: at('2026-12-04', '09:00') })).json()) as { bookingId: string; manageUrl: string }
    expect((await stored(made.bookingId)).host).toBe(FIRST)
    await book(api, { start: at('2026-12-04', '09:00') }) // the second host at 09:00
    const other = (await (await book(api, { start: at('2026-12-04', '15:00') })).json()) as { bookingId: string } // one each: a tie, so the first
    expect((await stored(other.bookingId)).host).toBe(FIRST)
    expect((await move(api, made.manageUrl, at('2026-12-04', '15:00'))).status).toBe(200)
    expect((await stored(made.bookingId)).host).toBe(SECOND)
    // The first host's old time is free again for them: 09:00 is offered once more.
    expect(await freeTimes(api, TYPE.id, '2026-12-04')).toContain('09:00')
  })
})

it('a booking made before hosts (no host in its day index entry) blocks its time for every host', async () => {
  const api = apiWith(twoHosts())
  await harness().bookings.setJSON('days/2026-12-11/20261210T2300Z_20261210T2330Z_strategy-call_0b5c1d9e-2f4a-4c8b-9d7e-1a2b3c4d5e6f_1', {})
  expect(await freeTimes(api, TYPE.id, '2026-12-11')).not.toContain('10:00')
  expect((await book(api, { start: at('2026-12-11', '10:00') })).status).toBe(409)
})
