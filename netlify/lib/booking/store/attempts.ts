// Every try at a booking change (made, moved, cancelled) records itself before
// it writes anything else, so that whatever instant its process dies, the
// scheduled work finds it (a list of attempts/, not a read of every booking):
//
//   attempts/<bookingId>_<revision>_<attempt>/record    what the try may claim: its day index entry,
//                                                        its host's cells, its seat folder; when it began
//   attempts/<bookingId>_<revision>_<attempt>/decided   create-only: 'commit' (written by the try just
//                                                        before its revision) or 'abandon' (by the sweep)
//
// The decision is one create-only write, so of a try about to commit and a
// sweep releasing it as dead exactly one wins: a sweep never releases the
// claims of a booking that commits, and a try the sweep gave up never writes
// its revision. Once a revision's messages are recorded (endpoints/tell.ts),
// its try's keys are deleted; until then the sweep records them itself
// (owed-revisions in booking-api.ts), keyed by booking id and revision, so
// nothing is recorded or sent twice.
//
// A sweep takes a record before it works on it, with a compare-and-swap on
// the record's etag (`onlyIfMatch`), so two sweeps (the scheduled function and
// staff's `leads -- bookings --repair`) never both release one try's claims: a
// second delete of a released cell could remove a claim someone made since.
// Each claim it releases is released the same way (releaseClaim): only the
// value it judged, never one written since.
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import { keysUnder } from '../../blobs.ts'
import { runAlone, type RunItem } from '../../scheduled-item.ts'
import { created, type StoreParts } from './parts.ts'

export interface AttemptRecord {
  bookingId: string
  revision: number
  attempt: string
  kind: 'claim' | 'cancel'
  /** Wall clock (ms) when the try began. */
  at: number
  /** The keys it may have claimed: each released only if it still names this try. */
  day?: string
  cells?: string[]
  seats?: string
  /** Wall clock (ms) when a sweep took it: another sweep waits until that is old. */
  sweptAt?: number
}

type Decision = { outcome: 'commit' | 'abandon'; at: number }

/** A try this old is dead: functions run 26 seconds at most. The sweep releases its claims. */
export const ATTEMPT_STALE_MS = 3 * 60_000

export const ATTEMPTS_PREFIX = 'attempts/'
const folder = (r: Pick<AttemptRecord, 'bookingId' | 'revision' | 'attempt'>) =>
  `${ATTEMPTS_PREFIX}${r.bookingId}_${r.revision}_${r.attempt}/`
const recordKey = (r: Pick<AttemptRecord, 'bookingId' | 'revision' | 'attempt'>) => `${folder(r)}record`
const decidedKey = (r: Pick<AttemptRecord, 'bookingId' | 'revision' | 'attempt'>) => `${folder(r)}decided`

/** What a claim key holds: the booking, and the try that made it, for which revision and when (older claims have only the booking). */
export interface ClaimValue {
  bookingId: string
  attempt?: string
  revision?: number
  at?: number
}

/** Who claims: the try and the revision it is for. */
export interface ClaimBy {
  attempt: string
  revision: number
}

export const claimValue = (bookingId: string, by: ClaimBy): ClaimValue => ({ bookingId, ...by, at: Date.now() })

/** What a claim being released holds between its compare-and-swap and its delete: held by nobody, claimable by nobody. */
interface Released {
  releasedBy: string
  at: number
}

/**
 * Releases the claim at `key` if it is the one `mine` judges, and no other:
 * written over with a mark naming this release, with a compare-and-swap on
 * the etag read (so a claim made since the read is never touched), then
 * deleted. Blobs has no conditional delete; while the mark is there every
 * create-only claim of the key is refused, so the delete can only remove the
 * mark. A mark left by a sweep that died is finished by the next sweep of the
 * same try (`by`), since its record stays until every release is done.
 */
