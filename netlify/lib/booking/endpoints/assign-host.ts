// Who takes a booking: of the type's hosts free at that time (the slot rules
// over the week's bookings and the cached busy times), the one with the
// fewest bookings that office week for their weight first (round-robin.ts),
// ties in content order; a move keeps
// its host when they are free at the new time. The first choice's calendar is
// read fresh before the store claims their time (a calendar that cannot be
// reached in time answers from the cache), and a host found busy is passed
// over. The store then takes the first host whose time it can claim.
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import type { MeetingType } from '../../../../schemas/booking-settings.ts'
import type { Conflict, DayEntry } from '../booking-store.ts'
import type { BookingContext } from './context.ts'
import { conflict, notASlot, readAround } from './slot-check.ts'
import { isBookableSlot, isConflict } from '../slots.ts'
import { addDays, weekdayIndex, zonedDate } from '../../../../schemas/office-time.ts'
import { hostWeight, roundRobinOrder } from '../round-robin.ts'

type Assignment = { ok: true; hosts: string[]; calendar: 'calendar' | 'cache' } | { ok: false; response: Response }

/** The free hosts, least booked in the office week for their weight first (round-robin.ts). */
function byWeekLoad(
  ctx: BookingContext,
  free: readonly string[],
  entries: readonly DayEntry[],
  week: { first: string; last: string },
): string[] {
  const booked = new Map<string, Set<string>>()
  for (const e of entries)
    if (e.host && e.date >= week.first && e.date <= week.last) booked.set(e.host, (booked.get(e.host) ?? new Set()).add(e.bookingId))
  const load = new Map([...booked].map(([host, ids]) => [host, ids.size]))
  return roundRobinOrder(free, load, (h) => hostWeight(ctx.settings, h))
}

/** The hosts to try for `start`, in order, or the 422 / 409 that refuses it. `current`: the booking being moved. */
export async function assignHosts(
  ctx: BookingContext,
  type: MeetingType,
  start: Date,
  now: Date,
  current?: StoredBooking,
): Promise<Assignment> {
  const { settings, tz } = ctx
  const except = current?.bookingId
  const rules = isBookableSlot(settings, type.id, start, now, [])
  if (!rules.ok) return { ok: false, response: notASlot(ctx, rules.reason, type, rules.detail) }
  const date = zonedDate(start, tz)
  const week = { first: addDays(date, -weekdayIndex(date)), last: addDays(date, 6 - weekdayIndex(date)) }
  const { entries, busy } = await readAround(ctx, week.first, week.last, except)
  const result = isBookableSlot(settings, type.id, start, now, [...entries, ...busy])
  if (!result.ok)
    return {
      ok: false,
      response: isConflict(result.reason)
        ? await conflict(ctx, result.reason as Conflict, type, start, now, except)
        : notASlot(ctx, result.reason, type, result.detail),
    }
  const ordered = byWeekLoad(ctx, result.hosts, entries, week)
  const hosts = current?.host && ordered.includes(current.host) ? [current.host, ...ordered.filter((h) => h !== current.host)] : ordered
  // The first host not busy in their calendar right now goes first; the rest follow as the cache has them.
  const buffer = settings.bufferMinutes * 60_000
  const range = { start: new Date(start.getTime() - buffer), end: new Date(start.getTime() + type.durationMinutes * 60_000 + buffer) }
  for (let i = 0; i < hosts.length; i++) {
    const fresh = await ctx.busy.fresh(hosts[i]!, range, ctx.env)
    if (!fresh.blocks.some((b) => b.start < range.end && b.end > range.start))
      return { ok: true, hosts: hosts.slice(i), calendar: fresh.from }
  }
  return { ok: false, response: await conflict(ctx, 'taken', type, start, now, except) }
}
