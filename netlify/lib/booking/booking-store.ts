// How bookings sit in Netlify Blobs: this file and the parts under store/,
// one job each (keys and the day index, claims, revisions, create, move,
// cancel). The store is opened through ../blobs.ts. Store `bookings`,
// apart from `leads`: leads are append-only and exported as they are, while a
// booking changes (moved, cancelled) and brings claim and index keys that the
// lead export must never walk. Keys:
//
//   requests/<requestId>                   who is making the booking for that request; written first, create-only
//   days/<officeDate>/<start>_<end>_<type>_<host>_<bookingId>_<revision>_<attempt>
//                                          the day index availability reads: one key per try at a booking
//                                          revision, everything needed in the key, so the horizon is a list
//                                          call per month, no reads; the attempt id makes each try's entry its
//                                          own to take back
//   cells/<host>/<cell start, 20261201T2200Z>
//                                          the host's time a booking occupies, create-only: never two bookings
//                                          for one host at one time (two hosts may each take one)
//   seats/<type>/<host>/<officeDate>/<n>   one of the host's maxPerDay seats of a type that day, create-only
//   bookings/<bookingId>/<revision, 0001>  the booking; each move or cancel writes the next revision, create-only
//   people/<sha256 of the email>/<type>    { bookingId, claimedAt }: the one upcoming booking of a type a person
//                                          may hold (store/person.ts), taken before the time, kept by a move,
//                                          released by a cancel, deleted by an erasure
//   attempts/<bookingId>_<revision>_<attempt>/record|decided
//                                          each try at a change, written before anything else, until its
//                                          revision's messages are recorded: what the scheduled work settles
//                                          when the process died (store/attempts.ts)
//
// Cells and seats hold { bookingId, attempt, at }: the try that claimed them and when.
//
// Bookings made before hosts have day entries without the host part and cells
// cells/<start>: they keep blocking that time for every host (slots.ts), since
// nobody knows who took them, until they are moved (then they get a host, and
// their old claims are released like any other) or cancelled. No new claim is
// ever made without a host, so nothing can race with them.
//
// Never two bookings for one host at one time: a booking occupies [start, end + buffer) and
// claims every one of its host's time cells (cells.ts) with `onlyIfNew`, the one conditional
// write of Netlify Blobs, which Netlify decides atomically: of any number of
// requests racing for a cell, one creates it, the others get 412. Cells are
// claimed one after another in time order and a refused claim releases the
// ones taken, so requests for one host's slot all race for its first cell and
// exactly one goes on; the others try the next host (store/hosts.ts). The
// per-day maximum is the same trick over each host's numbered seats.
// Locally the Blobs server is made to decide create-only writes the same way
// (../local-blobs-server.ts).
//
// Changes go through revisions: a move or cancel writes revision n + 1 with
// `onlyIfNew`, so of two changes made at once to one booking one wins and the
// other starts over from the new revision. The winner, and only it, then
// releases what revision n held and n + 1 no longer does; a moved booking keeps
// the cells both times share. Holds are released once, by their owner, so a
// release can never delete a claim someone else has made since.
//
// Order of writes, so that a request that dies half way leaves a slot blocked
// rather than given twice: request, try record (attempts/), day index entry,
// cells, seat, commit, booking. The scheduled work releases what a dead try
// held, and records the messages of a revision whose process died before it
// did (store/attempts.ts). A
// request refused along the way undoes its own writes in reverse, and only
// those: keys it created itself (cells, seats) or named with its own attempt id
// (day index), never a key another request making the same change may own.
//
// Reads that decide anything use strong consistency (the uncached edge), so a
// claim, a cancellation or a new revision is seen by the next request
// everywhere, not after the CDN's cache expires.
import type { StoredBooking } from '../../../schemas/booking-record.ts'
import type { BookingSettings } from '../../../schemas/booking-settings.ts'
import { openLocalStore, openStore, type Store } from '../blobs.ts'
import { cancelBooking, eraseBooking } from './store/cancel-record.ts'
import { createBooking, replay } from './store/create.ts'
import { dayEntries, type DayEntry } from './store/keys.ts'
import { moveBooking, type MoveKind } from './store/move-record.ts'
import type { ChangeOutcome, CreateOutcome, NewBooking } from './store/outcomes.ts'
import { storeParts, type StoreParts } from './store/parts.ts'
import {
  releaseClaim,
  releaseDayEntry,
  settleRevision,
  sweepAttempts,
  type AttemptSweep,
  type ClaimValue,
  type SweepCounts,
} from './store/attempts.ts'
import { heldBookings, releasePerson } from './store/person.ts'
import { currentBooking, listBookings, readRevision } from './store/revisions.ts'
import { keys } from './store/keys.ts'

