// Moving a confirmed booking: the new time's day index entry, cells (those
// both times share are kept) and seat, then the next revision, which wins or
// loses against any other change made at once; the loser undoes its claims
// and starts over from the new revision.
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import type { MeetingType } from '../../../../schemas/booking.ts'
import { zonedDate } from '../zoned-time.ts'
import { claimCells, claimSeat } from './claims.ts'
import { keys } from './keys.ts'
import type { ChangeOutcome } from './outcomes.ts'
import { ATTEMPTS, once, remove, type StoreParts } from './parts.ts'
import { currentBooking, supersede } from './revisions.ts'

interface Span {
  start: Date
  end: Date
}

/** One try at moving `current` to `span`; null when another change won the revision, to try again. */
async function moveOnce(s: StoreParts, current: StoredBooking, type: MeetingType, span: Span, now: Date): Promise<ChangeOutcome | null> {
  const { bookingId } = current
  const revision = current.revision + 1
  const date = zonedDate(span.start, s.tz)
  const taken: string[] = []
  const day = keys.day(date, { type: type.id, ...span, bookingId, revision })
  let seat: string | undefined
  let newSeat = false
  const undo = once(() => remove(s, [newSeat ? seat : undefined, ...taken.slice().reverse(), day]))
  try {
    await s.store.setJSON(day, {})
    const cells = await claimCells(s, bookingId, span, new Set(current.holds.cells), taken)
    if (!cells) {
      await undo()
      return { kind: 'conflict', reason: 'taken' }
    }
    if (type.maxPerDay !== undefined) {
      // The same office day keeps its seat; another day needs one of its own.
      if (current.holds.seat && zonedDate(new Date(current.start), s.tz) === date) seat = current.holds.seat
      else {
        seat = (await claimSeat(s, type, date, bookingId)) ?? undefined
        newSeat = true
        if (!seat) {
          await undo()
          return { kind: 'conflict', reason: 'day-full' }
        }
      }
    }
    const next: StoredBooking = {
      ...current,
      revision,
      change: 'moved',
      start: span.start.toISOString(),
      end: span.end.toISOString(),
      updatedAt: now.toISOString(),
      holds: { cells, ...(seat ? { seat } : {}), day },
    }
    if (await supersede(s, current, next)) return { kind: 'changed', booking: next }
    await undo()
    return null
  } catch (error) {
    await undo().catch(() => {})
    throw error
  }
}

/** Moves a confirmed booking to [start, end), keeping it if that fails. */
export async function moveBooking(s: StoreParts, bookingId: string, start: Date, end: Date, now: Date): Promise<ChangeOutcome> {
  for (let i = 0; i < ATTEMPTS; i++) {
    const current = await currentBooking(s, bookingId)
    if (!current) return { kind: 'not-found' }
    if (current.status === 'cancelled') return { kind: 'cancelled', booking: current }
    if (current.start === start.toISOString() && current.end === end.toISOString()) return { kind: 'unchanged', booking: current }
    const type = s.settings.meetingTypes.find((t) => t.id === current.type)
    if (!type) throw new Error(`booking ${bookingId} has meeting type "${current.type}", which the settings no longer have`)
    const outcome = await moveOnce(s, current, type, { start, end }, now)
    if (outcome) return outcome
  }
  return { kind: 'busy' }
}