export async function releaseClaim(s: StoreParts, key: string, mine: (v: ClaimValue) => boolean, by: string): Promise<boolean> {
  const got = await s.store.getWithMetadata(key, { type: 'json' })
  if (!got?.etag) return false
  const value = got.data as ClaimValue | Released
  if ('releasedBy' in value) {
    if (value.releasedBy !== by) return false
  } else {
    if (!mine(value)) return false
    const mark: Released = { releasedBy: by, at: Date.now() }
    if (!(await s.store.setJSON(key, mark, { onlyIfMatch: got.etag })).modified) return false
  }
  await s.store.delete(key)
  return true
}

/** Deletes a day index entry if it is there. It is {} and names its try in its key: that try's alone, so no compare-and-swap. */
export async function releaseDayEntry(s: StoreParts, key: string | undefined): Promise<boolean> {
  if (!key || !(await s.store.get(key))) return false
  await s.store.delete(key)
  return true
}

export async function openAttempt(s: StoreParts, r: AttemptRecord): Promise<void> {
  await s.store.setJSON(recordKey(r), r)
}

/** The try commits: true, unless a sweep gave it up first (then it must write nothing more). */
export async function commitAttempt(s: StoreParts, r: AttemptRecord): Promise<boolean> {
  return created(s, decidedKey(r), { outcome: 'commit', at: Date.now() } satisfies Decision)
}

/** The try's keys, once it is undone or its revision's messages are recorded. */
export async function closeAttempt(s: StoreParts, r: Pick<AttemptRecord, 'bookingId' | 'revision' | 'attempt'>): Promise<void> {
  await s.store.delete(recordKey(r))
  await s.store.delete(decidedKey(r))
}

/** The folders of the tries under `prefix`. */
const attemptsUnder = async (s: StoreParts, prefix: string): Promise<string[]> => [
  ...new Set((await keysUnder(s.store, prefix)).map((key) => key.slice(0, key.lastIndexOf('/') + 1))),
]

/** After a revision's messages are recorded: the committed try that wrote it is done. */
export async function settleRevision(s: StoreParts, b: StoredBooking): Promise<void> {
  for (const dir of await attemptsUnder(s, `${ATTEMPTS_PREFIX}${b.bookingId}_${b.revision}_`)) {
    const r = (await s.store.get(`${dir}record`, { type: 'json' })) as AttemptRecord | null
    if (r && wrote(r, b)) await closeAttempt(s, r)
  }
}

/** Whether this revision is the one the try wrote. */
const wrote = (r: AttemptRecord, b: StoredBooking) =>
  b.revision === r.revision && (r.kind === 'cancel' ? b.change === 'cancelled' : b.holds.day === r.day)

/** Every claim a dead try made (its own attempt id on it), then its keys. How many claims were released. */
async function releaseTry(s: StoreParts, r: AttemptRecord): Promise<number> {
  let released = 0
  const mine = (v: ClaimValue) => v.attempt === r.attempt
  const seats = r.seats ? await keysUnder(s.store, r.seats) : []
  for (const key of [...seats, ...(r.cells ?? []).slice().reverse()]) if (await releaseClaim(s, key, mine, r.attempt)) released++
  if (await releaseDayEntry(s, r.day)) released++
  await closeAttempt(s, r)
  return released
}

export interface SweepCounts {
  /** Dead tries whose claims were released. */
  abandoned: number
  /** Claims released (cells, seats, day index entries). */
  released: number
  /** Committed revisions whose messages the sweep recorded. */
  told: number
}

export interface AttemptSweep {
  now: Date
  /** Only report: nothing is written. */
  dryRun?: boolean
  /** Records a committed revision's messages (the same keys as the endpoint's: never twice). */
  tell: (b: StoredBooking, previous: StoredBooking | null) => Promise<void>
  /** Releases what the revision before a committed one held and it does not (supersede's work, if its process died first); `by` names the release. */
  releasePrevious: (b: StoredBooking, previous: StoredBooking, by: string) => Promise<number>
  read: (bookingId: string, revision: number) => Promise<StoredBooking | null>
  /** Runs each try on its own (the scheduled work's records its failure, retries it later and tells staff once). */
  each?: RunItem
}

