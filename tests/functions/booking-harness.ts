// The booking API against the real local Blobs server of harness.ts, with a
// fixed clock: handlers come from bookingApi({ now }), the same code the
// functions in netlify/functions/booking*.ts run with the real clock.
import { getStore, type Store } from '@netlify/blobs'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { bookingApi, type BookingApi } from '../../netlify/lib/booking/booking-api.ts'
import { BOOKINGS_STORE } from '../../netlify/lib/booking/booking-store.ts'
import { startBlobs, type Harness } from './harness.ts'
import type { BookingSettings } from '../../schemas/booking-settings.ts'
import { booking } from '../../src/generated/booking.ts'

/** Wednesday 2 December 2026, 07:00 in Melbourne (AEDT, +11:00). Earliest slot: Thursday 3 December 09:00. */
export const NOW = new Date('2026-12-01T20:00:00Z')
export const ORIGIN = 'http://localhost'

export interface BookingHarness extends Harness {
  bookings: Store
  /** Keys of the bookings store under `prefix`, sorted. */
  bookingKeys(prefix?: string): Promise<string[]>
}

export async function startBookingBlobs(): Promise<BookingHarness> {
  const h = await startBlobs()
  const bookings = getStore({ name: BOOKINGS_STORE, ...h.context, consistency: 'strong' })
  return {
    ...h,
    bookings,
    async bookingKeys(prefix = '') {
      const { blobs } = await bookings.list({ prefix })
      return blobs.map((b) => b.key).sort()
    },
  }
}

/** For a test file whose every test starts from an empty bookings store: the harness, once started. */
export function emptyBookingsEachTest(): () => BookingHarness {
  let h: BookingHarness
  beforeAll(async () => {
    h = await startBookingBlobs()
  })
  afterAll(async () => h.close())
  beforeEach(async () => {
    for (const key of await h.bookingKeys()) await h.bookings.delete(key)
  })
  return () => h
}

/** The API with the clock at `now` and no Netlify variables (so the development secret). */
export const apiAt = (now: Date = NOW, env: Record<string, string | undefined> = {}): BookingApi => bookingApi({ now: () => now, env })

/** The site's settings with every meeting type taken by its first host alone: a taken time is then taken for everyone. */
export const soloSettings: BookingSettings = {
  ...booking,
  meetingTypes: booking.meetingTypes.map((t) => ({ ...t, hosts: t.hosts.slice(0, 1) })),
}
/** That one host of every type. */
export const SOLO_HOST = soloSettings.meetingTypes[0]!.hosts[0]!

/** apiAt with soloSettings: the tests of one host's time (taken, buffer, per-day maximum, moves). */
export const soloApiAt = (now: Date = NOW, env: Record<string, string | undefined> = {}): BookingApi =>
  bookingApi({ now: () => now, env, settings: soloSettings })

export const get = (handler: (req: Request) => Promise<Response>, path: string) => handler(new Request(ORIGIN + path))

export const post = (handler: (req: Request) => Promise<Response>, path: string, body: unknown) =>
  handler(new Request(ORIGIN + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }))

/**
 * A valid POST /api/booking body: a strategy call on Thursday 3 December at 10:00 office time, by a
 * person of its own: an email of its own, named after the request (one person holds one upcoming
 * booking of a type; the same request sent again is the same person).
 */
export const bookingBody = (over: Record<string, unknown> = {}) => {
  const requestId = (over.requestId as string | undefined) ?? crypto.randomUUID()
  return {
    requestId,
    type: 'strategy-call',
    start: '2026-12-03T10:00:00+11:00',
    name: 'Ana Nguyen',
    email: `ana.${requestId.slice(0, 8)}@acme.com.au`,
    phone: '0412 345 678',
    ...over,
  }
}

export const book = (api: BookingApi, over: Record<string, unknown> = {}) => post(api.booking, '/api/booking', bookingBody(over))

export const tokenOf = (url: string) => new URL(url).searchParams.get('token')!

/** Start times ('HH:MM' office time) of the free slots on one office date. */
export async function freeTimes(api: BookingApi, type: string, date: string): Promise<string[]> {
  const res = await get(api.availability, `/api/availability?type=${type}&from=${date}&days=1`)
  expect(res.status).toBe(200)
  const { slots } = (await res.json()) as { slots: { start: string }[] }
  return slots.map((s) => s.start.slice(11, 16))
}

/** Every start time of a strategy call on an open weekday, in office time (09:00 to 17:30, every 30 minutes). */
export const STRATEGY_DAY = Array.from({ length: 18 }, (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`)
