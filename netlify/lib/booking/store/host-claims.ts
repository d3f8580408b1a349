// Claiming a host's time for a booking: the day index entry (naming the host),
// the host's cells and their seat among the day's maximum, in that order, each
// undone in reverse by the try that made it. A booking is offered its hosts in
// order (endpoints/assign-host.ts: the least booked that week first); when a host's time is
// lost to a race, the next is tried, so N hosts free at one time take exactly
// N bookings and never one host twice.
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import type { MeetingType } from '../../../../schemas/booking-settings.ts'
import { zonedDate } from '../../../../schemas/office-time.ts'
import { closeAttempt, openAttempt, type AttemptRecord } from './attempts.ts'
import { cellKeys, claimCells, claimSeat } from './claims.ts'
import { keys } from './keys.ts'
import type { Conflict } from './outcomes.ts'
import { attemptId, once, remove, type StoreParts } from './parts.ts'

export interface HostClaim {
  bookingId: string
  type: MeetingType
  span: { start: Date; end: Date }
  /** The revision the claims are for: 1 when made, n + 1 for a move. */
  revision: number
  /** The booking as it is now, for a move: the same host keeps the cells both times share, and on the same day its seat. */
  current?: StoredBooking
}

export type Claimed =
  | { ok: true; host: string; holds: StoredBooking['holds']; undo: () => Promise<void>; attempt: AttemptRecord }
  /** Already undone; `refused` is the cell someone else holds, when that was it. */
  | { ok: false; reason: Conflict; refused?: string }

/** One try at one host's time. */
export async function claimHostTime(s: StoreParts, c: HostClaim, host: string): Promise<Claimed> {
  const { bookingId, type, span, current } = c
  const date = zonedDate(span.start, s.tz)
  const same = current?.host === host
  const taken: string[] = []
  const id = attemptId()
  const day = keys.day(date, { type: type.id, host, start: span.start, end: span.end, bookingId, revision: c.revision }, id)
  const attempt: AttemptRecord = {
    bookingId,
    revision: c.revision,
    attempt: id,
    kind: 'claim',
    at: Date.now(),
    day,
    cells: cellKeys(s, host, span),
    ...(type.maxPerDay !== undefined ? { seats: keys.seats(type.id, host, date) } : {}),
  }
  let seat: string | undefined
  let newSeat = false
  // The record goes last: while it is there, the sweep can find whatever the try left behind.
  const undo = once(async () => {
    await remove(s, [newSeat ? seat : undefined, ...taken.slice().reverse(), day])
    await closeAttempt(s, attempt)
  })
  try {
    // First: whatever instant the process dies after this, the sweep finds what it claimed (store/attempts.ts).
    await openAttempt(s, attempt)
    await s.store.setJSON(day, {})
    const by = { attempt: id, revision: c.revision }
    const claim = await claimCells(s, bookingId, host, span, new Set(same ? current.holds.cells : []), taken, by)
    if (!claim.ok) {
      await undo()
      return { ok: false, reason: 'taken', refused: claim.refused }
    }
    if (type.maxPerDay !== undefined) {
      // The same host on the same office day keeps its seat; otherwise one of the day's own.
      if (same && current.holds.seat && zonedDate(new Date(current.start), s.tz) === date) seat = current.holds.seat
      else {
        newSeat = true
        seat = (await claimSeat(s, type, host, date, bookingId, by)) ?? undefined
        if (!seat) {
          await undo()
          return { ok: false, reason: 'day-full' }
        }
      }
    }
    return { ok: true, host, holds: { cells: claim.cells, ...(seat ? { seat } : {}), day }, undo, attempt }
  } catch (error) {
    await undo().catch(() => {})
    throw error
  }
}

/**
 * The first of `hosts` whose time this call claims, in order. `stop` may end
 * the search at a refusal (a move refused by its own booking's cell waits
 * instead). None left: 'taken' when any host's time was taken, else 'day-full'.
 */
export async function claimFirstHost(
  s: StoreParts,
  c: HostClaim,
  hosts: readonly string[],
  stop: (refusal: Extract<Claimed, { ok: false }>) => Promise<boolean> = async () => false,
): Promise<Claimed> {
  let reason: Conflict = hosts.length ? 'day-full' : 'taken'
  for (const host of hosts) {
    const claimed = await claimHostTime(s, c, host)
    if (claimed.ok || (await stop(claimed))) return claimed
    if (claimed.reason === 'taken') reason = 'taken'
  }
  return { ok: false, reason }
}
