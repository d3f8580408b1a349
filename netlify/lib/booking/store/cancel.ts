// Cancelling a booking (its time is free again at once) and erasing one for
// good (an erasure request: cancelled first, then every key that names it).
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import { dayKeysOf, keys } from './keys.ts'
import type { ChangeOutcome } from './outcomes.ts'
import { ATTEMPTS, remove, type StoreParts } from './parts.ts'
import { currentBooking, revisionKeysOf, supersede } from './revisions.ts'

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
    if (await supersede(s, current, next)) return { kind: 'changed', booking: next }
  }
  return { kind: 'busy' }
}

/**
 * Removes a booking and everything that names it: cancelled first, so its time
 * is free again, then every revision, its request record and its day index entries.
 */
export async function eraseBooking(s: StoreParts, bookingId: string, now: Date): Promise<void> {
  const current = await currentBooking(s, bookingId)
  if (!current) return
  if (current.status === 'confirmed') {
    const outcome = await cancelBooking(s, bookingId, now)
    if (outcome.kind === 'busy') throw new Error(`booking ${bookingId} is being changed right now: try again`)
  }
  await remove(s, [keys.request(current.requestId), ...(await revisionKeysOf(s, bookingId)), ...(await dayKeysOf(s, bookingId))])
}
