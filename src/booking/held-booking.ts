// The upcoming booking this browser made, per meeting type, so a visitor who
// comes back to /schedule or /T2-schedule is shown it (with its manage link)
// instead of booking a second one; the server refuses a second one anyway
// (409 already-booked). Written when a booking is made, moved along with a
// move and forgotten on a cancel (the manage page), dropped once it is over.
// The manage link is the visitor's own key to the booking, kept only in the
// browser that booked.
import { isId } from '../../schemas/lead-envelope.ts'
import { local, readJson, remove, writeJson } from '../forms/storage.ts'

/** Its localStorage key, per meeting type (kept out of KEYS in storage.ts: only the booking pages need it). */
const heldKey = (type: string) => `hl.booking.${type}`

interface HeldBooking {
  v: 1
  type: string
  bookingId: string
  start: string
  end: string
  /** The manage page, when this browser holds it (absent when only the server's 409 told us). */
  manageUrl?: string
}

const isTime = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v))

/** The held booking of this type, or null when there is none, it is malformed or it is over. */
export function readHeld(type: string, now = Date.now(), storage = local()): HeldBooking | null {
  const d = readJson(storage, heldKey(type)) as Partial<HeldBooking> | null
  if (!d || d.v !== 1 || d.type !== type || !isId(d.bookingId) || !isTime(d.start) || !isTime(d.end)) return null
  if (Date.parse(d.end) <= now) {
    remove(storage, heldKey(type))
    return null
  }
  const manageUrl = typeof d.manageUrl === 'string' && d.manageUrl.startsWith('/booking/manage/') ? d.manageUrl : undefined
  return { v: 1, type, bookingId: d.bookingId, start: d.start, end: d.end, ...(manageUrl ? { manageUrl } : {}) }
}

/** Keeps a booking just made (the manage link as a path on this site). */
export function saveHeld(b: Omit<HeldBooking, 'v'>, storage = local()): void {
  writeJson(storage, heldKey(b.type), { v: 1, ...b })
}

/** After a move on the manage page: the same booking at its new time (and link). */
function moveHeld(type: string, bookingId: string, change: Pick<HeldBooking, 'start' | 'end'> & { manageUrl?: string }, storage = local()) {
  const held = readHeld(type, Date.now(), storage)
  if (held?.bookingId === bookingId) saveHeld({ ...held, ...change }, storage)
}

/** After a cancel on the manage page: nothing held any more (only if it is that booking). */
function forgetHeld(type: string, bookingId: string, storage = local()): void {
  if (readHeld(type, Date.now(), storage)?.bookingId === bookingId) remove(storage, heldKey(type))
}

/** What the manage page loaded: a cancel forgets the held booking, a move follows it. */
export function syncHeld(b: { type: string; bookingId?: string; status: string; start: string; end: string }, manageUrl: string): void {
  if (!b.bookingId) return
  if (b.status === 'cancelled') forgetHeld(b.type, b.bookingId)
  else moveHeld(b.type, b.bookingId, { start: b.start, end: b.end, manageUrl })
}
