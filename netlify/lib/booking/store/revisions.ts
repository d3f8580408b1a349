// Reading and writing booking revisions: bookings/<bookingId>/<revision>, each
// create-only, the highest being the booking as it is now.
import { StoredBookingSchema, type StoredBooking } from '../../../../schemas/booking-record.ts'
import { keysUnder } from '../../blobs.ts'
import { keys } from './keys.ts'
import { created, remove, type StoreParts } from './parts.ts'

/** The revision at `key`, or null; a blob that is not a booking is an error that names it. */
export async function readRevision(s: StoreParts, key: string): Promise<StoredBooking | null> {
  const value: unknown = await s.store.get(key, { type: 'json' })
  if (value === null) return null
  const parsed = StoredBookingSchema.safeParse(value)
  if (!parsed.success) throw new Error(`${key} is not a stored booking: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
  return parsed.data
}

async function latestKey(s: StoreParts, bookingId: string): Promise<string | null> {
  const { blobs } = await s.store.list({ prefix: keys.revisions(bookingId) })
  return (
    blobs
      .map((b) => b.key)
      .sort()
      .at(-1) ?? null
  )
}

/** The number of the booking's highest revision, 0 when it has none. */
export async function latestRevision(s: StoreParts, bookingId: string): Promise<number> {
  const key = await latestKey(s, bookingId)
  return key ? Number(key.slice(key.lastIndexOf('/') + 1)) : 0
}

/** The booking as it is now (its highest revision), or null. */
export async function currentBooking(s: StoreParts, bookingId: string): Promise<StoredBooking | null> {
  const key = await latestKey(s, bookingId)
  return key ? readRevision(s, key) : null
}

/** Writes the next revision from `current`, then lets go of what `current` held and `next` does not. */
export async function supersede(s: StoreParts, current: StoredBooking, next: StoredBooking): Promise<boolean> {
  if (!(await created(s, keys.revision(current.bookingId, next.revision), next))) return false
  const kept = new Set([...next.holds.cells, next.holds.seat, next.holds.day])
  const { cells, seat, day } = current.holds
  await remove(
    s,
    [seat, ...cells.slice().reverse(), day].filter((k) => !kept.has(k)),
  ).catch((error: unknown) => {
    // The change stands; the old time stays blocked until staff clear it.
    console.error(
      `[booking] ${current.bookingId} revision ${next.revision}: could not release revision ${current.revision}'s holds:`,
      error,
    )
  })
  return true
}

/** A revision emptied of the person by an erasure (store/cancel-record.ts): every revision of an erased booking is. */
export const isEmptied = (b: Pick<StoredBooking, 'name' | 'email'>) => b.name === '' && b.email === ''

/** An erased booking (store/cancel-record.ts): its revisions are kept, emptied of the person. */
export const isErased = (b: StoredBooking) => b.status === 'cancelled' && isEmptied(b)

/** Every booking as it is now, erased ones left out; a blob that is not a booking is reported and skipped. */
export async function listBookings(s: StoreParts, onInvalid?: (key: string, reason: string) => void): Promise<StoredBooking[]> {
  const latest = new Map<string, string>()
  for (const key of await keysUnder(s.store, 'bookings/')) {
    const id = key.split('/')[1]!
    if ((latest.get(id) ?? '') < key) latest.set(id, key)
  }
  const out: StoredBooking[] = []
  const all = [...latest.values()]
  // A few reads at a time: fast on the CDN, gentle on the local server.
  for (let i = 0; i < all.length; i += 16) {
    const batch = await Promise.all(
      all.slice(i, i + 16).map(async (key) => ({ key, value: await readRevision(s, key).catch((e: unknown) => e as Error) })),
    )
    for (const { key, value } of batch) {
      if (value instanceof Error) onInvalid?.(key, value.message)
      else if (value && !isErased(value)) out.push(value)
    }
  }
  return out
}

/** Every revision key of one booking. */
export const revisionKeysOf = (s: StoreParts, bookingId: string): Promise<string[]> => keysUnder(s.store, keys.revisions(bookingId))
