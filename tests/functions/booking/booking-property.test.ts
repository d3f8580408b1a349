// Random book / move / cancel traffic against the real local Blobs server, in
// batches sent at once (exact duplicates included: a double tap, a retry), and
// after every batch the store must agree with a model built from the answers:
// - availability, as the endpoint computes it from the day index, equals the
//   free times the slot rules (slots.ts) give for the model's bookings: no
//   phantom free slot, no phantom busy slot;
// - the claims in the store are exactly those of the model's bookings: one day
//   index entry each, their cells and nothing else, one seat each, so no time
//   is held twice and nothing is left behind by a request that lost a race.
// The seed is printed; BOOKING_PROPERTY_SEED=<seed> replays a run. `npm run test:deep`
// (TEST_DEEP=1) sends at least 1,000 requests; `npm test` at least 250.
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { cellMinutes, cellsFor } from '../../../netlify/lib/booking/cells.ts'
import { freeSlots } from '../../../netlify/lib/booking/slots.ts'
import {
  bookingBody,
  get,
  NOW,
  post,
  soloApiAt,
  soloSettings as settings,
  SOLO_HOST,
  startBookingBlobs,
  tokenOf,
  type BookingHarness,
} from '../booking-harness.ts'
import { depth } from '../../lib/depth.ts'
import { letteredName } from '../../../scripts/lib/lettered-name.ts'

const RUNS = depth(25, 75)
const MIN_REQUESTS = depth(250, 1000)
const seed = Number(process.env.BOOKING_PROPERTY_SEED ?? Math.floor(Math.random() * 2 ** 31))

/** A small world, so requests collide: two days, eight times each (09:30 overlaps 09:00 and 10:00; 7 fit, 6 may be booked). */
const DAYS = ['2026-12-03', '2026-12-04']
const TIMES = ['09:00', '09:30', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00']
const SLOTS = DAYS.flatMap((d) => TIMES.map((t) => `${d}T${t}:00+11:00`))
const TYPE = 'strategy-call'
const duration = settings.meetingTypes.find((t) => t.id === TYPE)!.durationMinutes * 60_000

type Op =
  | { kind: 'book'; slot: number; person: number }
  /** An earlier booking request sent again, exactly. */
  | { kind: 'replay'; request: number }
  | { kind: 'move'; booking: number; slot: number }
  | { kind: 'cancel'; booking: number }

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('book' as const), slot: fc.nat(SLOTS.length - 1), person: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replay' as const), request: fc.nat(40) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('move' as const), booking: fc.nat(40), slot: fc.nat(SLOTS.length - 1) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), booking: fc.nat(40) }) },
)
/** Requests sent at once; `twice` sends the first of them a second time in the same batch. */
const batchArb = fc.record({ ops: fc.array(opArb, { minLength: 1, maxLength: 4 }), twice: fc.boolean() })
const runArb = fc.array(batchArb, { minLength: 4, maxLength: 12 })

interface Booking {
  id: string
  token: string
  status: string
  /** Instant, ISO 8601 as the API answers it (office offset). */
  start: string
}

interface World {
  bookings: Booking[]
  requests: ReturnType<typeof bookingBody>[]
}

interface Sent {
  op: Op
  /** The booking a move or cancel is about. */
  target?: Booking
  body: unknown
  res: Response
}

let h: BookingHarness
beforeAll(async () => {
  h = await startBookingBlobs()
})
afterAll(async () => h.close())

const api = soloApiAt()
let requests = 0

/** The request an op stands for in this world, or null when it has nothing to act on yet. */
function send(world: World, op: Op): (() => Promise<Sent>) | null {
  const pick = <T>(list: T[], i: number) => (list.length ? list[i % list.length]! : undefined)
  const at = (path: string, handler: (req: Request) => Promise<Response>, body: unknown, target?: Booking) => async () => {
    requests++
    return { op, target, body, res: await post(handler, path, body) }
  }
  switch (op.kind) {
    case 'book': {
      const body = bookingBody({ start: SLOTS[op.slot], name: letteredName('Person', op.person), email: `p${op.person}@example.com.au` })
      world.requests.push(body)
      return at('/api/booking', api.booking, body)
    }
    case 'replay': {
      const body = pick(world.requests, op.request)
      return body ? at('/api/booking', api.booking, body) : null
    }
    case 'move': {
      const b = pick(world.bookings, op.booking)
      return b ? at('/api/booking/move', api.move, { token: b.token, start: SLOTS[op.slot] }, b) : null
    }
    case 'cancel': {
      const b = pick(world.bookings, op.booking)
      return b ? at('/api/booking/cancel', api.cancel, { token: b.token }, b) : null
    }
  }
}

const codeOf = async (res: Response) => ((await res.clone().json()) as { code?: string }).code

