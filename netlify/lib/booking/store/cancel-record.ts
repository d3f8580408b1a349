// Cancelling a booking (its time is free again at once) and erasing one for
// good (an erasure request: cancelled first, then emptied of the person).
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import { keys } from './keys.ts'
import type { ChangeOutcome } from './outcomes.ts'
import { closeAttempt, commitAttempt, openAttempt, type AttemptRecord } from './attempts.ts'
import { ATTEMPTS, attemptId, type StoreParts } from './parts.ts'
import { forgetPerson, releasePerson } from './person.ts'
import { currentBooking, readRevision, revisionKeysOf, supersede } from './revisions.ts'

export async function cancelBooking(s: StoreParts, bookingId: string, now: Date): Promise<ChangeOutcome> {
  for (let i = 0; i < ATTEMPTS; i++) {
    const current = await currentBooking(s, bookingId)
    if (!current) return { kind: 'not-found' }
    if (current.status === 'cancelled') return { kind: 'unchanged', booking: current }
    const next: StoredBooking = {
      ...current,
      revision: current.revision + 1,
      change: 'cancelled',
      status: 'cancelled',
      updatedAt: now.toISOString(),
      holds: { cells: [] },
    }
    // Recorded first, decided at once (a cancel claims nothing): if the process dies after the
    // revision, the sweep records its messages and releases what it held (store/attempts.ts).
    const attempt: AttemptRecord = { bookingId, revision: next.revision, attempt: attemptId(), kind: 'cancel', at: Date.now() }
    await openAttempt(s, attempt)
    await commitAttempt(s, attempt)
    if (!(await supersede(s, current, next))) await closeAttempt(s, attempt)
    else {
      // The cancel stands either way: a claim left behind names a cancelled booking, which is stale and taken over.
      await releasePerson(s, next).catch((error: unknown) =>
        console.error(`[booking] ${bookingId}: could not release its person claim:`, error),
      )
      return { kind: 'changed', booking: next }
    }
  }
  return { kind: 'busy' }
}

/** A revision emptied of the person: what stays of an erased booking. */
const emptied = (b: StoredBooking): StoredBooking => {
  const { phone: _phone, leadId: _leadId, notes: _notes, timeZone: _timeZone, attribution: _a, client: _c, ...rest } = b
  return { ...rest, name: '', email: '' }
}

/**
 * Removes the person from a booking for good (an erasure request): cancelled
 * first, so its time is free again, their claim on the type deleted
 * (store/person.ts), then every revision is emptied of them in
 * place and the request record forgets what was asked. The revisions are kept,
 * not deleted: revisions are create-only, so while their numbers stay taken a
 * move that read the booking before the erase can never write one after it
 * and bring the booking, and the person, back. Day index entries and cells are
 * left to their owners: the cancel released the booking's own, and any other
 * belongs to a request still in flight, which takes back its own.
 */
export async function eraseBooking(s: StoreParts, bookingId: string, now: Date): Promise<void> {
  const current = await currentBooking(s, bookingId)
  if (!current) return
  if (current.status === 'confirmed') {
    const outcome = await cancelBooking(s, bookingId, now)
    if (outcome.kind === 'busy') throw new Error(`booking ${bookingId} is being changed right now: try again`)
  }
  // While the address is still there to find the key: no hash of it is left to trip a later booking.
  await forgetPerson(s, current)
  for (const key of await revisionKeysOf(s, bookingId)) {
    const revision = await readRevision(s, key)
    if (revision) await s.store.setJSON(key, emptied(revision))
  }
  const request = keys.request(current.requestId)
  const record = (await s.store.get(request, { type: 'json' })) as Record<string, unknown> | null
  // Kept, so the same request sent again is refused instead of booking the person anew.
  if (record) await s.store.setJSON(request, { ...record, fingerprint: 'erased' })
}