/** Takes a record for this sweep (compare-and-swap on its etag), or null when another sweep has it or it is young. */
async function take(s: StoreParts, dir: string, now: number): Promise<AttemptRecord | null> {
  const got = await s.store.getWithMetadata(`${dir}record`, { type: 'json' })
  if (!got?.etag) return null
  const r = got.data as AttemptRecord
  if (now - r.at < ATTEMPT_STALE_MS || (r.sweptAt && now - r.sweptAt < ATTEMPT_STALE_MS)) return null
  const mine = { ...r, sweptAt: now }
  return (await s.store.setJSON(`${dir}record`, mine, { onlyIfMatch: got.etag })).modified ? mine : null
}

/** One try found by the sweep: committed (its messages recorded, the old time let go) or dead (its claims released). */
async function sweepOne(s: StoreParts, r: AttemptRecord, w: AttemptSweep, counts: SweepCounts): Promise<void> {
  // Undecided: give it up. Of this and its own commit, whichever is written first stands.
  if (!(await s.store.get(decidedKey(r))) && (await created(s, decidedKey(r), { outcome: 'abandon', at: Date.now() } satisfies Decision))) {
    counts.abandoned++
    counts.released += await releaseTry(s, r)
    return
  }
  const decided = (await s.store.get(decidedKey(r), { type: 'json' })) as Decision | null
  const revision = decided?.outcome === 'commit' ? await w.read(r.bookingId, r.revision) : null
  // Committed just now, its revision on the way: a later run sees it written (or its process long dead).
  if (decided?.outcome === 'commit' && !revision && w.now.getTime() - decided.at < ATTEMPT_STALE_MS) return
  if (!revision || !wrote(r, revision)) {
    // Abandoned, lost its revision to another change, or died between its commit and its revision.
    counts.abandoned++
    counts.released += await releaseTry(s, r)
    return
  }
  const previous = r.revision > 1 ? await w.read(r.bookingId, r.revision - 1) : null
  if (previous) counts.released += await w.releasePrevious(revision, previous, r.attempt)
  await w.tell(revision, previous)
  counts.told++
  await closeAttempt(s, r)
}

/** What a dry run would do with one try (nothing is written). */
async function judgeOne(s: StoreParts, r: AttemptRecord, w: AttemptSweep, counts: SweepCounts): Promise<void> {
  const decided = (await s.store.get(decidedKey(r), { type: 'json' })) as Decision | null
  const revision = decided?.outcome === 'commit' ? await w.read(r.bookingId, r.revision) : null
  if (revision && wrote(r, revision)) counts.told++
  else {
    counts.abandoned++
    counts.released += (r.cells?.length ?? 0) + (r.day ? 1 : 0) + (r.seats ? 1 : 0)
  }
}

/**
 * The scheduled work's part for bookings: every try older than ATTEMPT_STALE_MS, settled. Each on its
 * own: one that throws (a blob that is not a booking, a message that cannot be made) stops no other.
 */
export async function sweepAttempts(s: StoreParts, w: AttemptSweep): Promise<SweepCounts> {
  const counts: SweepCounts = { abandoned: 0, released: 0, told: 0 }
  const now = w.now.getTime()
  const each = w.each ?? runAlone
  for (const dir of await attemptsUnder(s, ATTEMPTS_PREFIX))
    await each({ kind: 'booking-change', id: dir.slice(ATTEMPTS_PREFIX.length, -1) }, async () => {
      if (w.dryRun) {
        const r = (await s.store.get(`${dir}record`, { type: 'json' })) as AttemptRecord | null
        if (r && now - r.at >= ATTEMPT_STALE_MS) await judgeOne(s, r, w, counts)
        return
      }
      const r = await take(s, dir, now)
      // Not taken (young, or another sweep has it): not tried, so a failure recorded before stays.
      if (!r) return false
      await sweepOne(s, r, w, counts)
    })
  return counts
}
