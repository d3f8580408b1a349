// The only code that knows how bookings sit in Netlify Blobs. Store `bookings`,
// apart from `leads`: leads are append-only and exported as they are, while a
// booking changes (moved, cancelled) and brings claim and index keys that the
// lead export must never walk. Keys:
//
//   requests/<requestId>                   who is making the booking for that request; written first, create-only
//   days/<officeDate>/<start>_<end>_<type>_<bookingId>_<revision>
//                                          the day index availability reads: one key per booking revision,
//                                          everything needed in the key, so a day is one list call, no reads
//   cells/<cell start, 20261201T2200Z>     the time a booking occupies, create-only: never two bookings for one time
//   seats/<type>/<officeDate>/<n>          one of the day's maxPerDay seats of a type, create-only
//   bookings/<bookingId>/<revision, 0001>  the booking; each move or cancel writes the next revision, create-only
//
// Never two bookings for one time: a booking occupies [start, end + buffer) and
// claims every time cell of it (cells.ts) with `onlyIfNew`, the one conditional
// write of Netlify Blobs, which Netlify decides atomically: of any number of
// requests racing for a cell, one creates it, the others get 412. Cells are
// claimed one after another in time order and a refused claim releases the
// ones taken, so requests for one slot all race for its first cell and exactly
// one goes on. The per-day maximum is the same trick over numbered seats.
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
// rather than given twice: request, day index entry, cells, seat, booking. A
// request refused along the way undoes its own writes in reverse.
//
// Reads that decide anything use strong consistency (the uncached edge), so a
// claim, a cancellation or a new revision is seen by the next request
// everywhere, not after the CDN's cache expires.
import { getStore, type Store } from '@netlify/blobs'
import { StoredBookingSchema, type StoredBooking } from '../../../schemas/booking-record.ts'
import type { BookingSettings, MeetingType } from '../../../schemas/booking.ts'
import { openLocalStore, strictFetch } from '../lead-store.ts'
import { cellMinutes, cellsFor } from './cells.ts'
import { zonedDate } from './zoned-time.ts'

export const BOOKINGS_STORE = 'bookings'

