// Making a booking, once per requestId: the request record first (create-only,
// so of two calls with one requestId one makes the booking and the other
// waits for it), then a host's day index entry, cells and seat (store/hosts.ts:
// the next host when one is lost to a race) and revision 1.
// A request refused along the way undoes its own writes in reverse.
//
// A requestId names one booking attempt: sent again with the same details it
// answers the booking as it is now (moved or cancelled since, if so); with any
// other detail it is refused, never answered with someone else's booking.
import { createHash } from 'node:crypto'
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import { commitAttempt } from './attempts.ts'
import { claimFirstHost } from './host-claims.ts'
import { keys } from './keys.ts'
import type { CreateOutcome, NewBooking } from './outcomes.ts'
import { ATTEMPTS, created, REPLAY_WAIT_MS, STALE_REQUEST_MS, type StoreParts } from './parts.ts'
import { withPersonClaim } from './person.ts'
import { currentBooking } from './revisions.ts'

export { REPLAY_WAIT_MS, STALE_REQUEST_MS } from './parts.ts'

interface RequestRecord {
  requestId: string
  bookingId: string
  /** A hash of everything the request asked for: the same requestId with any other detail is refused. */
  fingerprint: string
  /** Wall clock (ms) when it was written, to tell a request in progress from one that died. */
  reservedAt: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Hashed, so the request record holds no personal details of its own. */
const fingerprintOf = (b: NewBooking) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        b.type.id,
        b.start.toISOString(),
        b.name.trim(),
        b.email.trim().toLowerCase(),
        b.phone ?? '',
        b.leadId ?? '',
        b.notes ?? '',
      ]),
    )
    .digest('base64url')
const requestRecord = async (s: StoreParts, requestId: string) =>
  (await s.store.get(keys.request(requestId), { type: 'json' })) as RequestRecord | null

/**
 * The first call for a requestId has written its record: wait for its booking
 * and answer it as it is now, or learn that the first call gave up.
 */
async function waitFor(s: StoreParts, record: RequestRecord, booking: NewBooking): Promise<CreateOutcome | null> {
  if (record.fingerprint !== fingerprintOf(booking)) return { kind: 'request-mismatch' }
  const deadline = Date.now() + REPLAY_WAIT_MS
  for (;;) {
    const made = await currentBooking(s, record.bookingId)
    if (made) return { kind: 'replayed', booking: made }
    const still = await requestRecord(s, booking.requestId)
    if (!still || still.bookingId !== record.bookingId) return null
    if (Date.now() - still.reservedAt > STALE_REQUEST_MS) {
      // Its call died between the request record and the booking: whatever it
      // claimed stays blocked (never given twice); the request may start over.
      await s.store.delete(keys.request(booking.requestId))
      return null
    }
    if (Date.now() > deadline) return { kind: 'in-progress' }
    await sleep(100)
  }
}

/** What an earlier call with this requestId made (or is making), or null when there was none. */
export async function replay(s: StoreParts, b: NewBooking): Promise<CreateOutcome | null> {
  const existing = await requestRecord(s, b.requestId)
  return existing ? waitFor(s, existing, b) : null
}

function firstRevision(b: NewBooking, bookingId: string, now: Date, host: string, holds: StoredBooking['holds']): StoredBooking {
  const at = now.toISOString()
  return {
    version: 1,
    bookingId,
    requestId: b.requestId,
    revision: 1,
    change: 'created',
    status: 'confirmed',
    type: b.type.id,
    start: b.start.toISOString(),
    end: b.end.toISOString(),
    name: b.name,
    email: b.email,
    ...(b.phone ? { phone: b.phone } : {}),
    ...(b.leadId ? { leadId: b.leadId } : {}),
    ...(b.notes ? { notes: b.notes } : {}),
    ...(b.timeZone ? { timeZone: b.timeZone } : {}),
    ...(b.room ? { room: b.room } : {}),
    ...(b.attribution ? { attribution: b.attribution } : {}),
    ...(b.eventId ? { eventId: b.eventId } : {}),
    ...(b.ads ? { ads: b.ads } : {}),
    ...(b.client ? { client: b.client } : {}),
    host,
    createdAt: at,
    updatedAt: at,
    holds,
  }
}

/** Claims a host's time for a request whose record this call wrote, and writes the booking. */
async function attempt(s: StoreParts, b: NewBooking, bookingId: string, now: Date): Promise<CreateOutcome> {
  const release = () => s.store.delete(keys.request(b.requestId))
  let booking: StoredBooking
  try {
    const claimed = await claimFirstHost(s, { bookingId, type: b.type, span: { start: b.start, end: b.end }, revision: 1 }, b.hosts)
    if (!claimed.ok) {
      await release()
      return { kind: 'conflict', reason: claimed.reason }
    }
    booking = firstRevision(b, bookingId, now, claimed.host, claimed.holds)
    // A sweep gave this try up as dead (it took minutes) and releases its claims: nothing more is written.
    if (!(await commitAttempt(s, claimed.attempt))) throw new Error(`booking ${bookingId}: its claims were released as abandoned`)
  } catch (error) {
    await release().catch(() => {})
    throw error
  }
  // No undo past this point: a write that failed on the way back may have been
  // made, and releasing its claims then would give the time twice.
  if (!(await created(s, keys.revision(bookingId, 1), booking))) throw new Error(`booking ${bookingId} exists already`)
  return { kind: 'created', booking }
}

/** Makes the booking unless its time or day is taken; the same requestId again answers that booking as it is now. */
export async function createBooking(s: StoreParts, b: NewBooking, now: Date): Promise<CreateOutcome> {
  for (let i = 0; i < ATTEMPTS; i++) {
    const record: RequestRecord = {
      requestId: b.requestId,
      bookingId: crypto.randomUUID(),
      fingerprint: fingerprintOf(b),
      reservedAt: Date.now(),
    }
    // Written first and read only when it exists already (another call with this requestId,
    // whose booking this one waits for): one write, no read, for every request that books.
    if (await created(s, keys.request(b.requestId), record))
      return withPersonClaim(s, b, record.bookingId, now, () => attempt(s, b, record.bookingId, now))
    const existing = await requestRecord(s, b.requestId)
    // Released by the other call since (refused, or gone stale): the next turn writes it anew.
    if (!existing) continue
    const outcome = await waitFor(s, existing, b)
    if (outcome) return outcome
  }
  return { kind: 'in-progress' }
}
