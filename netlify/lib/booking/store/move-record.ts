// Moving a confirmed booking: a host's day index entry, cells and seat at the
// new time (store/hosts.ts; the booking's own host first when they are free
// then, so it keeps the cells both times share), then the next revision, which
// wins or loses against any other change made at once; the loser undoes its
// claims and starts over from the new revision.
//
// A change of host (staff's reassign) is the same try at the same time: the new
// host's day index entry, cells and seat, then the next revision ('reassigned'),
// whose supersede lets the old host's time go.
//
// The same move sent twice at once (a double tap, a retry) is two requests
// claiming the same cells for the same booking: the one refused by its own
// booking's claim waits for the other to finish, then starts over and finds the
// booking already there ('unchanged'), so both answer 200. Whatever a try wrote
// carries its own attempt id or was created by it, and its undo removes only
// that: never the day index entry or a cell of the request that won.
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import type { MeetingType } from '../../../../schemas/booking-settings.ts'
import { commitAttempt } from './attempts.ts'
import { cellHolder } from './claims.ts'
import { claimFirstHost } from './host-claims.ts'
import type { ChangeOutcome } from './outcomes.ts'
import { ATTEMPTS, type StoreParts } from './parts.ts'
import { currentBooking, latestRevision, supersede } from './revisions.ts'

interface Span {
  start: Date
  end: Date
}

/** How long a move refused by its own booking's claim waits for the change holding it to finish. */
export const SIBLING_WAIT_MS = 4000

/** What kind of change: a move (counted against the prospect's moves when theirs) or staff giving the call to another host. */
export interface MoveKind {
  change: 'moved' | 'reassigned'
  /** The prospect moved it from their manage link: one more of their moves (content/booking.yaml terms.maxMoves). */
  byProspect?: boolean
}

/** A try that did not decide: another change won the revision, or one of this booking is holding a cell it needs. */
type Retry = { kind: 'lost' } | { kind: 'sibling'; cell: string }

/** One try at moving `current` to `span`, with the first of `hosts` whose time it claims. */
async function moveOnce(
  s: StoreParts,
  current: StoredBooking,
  type: MeetingType,
  span: Span,
  hosts: readonly string[],
  now: Date,
  kind: MoveKind,
): Promise<ChangeOutcome | Retry> {
  const { bookingId } = current
  const revision = current.revision + 1
  let sibling: string | undefined
  // Refused by a cell this booking holds: another change of it is under way; wait for it rather than reassign.
  const claimed = await claimFirstHost(s, { bookingId, type, span, revision, current }, hosts, async (r) => {
    if (r.refused && (await cellHolder(s, r.refused)) === bookingId) sibling = r.refused
    return sibling !== undefined
  })
  if (sibling) return { kind: 'sibling', cell: sibling }
  if (!claimed.ok) return { kind: 'conflict', reason: claimed.reason }
  const next: StoredBooking = {
    ...current,
    revision,
    change: kind.change,
    ...(kind.byProspect ? { moves: (current.moves ?? 0) + 1 } : {}),
    start: span.start.toISOString(),
    end: span.end.toISOString(),
    host: claimed.host,
    updatedAt: now.toISOString(),
    holds: claimed.holds,
  }
  // A sweep gave this try up as dead and releases its claims: start over.
  if (!(await commitAttempt(s, claimed.attempt))) return { kind: 'lost' }
  // No undo for a write that failed on the way back: it may have been made, and
  // releasing its claims then would give the time twice.
  if (await supersede(s, current, next)) return { kind: 'changed', booking: next }
  await claimed.undo()
  return { kind: 'lost' }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits until the other change of this booking that holds `cell` has finished:
 * it wrote a revision after `revision`, or let the cell go. False at `deadline`
 * (a change that died half way keeps its claims: blocked, never given twice).
 */
async function siblingDone(s: StoreParts, bookingId: string, revision: number, cell: string, deadline: number): Promise<boolean> {
  for (;;) {
    if ((await latestRevision(s, bookingId)) > revision) return true
    if ((await cellHolder(s, cell)) !== bookingId) return true
    if (Date.now() > deadline) return false
    await sleep(50)
  }
}

/** Moves a confirmed booking to [start, end) with the first of `hosts` free then, keeping it if that fails. */
export async function moveBooking(
  s: StoreParts,
  bookingId: string,
  start: Date,
  end: Date,
  hosts: readonly string[],
  now: Date,
  kind: MoveKind = { change: 'moved' },
): Promise<ChangeOutcome> {
  const deadline = Date.now() + SIBLING_WAIT_MS
  for (let lost = 0; lost < ATTEMPTS;) {
    const current = await currentBooking(s, bookingId)
    if (!current) return { kind: 'not-found' }
    if (current.status === 'cancelled') return { kind: 'cancelled', booking: current }
    const sameTime = current.start === start.toISOString() && current.end === end.toISOString()
    // A move to its own time, or a reassign to its own host, changes nothing.
    if (sameTime && (kind.change === 'moved' || current.host === hosts[0])) return { kind: 'unchanged', booking: current }
    // A reassign is of the time staff saw: moved since by someone else, it is theirs to look at again.
    if (!sameTime && kind.change === 'reassigned') return { kind: 'busy' }
    const type = s.settings.meetingTypes.find((t) => t.id === current.type)
    if (!type) throw new Error(`booking ${bookingId} has meeting type "${current.type}", which the settings no longer have`)
    const outcome = await moveOnce(s, current, type, { start, end }, hosts, now, kind)
    if (outcome.kind === 'lost') lost++
    else if (outcome.kind === 'sibling') {
      if (!(await siblingDone(s, bookingId, current.revision, outcome.cell, deadline))) return { kind: 'busy' }
    } else return outcome
  }
  return { kind: 'busy' }
}