/** 20261201T2200Z: sortable, and safe in a file name on every system (the local store is a folder). */
const basic = (d: Date) => d.toISOString().slice(0, 16).replace(/[-:]/g, '') + 'Z'
const fromBasic = (s: string) => new Date(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:00Z`)

export const keys = {
  request: (requestId: string) => `requests/${requestId}`,
  revision: (bookingId: string, revision: number) => `bookings/${bookingId}/${String(revision).padStart(4, '0')}`,
  cell: (start: Date) => `cells/${basic(start)}`,
  seat: (type: string, date: string, n: number) => `seats/${type}/${date}/${n}`,
  day: (date: string, e: Omit<DayEntry, 'date'>) => `days/${date}/${basic(e.start)}_${basic(e.end)}_${e.type}_${e.bookingId}_${e.revision}`,
}

/** A booking revision as the day index has it: what availability needs. */
export interface DayEntry {
  date: string
  type: string
  start: Date
  end: Date
  bookingId: string
  revision: number
}

function parseDayKey(key: string): DayEntry | null {
  const m = /^days\/(\d{4}-\d{2}-\d{2})\/(\d{8}T\d{4}Z)_(\d{8}T\d{4}Z)_([a-z0-9-]+)_([0-9a-f-]{36})_(\d+)$/.exec(key)
  if (!m) return null
  return { date: m[1]!, start: fromBasic(m[2]!), end: fromBasic(m[3]!), type: m[4]!, bookingId: m[5]!, revision: Number(m[6]) }
}

interface RequestRecord {
  requestId: string
  bookingId: string
  /** What the request asked for: the same requestId with another booking is refused. */
  fingerprint: string
  /** Wall clock (ms) when it was written, to tell a request in progress from one that died. */
  reservedAt: number
}

/** What a visitor asks to book, validated and resolved against the settings. */
export interface NewBooking {
  requestId: string
  type: MeetingType
  start: Date
  end: Date
  name: string
  email: string
  phone?: string | undefined
  leadId?: string | undefined
  notes?: string | undefined
}

export type Conflict = 'taken' | 'day-full'

export type CreateOutcome =
  | { kind: 'created'; booking: StoredBooking }
  /** The same requestId again: the booking it made, as first made (revision 1). */
  | { kind: 'replayed'; booking: StoredBooking }
  | { kind: 'conflict'; reason: Conflict }
  /** The requestId was used for another type, time or email. */
  | { kind: 'request-mismatch' }
  /** The same requestId is being booked by another call right now and has not finished. */
  | { kind: 'in-progress' }

export type ChangeOutcome =
  | { kind: 'changed'; booking: StoredBooking }
  /** Nothing to do: already cancelled, or already at that time. */
  | { kind: 'unchanged'; booking: StoredBooking }
  | { kind: 'conflict'; reason: Conflict }
  | { kind: 'cancelled'; booking: StoredBooking }
  | { kind: 'not-found' }
  /** Changed by someone else on every try. */
  | { kind: 'busy' }

/** How long a second call with the same requestId waits for the first to finish. */
export const REPLAY_WAIT_MS = 4000
/** A request record this old without its booking belongs to a call that died (functions run 10-26 s at most). */
export const STALE_REQUEST_MS = 60_000
const ATTEMPTS = 3

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `fn` on the first call only. An undo must never run twice: once it has
 * released a cell, someone else may claim it, and a second run would delete
 * their claim.
 */
function once(fn: () => Promise<unknown>): () => Promise<void> {
  let done = false
  return async () => {
    if (done) return
    done = true
    await fn()
  }
}
const fingerprintOf = (b: NewBooking) => `${b.type.id}|${b.start.toISOString()}|${b.email.trim().toLowerCase()}`

export interface BookingStore {
  /** Makes the booking unless its time or day is taken; the same requestId again answers the first booking. */
  create(booking: NewBooking, now: Date): Promise<CreateOutcome>
  /** What an earlier call with this requestId made (or is making), or null when there was none. */
  replay(booking: NewBooking): Promise<CreateOutcome | null>
  /** Moves a confirmed booking to [start, end), keeping it if that fails. */
  move(bookingId: string, start: Date, end: Date, now: Date): Promise<ChangeOutcome>
  cancel(bookingId: string, now: Date): Promise<ChangeOutcome>
  /** The booking as it is now (its highest revision), or null. */
  get(bookingId: string): Promise<StoredBooking | null>
  /** A given revision (1 = as made), or null. */
  revision(bookingId: string, revision: number): Promise<StoredBooking | null>
  /** The day index of these office dates: every booking holding time on them (in progress included). */
  dayEntries(dates: readonly string[]): Promise<DayEntry[]>
  /** Every booking as it is now; a blob that is not a booking is reported and skipped. */
  list(onInvalid?: (key: string, reason: string) => void): Promise<StoredBooking[]>
  /**
   * Removes a booking and everything that names it (an erasure request): cancelled first, so its
   * time is free again, then every revision, its request record and its day index entries.
   */
  erase(bookingId: string, now: Date): Promise<void>
}

export function bookingStoreFrom(store: Store, settings: BookingSettings): BookingStore {
  const tz = settings.timezone
  const cell = cellMinutes(settings)

  const created = async (key: string, value: unknown) => (await store.setJSON(key, value, { onlyIfNew: true })).modified
  const remove = (list: readonly (string | undefined)[]) => Promise.all(list.filter((k): k is string => !!k).map((k) => store.delete(k)))

  async function readRevision(key: string): Promise<StoredBooking | null> {
    const value: unknown = await store.get(key, { type: 'json' })
    if (value === null) return null
    const parsed = StoredBookingSchema.safeParse(value)
    if (!parsed.success) throw new Error(`${key} is not a stored booking: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
    return parsed.data
  }

  async function latestKey(bookingId: string): Promise<string | null> {
    const { blobs } = await store.list({ prefix: `bookings/${bookingId}/` })
    return (
      blobs
        .map((b) => b.key)
        .sort()
        .at(-1) ?? null
    )
  }

  async function get(bookingId: string) {
    const key = await latestKey(bookingId)
    return key ? readRevision(key) : null
  }

  /**
   * Claims the cells of [start, end + buffer) in time order, stopping at the first
   * one held by someone else. `own` are cells this booking already holds (a move
   * keeps them); `taken` collects the ones newly claimed, for the caller to
   * release if it does not go on.
   */
  async function claimCells(
    bookingId: string,
    start: Date,
    end: Date,
    own: ReadonlySet<string>,
    taken: string[],
  ): Promise<string[] | null> {
    const wanted = cellsFor(start, end, settings.bufferMinutes, cell).map(keys.cell)
    for (const key of wanted) {
      if (own.has(key)) continue
      if (!(await created(key, { bookingId }))) return null
      taken.push(key)
    }
    return wanted
  }

  /** One of the day's seats of this type (lowest free number first), or null when all are taken. */
  async function claimSeat(type: MeetingType, date: string, bookingId: string): Promise<string | null> {
    const max = type.maxPerDay!
    const { blobs } = await store.list({ prefix: `seats/${type.id}/${date}/` })
    const held = new Set(blobs.map((b) => b.key))
    for (let n = 1; n <= max; n++) {
      const key = keys.seat(type.id, date, n)
      if (!held.has(key) && (await created(key, { bookingId }))) return key
    }
    return null
  }

  /** The first call for a requestId has written its record: wait for its booking, or learn that it gave up. */
  async function replay(record: RequestRecord, booking: NewBooking): Promise<CreateOutcome | null> {
    if (record.fingerprint !== fingerprintOf(booking)) return { kind: 'request-mismatch' }
    const deadline = Date.now() + REPLAY_WAIT_MS
    for (;;) {
      const first = await readRevision(keys.revision(record.bookingId, 1))
      if (first) return { kind: 'replayed', booking: first }
      const still = (await store.get(keys.request(booking.requestId), { type: 'json' })) as RequestRecord | null
      if (!still || still.bookingId !== record.bookingId) return null
      if (Date.now() - still.reservedAt > STALE_REQUEST_MS) {
        // Its call died between the request record and the booking: whatever it
        // claimed stays blocked (never given twice); the request may start over.
        await store.delete(keys.request(booking.requestId))
        return null
      }
      if (Date.now() > deadline) return { kind: 'in-progress' }
      await sleep(100)
    }
  }

  async function attempt(b: NewBooking, bookingId: string, now: Date): Promise<CreateOutcome> {
    const date = zonedDate(b.start, tz)
    const taken: string[] = []
    let day: string | undefined
    let seat: string | undefined
    const undo = once(async () => {
      await remove([seat, ...taken.slice().reverse(), day])
      await store.delete(keys.request(b.requestId))
    })
    try {
      day = keys.day(date, { type: b.type.id, start: b.start, end: b.end, bookingId, revision: 1 })
      await store.setJSON(day, {})
      const cells = await claimCells(bookingId, b.start, b.end, new Set(), taken)
      if (!cells) {
        await undo()
        return { kind: 'conflict', reason: 'taken' }
      }
      if (b.type.maxPerDay !== undefined) {
        seat = (await claimSeat(b.type, date, bookingId)) ?? undefined
        if (!seat) {
          await undo()
          return { kind: 'conflict', reason: 'day-full' }
        }
      }
      const at = now.toISOString()
      const booking: StoredBooking = {
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
        createdAt: at,
        updatedAt: at,
        holds: { cells, ...(seat ? { seat } : {}), day },
      }
      if (!(await created(keys.revision(bookingId, 1), booking))) throw new Error(`booking ${bookingId} exists already`)
      return { kind: 'created', booking }
    } catch (error) {
      await undo().catch(() => {})
      throw error
    }
  }

  async function replayOf(b: NewBooking): Promise<CreateOutcome | null> {
    const existing = (await store.get(keys.request(b.requestId), { type: 'json' })) as RequestRecord | null
    return existing ? replay(existing, b) : null
  }

  async function create(b: NewBooking, now: Date): Promise<CreateOutcome> {
    for (let i = 0; i < ATTEMPTS; i++) {
      const key = keys.request(b.requestId)
      const existing = (await store.get(key, { type: 'json' })) as RequestRecord | null
      if (existing) {
        const outcome = await replay(existing, b)
        if (outcome) return outcome
        continue
      }
      const record: RequestRecord = {
        requestId: b.requestId,
        bookingId: crypto.randomUUID(),
        fingerprint: fingerprintOf(b),
        reservedAt: Date.now(),
      }
      // Lost the race to another call with this requestId: the next turn waits for it.
      if (!(await created(key, record))) continue
      return attempt(b, record.bookingId, now)
    }
    return { kind: 'in-progress' }
  }

  /** Writes the next revision from `current`, then lets go of what `current` held and `next` does not. */
  async function supersede(current: StoredBooking, next: StoredBooking): Promise<boolean> {
    if (!(await created(keys.revision(current.bookingId, next.revision), next))) return false
    const kept = new Set([...next.holds.cells, next.holds.seat, next.holds.day])
    const { cells, seat, day } = current.holds
    await remove([seat, ...cells.slice().reverse(), day].filter((k) => !kept.has(k))).catch((error: unknown) => {
      // The change stands; the old time stays blocked until staff clear it.
      console.error(
        `[booking] ${current.bookingId} revision ${next.revision}: could not release revision ${current.revision}'s holds:`,
        error,
      )
    })
    return true
  }

  async function move(bookingId: string, start: Date, end: Date, now: Date): Promise<ChangeOutcome> {
    for (let i = 0; i < ATTEMPTS; i++) {
      const current = await get(bookingId)
      if (!current) return { kind: 'not-found' }
      if (current.status === 'cancelled') return { kind: 'cancelled', booking: current }
      if (current.start === start.toISOString() && current.end === end.toISOString()) return { kind: 'unchanged', booking: current }
      const type = settings.meetingTypes.find((t) => t.id === current.type)
      if (!type) throw new Error(`booking ${bookingId} has meeting type "${current.type}", which the settings no longer have`)
      const revision = current.revision + 1
      const date = zonedDate(start, tz)
      const taken: string[] = []
      const day = keys.day(date, { type: type.id, start, end, bookingId, revision })
      let seat: string | undefined
      let newSeat = false
      const undo = once(() => remove([newSeat ? seat : undefined, ...taken.slice().reverse(), day]))
      try {
        await store.setJSON(day, {})
        const cells = await claimCells(bookingId, start, end, new Set(current.holds.cells), taken)
        if (!cells) {
          await undo()
          return { kind: 'conflict', reason: 'taken' }
        }
        if (type.maxPerDay !== undefined) {
          if (current.holds.seat && zonedDate(new Date(current.start), tz) === date) seat = current.holds.seat
          else {
            seat = (await claimSeat(type, date, bookingId)) ?? undefined
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
          start: start.toISOString(),
          end: end.toISOString(),
          updatedAt: now.toISOString(),
          holds: { cells, ...(seat ? { seat } : {}), day },
        }
        if (await supersede(current, next)) return { kind: 'changed', booking: next }
        await undo()
      } catch (error) {
        await undo().catch(() => {})
        throw error
      }
    }
    return { kind: 'busy' }
  }

  async function cancel(bookingId: string, now: Date): Promise<ChangeOutcome> {
    for (let i = 0; i < ATTEMPTS; i++) {
      const current = await get(bookingId)
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
      if (await supersede(current, next)) return { kind: 'changed', booking: next }
    }
    return { kind: 'busy' }
  }

  async function dayEntries(dates: readonly string[]): Promise<DayEntry[]> {
    const pages = await Promise.all(dates.map((date) => store.list({ prefix: `days/${date}/` })))
    return pages.flatMap((p) => p.blobs.map((b) => parseDayKey(b.key)).filter((e): e is DayEntry => e !== null))
  }

  async function list(onInvalid?: (key: string, reason: string) => void): Promise<StoredBooking[]> {
    const latest = new Map<string, string>()
    for await (const page of store.list({ prefix: 'bookings/', paginate: true }))
      for (const { key } of page.blobs) {
        const id = key.split('/')[1]!
        if ((latest.get(id) ?? '') < key) latest.set(id, key)
      }
    const out: StoredBooking[] = []
    const all = [...latest.values()]
    // A few reads at a time: fast on the CDN, gentle on the local server.
    for (let i = 0; i < all.length; i += 16) {
      const batch = await Promise.all(
        all.slice(i, i + 16).map(async (key) => ({ key, value: await readRevision(key).catch((e: unknown) => e as Error) })),
      )
      for (const { key, value } of batch) {
        if (value instanceof Error) onInvalid?.(key, value.message)
        else if (value) out.push(value)
      }
    }
    return out
  }

  async function erase(bookingId: string, now: Date): Promise<void> {
    const current = await get(bookingId)
    if (!current) return
    if (current.status === 'confirmed') {
      const outcome = await cancel(bookingId, now)
      if (outcome.kind === 'busy') throw new Error(`booking ${bookingId} is being changed right now: try again`)
    }
    const doomed: string[] = [keys.request(current.requestId)]
    for await (const page of store.list({ prefix: `bookings/${bookingId}/`, paginate: true })) doomed.push(...page.blobs.map((b) => b.key))
    for await (const page of store.list({ prefix: 'days/', paginate: true }))
      doomed.push(...page.blobs.map((b) => b.key).filter((k) => k.includes(`_${bookingId}_`)))
    await remove(doomed)
  }

  return { create, replay: replayOf, move, cancel, get, revision: (id, n) => readRevision(keys.revision(id, n)), dayEntries, list, erase }
}

/** The store inside a function: Netlify (and @netlify/dev, and tests through setEnvironmentContext) provide the Blobs context. */
export const bookingStore = (settings: BookingSettings): BookingStore =>
  bookingStoreFrom(getStore({ name: BOOKINGS_STORE, consistency: 'strong', fetch: strictFetch }), settings)

/** A Netlify site's store, from outside Netlify (staff CLI): site id + personal access token. */
export const remoteBookingStore = (settings: BookingSettings, siteID: string, token: string): BookingStore =>
  bookingStoreFrom(getStore({ name: BOOKINGS_STORE, siteID, token, consistency: 'strong', fetch: strictFetch }), settings)

/** The local store that `tsx scripts/serve.ts` writes, for the staff CLI: call close() when done. */
export async function openLocalBookingStore(
  projectRoot: string,
  settings: BookingSettings,
): Promise<{ store: BookingStore; directory: string; close: () => Promise<void> }> {
  const local = await openLocalStore(projectRoot, BOOKINGS_STORE)
  return { ...local, store: bookingStoreFrom(local.store, settings) }
}
