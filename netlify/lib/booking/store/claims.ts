// Claims of a host's time: the host's cells a booking occupies and its seat
// among the host's day maximum, each a create-only key, so of any number of
// requests racing for one only one gets it (booking-store.ts explains the
// order and the release).
import type { MeetingType } from '../../../../schemas/booking-settings.ts'
import { cellsFor } from '../cells.ts'
import { claimValue, type ClaimBy } from './attempts.ts'
import { keys } from './keys.ts'
import { created, type StoreParts } from './parts.ts'

/** The cells claimed, or the first one someone else holds. */
export type CellClaim = { ok: true; cells: string[] } | { ok: false; refused: string }

/**
 * Claims the cells of [start, end + buffer) in time order, stopping at the first
 * one held by someone else. `own` are cells this booking already holds (a move
 * keeps them); `taken` collects the ones newly claimed, for the caller to
 * release if it does not go on: only those, since any other may be someone
 * else's by now.
 */
/** The cell keys of a span, in time order. */
export const cellKeys = (s: StoreParts, host: string, span: { start: Date; end: Date }) =>
  cellsFor(span.start, span.end, s.settings.bufferMinutes, s.cell).map((c) => keys.cell(host, c))

export async function claimCells(
  s: StoreParts,
  bookingId: string,
  host: string,
  span: { start: Date; end: Date },
  own: ReadonlySet<string>,
  taken: string[],
  by: ClaimBy,
): Promise<CellClaim> {
  const wanted = cellKeys(s, host, span)
  // The try that made it, for which revision and when: the sweep releases the claims of a try that
  // never committed, and those a committed change let go of, never one made since (store/attempts.ts).
  const value = claimValue(bookingId, by)
  for (const key of wanted) {
    if (own.has(key)) continue
    if (!(await created(s, key, value))) return { ok: false, refused: key }
    taken.push(key)
  }
  return { ok: true, cells: wanted }
}

/** Which booking holds a cell now, or null when nobody does. */
export async function cellHolder(s: StoreParts, key: string): Promise<string | null> {
  const value = (await s.store.get(key, { type: 'json' })) as { bookingId?: string } | null
  return value?.bookingId ?? null
}

/** One of the host's seats of this type that day (lowest free number first), or null when all are taken. */
export async function claimSeat(
  s: StoreParts,
  type: MeetingType,
  host: string,
  date: string,
  bookingId: string,
  by: ClaimBy,
): Promise<string | null> {
  const max = type.maxPerDay!
  const { blobs } = await s.store.list({ prefix: keys.seats(type.id, host, date) })
  const held = new Set(blobs.map((b) => b.key))
  for (let n = 1; n <= max; n++) {
    const key = keys.seat(type.id, host, date, n)
    if (!held.has(key) && (await created(s, key, claimValue(bookingId, by)))) return key
  }
  return null
}