export type { DayEntry } from './store/keys.ts'
export type { ChangeOutcome, Conflict, CreateOutcome, NewBooking } from './store/outcomes.ts'
export { REPLAY_WAIT_MS, STALE_REQUEST_MS } from './store/create.ts'
export type { SweepCounts } from './store/attempts.ts'
export type { MoveKind } from './store/move-record.ts'
export { ATTEMPT_STALE_MS } from './store/attempts.ts'

export const BOOKINGS_STORE = 'bookings'

export interface BookingStore {
  /** Makes the booking unless its time or day is taken; the same requestId again answers that booking as it is now. */
  create(booking: NewBooking, now: Date): Promise<CreateOutcome>
  /** What an earlier call with this requestId made (or is making), as it is now, or null when there was none. */
  replay(booking: NewBooking): Promise<CreateOutcome | null>
  /** Moves a confirmed booking to [start, end) with the first of `hosts` free then (its own host listed first keeps it), keeping it if that fails. */
  move(bookingId: string, start: Date, end: Date, hosts: readonly string[], now: Date, kind?: MoveKind): Promise<ChangeOutcome>
  cancel(bookingId: string, now: Date): Promise<ChangeOutcome>
  /** The booking as it is now (its highest revision), or null. */
  get(bookingId: string): Promise<StoredBooking | null>
  /** The upcoming bookings an email holds, of any type, soonest first. */
  heldBy(email: string, now: Date): Promise<StoredBooking[]>
  /** A given revision (1 = as made), or null. */
  revision(bookingId: string, revision: number): Promise<StoredBooking | null>
  /** The day index of these office dates: every booking holding time on them (in progress included). */
  dayEntries(dates: readonly string[]): Promise<DayEntry[]>
  /** Every booking as it is now, erased ones left out; a blob that is not a booking is reported and skipped. */
  list(onInvalid?: (key: string, reason: string) => void): Promise<StoredBooking[]>
  /**
   * Removes the person from a booking for good (an erasure request): cancelled first, so its time
   * is free again, then every revision emptied of them in place (kept, so that no change in flight
   * can bring it back) and its request record made to refuse a replay.
   */
  erase(bookingId: string, now: Date): Promise<void>
  /** After a revision's messages are recorded: its try is done, the sweep has nothing to do for it. */
  settle(booking: StoredBooking): Promise<void>
  /**
   * The scheduled work's part (and staff's `leads -- bookings --check/--repair`): every try older than a few
   * minutes, settled. Committed: its messages recorded through `tell`, what the revision before held let go.
   * Never committed: its claims released. With `dryRun`, counts what it would do.
   */
  sweep(w: Pick<AttemptSweep, 'now' | 'dryRun' | 'tell' | 'each'>): Promise<SweepCounts>
}

/**
 * What the revision before `b` held and `b` does not, released if that revision's claim is still
 * there: it names the booking and was made for that revision or an earlier one. Not one made for a
 * later revision (the booking moved away and back since, or a move of it in flight, claiming the same
 * seat or cells), nor one its latest revision holds (for claims made before claims carried their
 * revision). A cancel lets the person go.
 */
