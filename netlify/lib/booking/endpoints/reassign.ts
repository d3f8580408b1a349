// Staff give a booking to another host of its meeting type's pool, at the same
// time (POST /api/staff/bookings/<id>/reassign { host }, staff-actions.ts): the
// host must be free then (their hours and time off, their other bookings and
// the day's maximum, their calendar read fresh), else a 409. The change is a
// revision like a move (store/move-record.ts, change 'reassigned'): the new
// host's time claimed first, then the revision, whose supersede lets the old
// host's time go; a crash anywhere is settled by the sweep like any move. Its
// messages (tell.ts): the old host a CANCEL, the new host a REQUEST, the
// prospect the update naming the new host (same UID, SEQUENCE + 1), and both
// hosts' calendars written when they take writes.
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import type { PoolHost } from '../../../../schemas/staff-api-types.ts'
import { fail } from '../../http.ts'
import type { AfterAnswer } from '../../outbox/notifier.ts'
import { hostOf } from '../host-roster.ts'
import { isBookableSlot } from '../slots.ts'
import { zonedDate } from '../../../../schemas/office-time.ts'
import type { BookingContext } from './context.ts'
import { notFound } from './context.ts'
import { STARTED } from './change-answer.ts'
import { readAround } from './slot-check.ts'
import { tell } from './tell.ts'

/**
 * The hosts of the booking's meeting type, each free or not at its time (its own booking left out).
 * The slot rules are asked as at the latest moment the minimum notice allows booking that time: a
 * call is given away however soon it is; only whether the host is free then counts.
 */
export async function poolHosts(ctx: BookingContext, b: StoredBooking): Promise<PoolHost[]> {
  const type = ctx.typeOf(b.type)
  const start = new Date(b.start)
  const asOf = new Date(start.getTime() - ctx.settings.minimumNoticeHours * 3_600_000)
  const date = zonedDate(start, ctx.tz)
  const { entries, busy } = await readAround(ctx, date, date, b.bookingId)
  const result = isBookableSlot(ctx.settings, type.id, start, asOf, [...entries, ...busy])
  const free = new Set(result.ok ? result.hosts : [])
  return type.hosts.map((id) => ({ id, name: hostOf(id).name, current: id === b.host, free: id !== b.host && free.has(id) }))
}

export type ReassignResult =
  { ok: true; booking: StoredBooking; previousHost: string | undefined; changed: boolean } | { ok: false; response: Response }

const refuse = (status: number, error: string, code: string): ReassignResult => ({
  ok: false,
  response: fail(status, error, { extra: { code } }),
})

/** Gives `b` to `host` at its time, or the answer that refuses it. */
export async function reassignBooking(
  ctx: BookingContext,
  b: StoredBooking,
  host: string,
  now: Date,
  context?: AfterAnswer,
): Promise<ReassignResult> {
  if (b.status === 'cancelled') return refuse(409, 'This booking was cancelled: there is no call to give.', 'cancelled')
  if (Date.parse(b.start) <= now.getTime()) return refuse(409, STARTED, 'started')
  if (host === b.host) return { ok: true, booking: b, previousHost: b.host, changed: false }
  const type = ctx.typeOf(b.type)
  if (!type.hosts.includes(host)) return refuse(409, `${hostOf(host).name} does not take ${type.name} calls.`, 'not-in-pool')
  const busyAnswer = () => refuse(409, `${hostOf(host).name} is not free at that time.`, 'host-busy')
  if (!(await poolHosts(ctx, b)).some((h) => h.id === host && h.free)) return busyAnswer()
  // Their calendar read now, as a booking reads its host's just before claiming (a calendar that cannot be reached answers from the cache).
  const start = new Date(b.start)
  const end = new Date(b.end)
  const buffer = ctx.settings.bufferMinutes * 60_000
  const range = { start: new Date(start.getTime() - buffer), end: new Date(end.getTime() + buffer) }
  const fresh = await ctx.busy.fresh(host, range, ctx.env)
  if (fresh.blocks.some((x) => x.start < range.end && x.end > range.start)) return busyAnswer()
  const outcome = await ctx.store().move(b.bookingId, start, end, [host], now, { change: 'reassigned' })
  switch (outcome.kind) {
    case 'changed':
      await tell(ctx, 'booking-reassigned', outcome.booking, context, { previousStart: b.start, previousHost: b.host })
      await ctx.store().settle(outcome.booking)
      return { ok: true, booking: outcome.booking, previousHost: b.host, changed: true }
    case 'unchanged':
      return { ok: true, booking: outcome.booking, previousHost: b.host, changed: false }
    case 'not-found':
      return { ok: false, response: notFound() }
    case 'cancelled':
      return refuse(409, 'This booking was cancelled: there is no call to give.', 'cancelled')
    case 'conflict':
      return busyAnswer()
    case 'busy':
      return refuse(503, 'This booking is being changed right now. Please reload and try again.', 'busy')
  }
}