/** Takes a batch's answers into the model; every answer must be one the API may give. */
async function learn(world: World, sent: Sent[]) {
  const touched = new Map<string, { booking: Booking; moves: string[]; cancelled: boolean }>()
  for (const { op, target, res, body } of sent) {
    const what = `${op.kind} ${JSON.stringify(body)} -> ${res.status} ${await res.clone().text()}`
    if (op.kind === 'book' || op.kind === 'replay') {
      if (res.status === 201) {
        const made = (await res.json()) as { bookingId: string; start: string; manageUrl: string }
        if (!world.bookings.some((b) => b.id === made.bookingId))
          world.bookings.push({ id: made.bookingId, token: tokenOf(made.manageUrl), status: 'confirmed', start: made.start })
      } else if (res.status === 503) {
        // The same person's other booking was still being made when this one gave up waiting for it
        // (a loaded machine): nothing was stored, and the page sends it again.
        expect(await codeOf(res), what).toBe('in-progress')
      } else {
        expect(res.status, what).toBe(409)
        // already-booked: the same person holds an upcoming booking of the type (store/person.ts).
        expect(['taken', 'day-full', 'cancelled', 'already-booked'], what).toContain(await codeOf(res))
      }
      continue
    }
    const t = touched.get(target!.id) ?? { booking: target!, moves: [], cancelled: false }
    touched.set(target!.id, t)
    if (res.status === 200) {
      const now = (await res.json()) as { start: string; status: string }
      if (op.kind === 'move') t.moves.push(now.start)
      else t.cancelled = true
      expect(now.status, what).toBe(op.kind === 'cancel' ? 'cancelled' : 'confirmed')
    } else if (res.status === 409)
      // moves: the prospect moved this booking the most times content's terms allow (terms.maxMoves).
      expect(['taken', 'day-full', 'cancelled', ...(op.kind === 'move' ? ['moves'] : [])], what).toContain(await codeOf(res))
    // Changed by the others of this batch on every try: nothing done by this one, the booking is read below.
    else expect([res.status, await codeOf(res)], what).toEqual([503, 'busy'])
  }
  // A booking changed by several requests at once ends as one of them left it (or as it was).
  for (const { booking, moves, cancelled } of touched.values()) {
    const read = await get(api.booking, `/api/booking?token=${encodeURIComponent(booking.token)}`)
    const now = (await read.json()) as { status: string; start: string }
    if (now.status === 'cancelled') expect(cancelled || booking.status === 'cancelled', booking.id).toBe(true)
    else expect([booking.start, ...moves], booking.id).toContain(now.start)
    booking.status = now.status
    booking.start = now.start
  }
}

const basic = (d: Date) => d.toISOString().slice(0, 16).replace(/[-:]/g, '') + 'Z'

/** The store and availability against the model. */
async function check(world: World) {
  const confirmed = world.bookings.filter((b) => b.status === 'confirmed')
  const intervals = confirmed.map((b) => ({ type: TYPE, start: new Date(b.start), end: new Date(Date.parse(b.start) + duration) }))

  for (const type of settings.meetingTypes.map((t) => t.id)) {
    const res = await get(api.availability, `/api/availability?type=${type}&from=${DAYS[0]}&days=${DAYS.length}`)
    const { slots } = (await res.json()) as { slots: { start: string }[] }
    const expected = freeSlots(settings, type, { from: DAYS[0]!, days: DAYS.length }, NOW, intervals)
    expect(
      slots.map((s) => s.start),
      `free ${type} times`,
    ).toEqual(expected.map((s) => s.start))
  }

  const keys = await h.bookingKeys()
  const dayIndex = keys.filter((k) => k.startsWith('days/'))
  expect(dayIndex.map((k) => k.split('_')[4]).sort(), 'one day index entry per booking').toEqual(confirmed.map((b) => b.id).sort())
  for (const b of confirmed)
    expect(
      dayIndex.find((k) => k.includes(b.id))!,
      b.id,
    ).toContain(basic(new Date(b.start)))

  const cells = intervals.flatMap((i) => cellsFor(i.start, i.end, settings.bufferMinutes, cellMinutes(settings)).map(basic))
  expect(new Set(cells).size, 'no time held twice').toBe(cells.length)
  const held = keys.filter((k) => k.startsWith('cells/')).map((k) => k.slice(`cells/${SOLO_HOST}/`.length))
  expect(held, 'the cells held are exactly the bookings’ own').toEqual(cells.sort())

  for (const date of DAYS) {
    const seats = keys.filter((k) => k.startsWith(`seats/${TYPE}/${SOLO_HOST}/${date}/`))
    const that = confirmed.filter((b) => b.start.startsWith(date))
    expect(seats, `seats of ${date}`).toHaveLength(that.length)
    expect(that.length).toBeLessThanOrEqual(settings.meetingTypes.find((t) => t.id === TYPE)!.maxPerDay!)
  }
}

it('random concurrent books, moves and cancels, duplicates included: availability and claims match the model after every batch', async () => {
  console.log(`booking property test: seed ${seed} (replay with BOOKING_PROPERTY_SEED=${seed}), ${RUNS} runs`)
  await fc.assert(
    fc.asyncProperty(runArb, async (batches) => {
      await h.bookings.deleteAll()
      const world: World = { bookings: [], requests: [] }
      for (const { ops, twice } of batches) {
        const sends = ops.map((op) => send(world, op)).filter((s) => s !== null)
        if (twice && sends[0]) sends.push(sends[0])
        await learn(world, await Promise.all(sends.map((s) => s())))
        await check(world)
      }
    }),
    { seed, numRuns: RUNS, endOnFailure: true },
  )
  console.log(`booking property test: ${requests} requests`)
  expect(requests).toBeGreaterThanOrEqual(MIN_REQUESTS)
}, 300_000)
