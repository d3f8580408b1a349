// The key layout of the bookings store (booking-store.ts explains each prefix)
// and the day index, whose keys carry everything availability needs, so a day
// is one list call and no reads.
import type { StoreParts } from './parts.ts'

/** 20261201T2200Z: sortable, and safe in a file name on every system (the local store is a folder). */
const basic = (d: Date) => d.toISOString().slice(0, 16).replace(/[-:]/g, '') + 'Z'
const fromBasic = (s: string) => new Date(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:00Z`)

/** A booking revision as the day index has it: what availability needs. */
export interface DayEntry {
  date: string
  type: string
  start: Date
  end: Date
  bookingId: string
  revision: number
}

export const keys = {
  request: (requestId: string) => `requests/${requestId}`,
  revisions: (bookingId: string) => `bookings/${bookingId}/`,
  revision: (bookingId: string, revision: number) => `bookings/${bookingId}/${String(revision).padStart(4, '0')}`,
  cell: (start: Date) => `cells/${basic(start)}`,
  seats: (type: string, date: string) => `seats/${type}/${date}/`,
  seat: (type: string, date: string, n: number) => `seats/${type}/${date}/${n}`,
  days: (date: string) => `days/${date}/`,
  /** The person's hold on one upcoming booking of a type: `person` is erasure.ts personKey (a hash, never the address). */
  person: (person: string, type: string) => `people/${person}/${type}`,
  /**
   * One attempt's entry: two requests making the same change at once (a double
   * tap) write the same revision at the same time, and each must be able to
   * take back its own entry without touching the other's.
   */
  day: (date: string, e: Omit<DayEntry, 'date'>, attempt: string) =>
    `days/${date}/${basic(e.start)}_${basic(e.end)}_${e.type}_${e.bookingId}_${e.revision}_${attempt}`,
}

function parseDayKey(key: string): DayEntry | null {
  const m = /^days\/(\d{4}-\d{2}-\d{2})\/(\d{8}T\d{4}Z)_(\d{8}T\d{4}Z)_([a-z0-9-]+)_([0-9a-f-]{36})_(\d+)(?:_[0-9a-f]{8})?$/.exec(key)
  if (!m) return null
  return { date: m[1]!, start: fromBasic(m[2]!), end: fromBasic(m[3]!), type: m[4]!, bookingId: m[5]!, revision: Number(m[6]) }
}

/** The day index of these office dates: every booking holding time on them (in progress included). */
export async function dayEntries(s: StoreParts, dates: readonly string[]): Promise<DayEntry[]> {
  const pages = await Promise.all(dates.map((date) => s.store.list({ prefix: keys.days(date) })))
  return pages.flatMap((p) => p.blobs.map((b) => parseDayKey(b.key)).filter((e): e is DayEntry => e !== null))
}