async function releasePrevious(s: StoreParts, b: StoredBooking, previous: StoredBooking, by: string): Promise<number> {
  const latest = await currentBooking(s, b.bookingId)
  const kept = new Set([b, latest].flatMap((r) => (r ? [...r.holds.cells, r.holds.seat, r.holds.day] : [])))
  const before = (v: ClaimValue) => v.bookingId === b.bookingId && (v.revision ?? 0) <= previous.revision
  let released = 0
  for (const key of [previous.holds.seat, ...previous.holds.cells]) {
    if (key && !kept.has(key) && (await releaseClaim(s, key, before, by))) released++
  }
  if (!kept.has(previous.holds.day) && (await releaseDayEntry(s, previous.holds.day))) released++
  if (b.status === 'cancelled') await releasePerson(s, b)
  return released
}

/**
 * Told of what a create, move or cancel came to (the booking, when there is one), once it is stored: the
 * staff console's index of people (staff/person-index.ts `indexBooking`), handed in by whoever opens the
 * store for a function, since booking/ imports nothing of staff/. It must not throw: a hook that fails
 * never undoes a booking.
 */
export type OnStored = (outcome: { booking?: StoredBooking }) => Promise<void>

/** Opening options: another Netlify site's store (staff CLI: site id + personal access token), the hook. */
export interface BookingStoreOptions {
  site?: { siteID: string; token: string }
  onStored?: OnStored
}

/** `store` with `onStored` told after each create, move and cancel; without a hook, `store` itself. */
export function withOnStored(store: BookingStore, onStored?: OnStored): BookingStore {
  if (!onStored) return store
  const told = <T extends object>(work: Promise<T>): Promise<T> => work.then(async (o) => (await onStored(o), o))
  return {
    ...store,
    create: (b, now) => told(store.create(b, now)),
    move: (id, start, end, hosts, now, kind) => told(store.move(id, start, end, hosts, now, kind)),
    cancel: (id, now) => told(store.cancel(id, now)),
  }
}

export function bookingStoreFrom(store: Store, settings: BookingSettings): BookingStore {
  const s = storeParts(store, settings)
  return {
    create: (b, now) => createBooking(s, b, now),
    replay: (b) => replay(s, b),
    move: (id, start, end, hosts, now, kind) => moveBooking(s, id, start, end, hosts, now, kind),
    cancel: (id, now) => cancelBooking(s, id, now),
    get: (id) => currentBooking(s, id),
    heldBy: (email, now) => heldBookings(s, email, now),
    revision: (id, n) => readRevision(s, keys.revision(id, n)),
    dayEntries: (dates) => dayEntries(s, dates),
    list: (onInvalid) => listBookings(s, onInvalid),
    erase: (id, now) => eraseBooking(s, id, now),
    settle: (b) => settleRevision(s, b),
    sweep: (w) =>
      sweepAttempts(s, {
        ...w,
        read: (id, n) => readRevision(s, keys.revision(id, n)),
        releasePrevious: (b, previous, by) => releasePrevious(s, b, previous, by),
      }),
  }
}

/**
 * The store inside a function (Netlify, @netlify/dev and tests through
 * setEnvironmentContext provide the Blobs context), or a Netlify site's from
 * outside Netlify (staff CLI: `site`).
 */
export const bookingStore = (settings: BookingSettings, options: BookingStoreOptions = {}): BookingStore =>
  withOnStored(bookingStoreFrom(openStore(BOOKINGS_STORE, { consistency: 'strong', site: options.site }), settings), options.onStored)

/** The local store that `tsx scripts/serve.ts` writes, for the staff CLI: call close() when done. */
export async function openLocalBookingStore(
  projectRoot: string,
  settings: BookingSettings,
  blobsDir?: string,
): Promise<{ store: BookingStore; directory: string; close: () => Promise<void> }> {
  const local = await openLocalStore(projectRoot, BOOKINGS_STORE, blobsDir)
  return { ...local, store: bookingStoreFrom(local.store, settings) }
}
