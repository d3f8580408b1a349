// One upcoming booking per person and meeting type. people/<hash>/<type> names
// the booking that holds it; a booking is made only by the request that holds
// it, so of two bookings of one type by one email (a double submit, two tabs,
// ten requests at once) one is made and the others are told which one.
//
// The claim is taken right after the request record and before any time is
// claimed: a refused duplicate never touches a cell, a seat or the day index.
// A claim held by a booking that is cancelled, erased or over is stale and is
// taken over with `onlyIfMatch` on the etag read with it: a compare-and-swap
// that Netlify decides atomically (the local server too, writes of one key
// being one at a time), so of two requests taking over one stale claim one
// wins. Deleting the stale claim and then creating it anew would not do: the
// slower of two takers would delete the faster one's fresh claim and both
// would book. A claim whose booking is not written yet belongs to a request in
// progress: it is waited for, and taken over only once older than
// STALE_REQUEST_MS (that request died).
//
// A move keeps the claim (same booking). A cancel releases it with the same
// compare-and-swap (to `bookingId: null`), never a delete, so it can never
// remove a claim another booking took meanwhile. An erasure deletes it: the
// person asked to be forgotten, and the key holds a hash of their address
// (eraseBooking).
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import { personKey } from '../../erasure-ledger.ts'
import { keys } from './keys.ts'
import type { CreateOutcome, NewBooking } from './outcomes.ts'
import { created, REPLAY_WAIT_MS, STALE_REQUEST_MS, type StoreParts } from './parts.ts'
import { currentBooking } from './revisions.ts'

interface PersonClaim {
  /** The booking holding it; null once released by a cancel. */
  bookingId: string | null
  /** Wall clock (ms) when taken, to tell a request in progress from one that died. */
  claimedAt: number
}

type Held = { kind: 'held'; booking: StoredBooking } | { kind: 'in-progress' }
type Claimed = { kind: 'claimed'; key: string } | Held

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const personClaimKey = (email: string, type: string) => keys.person(personKey(email), type)

/** Whether a booking still holds its person's claim: confirmed and not over yet. */
export const holdsClaim = (b: StoredBooking, now: Date) => b.status === 'confirmed' && new Date(b.end).getTime() > now.getTime()

/** The person's upcoming bookings of every type (the claims they hold), soonest first: what their booking page shows instead of a second one. */
export async function heldBookings(s: StoreParts, email: string, now: Date): Promise<StoredBooking[]> {
  const found = await Promise.all(
    s.settings.meetingTypes.map(async (t) => {
      const claim = (await readClaim(s, personClaimKey(email, t.id)))?.claim
      const booking = claim?.bookingId ? await currentBooking(s, claim.bookingId) : null
      return booking && holdsClaim(booking, now) ? [booking] : []
    }),
  )
  return found.flat().sort((a, b) => a.start.localeCompare(b.start))
}

async function readClaim(s: StoreParts, key: string) {
  const got = await s.store.getWithMetadata(key, { type: 'json' })
  return got ? { claim: got.data as PersonClaim, etag: got.etag } : null
}

/** Who holds a claim now: 'stale' when it may be taken over, 'wait' while its booking is being made. */
async function judge(s: StoreParts, claim: PersonClaim, now: Date): Promise<Held | 'stale' | 'wait'> {
  if (!claim.bookingId) return 'stale'
  const booking = await currentBooking(s, claim.bookingId)
  if (booking) return holdsClaim(booking, now) ? { kind: 'held', booking } : 'stale'
  return Date.now() - claim.claimedAt > STALE_REQUEST_MS ? 'stale' : 'wait'
}

/** Takes the person's claim for `bookingId`, or says which booking holds it. */
async function claimPerson(s: StoreParts, b: NewBooking, bookingId: string, now: Date): Promise<Claimed> {
  const key = personClaimKey(b.email, b.type.id)
  const deadline = Date.now() + REPLAY_WAIT_MS
  while (Date.now() <= deadline) {
    const mine: PersonClaim = { bookingId, claimedAt: Date.now() }
    if (await created(s, key, mine)) return { kind: 'claimed', key }
    const read = await readClaim(s, key)
    if (!read) continue // released by an undo since: create it again
    const verdict = await judge(s, read.claim, now)
    if (verdict === 'stale') {
      if (read.etag && (await s.store.setJSON(key, mine, { onlyIfMatch: read.etag })).modified) return { kind: 'claimed', key }
      continue // another request took it over first: judge its booking
    }
    if (verdict !== 'wait') return verdict
    await sleep(100)
  }
  return { kind: 'in-progress' }
}

/** Lets go of the claim if `bookingId` still holds it (compare-and-swap: never someone else's). */
export async function releasePerson(s: StoreParts, booking: StoredBooking): Promise<void> {
  const key = personClaimKey(booking.email, booking.type)
  const read = await readClaim(s, key)
  if (read?.claim.bookingId !== booking.bookingId || !read.etag) return
  const released: PersonClaim = { bookingId: null, claimedAt: read.claim.claimedAt }
  await s.store.setJSON(key, released, { onlyIfMatch: read.etag })
}

/** For an erasure, after the cancel: deletes the claim unless a later booking of the person holds it. */
export async function forgetPerson(s: StoreParts, booking: StoredBooking): Promise<void> {
  const key = personClaimKey(booking.email, booking.type)
  const read = await readClaim(s, key)
  if (read && (read.claim.bookingId === null || read.claim.bookingId === booking.bookingId)) await s.store.delete(key)
}

/**
 * Runs `attempt` (claiming the time and writing the booking) holding the
 * person's claim. Refused: the request record is taken back, so the same
 * request may be sent again once the other booking is cancelled. The attempt
 * refused along the way: the claim is taken back too. The attempt failing
 * (thrown): the claim stays, as the booking may have been written; if it was
 * not, the claim goes stale with its request (STALE_REQUEST_MS).
 */
export async function withPersonClaim(
  s: StoreParts,
  b: NewBooking,
  bookingId: string,
  now: Date,
  attempt: () => Promise<CreateOutcome>,
): Promise<CreateOutcome> {
  const claim = await claimPerson(s, b, bookingId, now)
  if (claim.kind !== 'claimed') {
    await s.store.delete(keys.request(b.requestId))
    return claim.kind === 'held' ? { kind: 'already-booked', booking: claim.booking } : claim
  }
  const outcome = await attempt()
  if (outcome.kind !== 'created') await s.store.delete(claim.key)
  return outcome
}
