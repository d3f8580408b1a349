// The key layout of the bookings store (booking-store.ts explains each prefix)
// and the day index, whose keys carry everything availability needs, so the
// whole horizon is a list call or two (one per month) and no reads.
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
  /** Who takes it; none for a booking made before hosts, which blocks everyone. */
  host?: string | undefined
  bookingId: string
  revision: number
}

export const keys = {
  request: (requestId: string) => `requests/${requestId}`,
  revisions: (bookingId: string) => `bookings/${bookingId}/`,
  revision: (bookingId: string, revision: number) => `bookings/${bookingId}/${String(revision).padStart(4, '0')}`,
  /** A host's time cell: two hosts can take the same time, one host never twice. */
  cell: (host: string, start: Date) => `cells/${host}/${basic(start)}`,
  seats: (type: string, host: string, date: string) => `seats/${type}/${host}/${date}/`,
  seat: (type: string, host: string, date: string, n: number) => `seats/${type}/${host}/${date}/${n}`,
  days: (date: string) => `days/${date}/`,
  /** The person's hold on one upcoming booking of a type: `person` is erasure.ts personKey (a hash, never the address). */
  person: (person: string, type: string) => `people/${person}/${type}`,
  /**
   * One attempt's entry: two requests making the same change at once (a double
   * tap) write the same revision at the same time, and each must be able to
   * take back its own entry without touching the other's.
   */
  day: (date: string, e: Omit<DayEntry, 'date' | 'host'> & { host: string }, attempt: string) =>
    `days/${date}/${basic(e.start)}_${basic(e.end)}_${e.type}_${e.host}_${e.bookingId}_${e.revision}_${attempt}`,
}

/** Keys written before hosts have no host part; they still parse, and block everyone. */
function parseDayKey(key: string): DayEntry | null {
  const m =
    /^days\/(\d{4}-\d{2}-\d{2})\/(\d{8}T\d{4}Z)_(\d{8}T\d{4}Z)_([a-z0-9-]+?)(?:_([a-z0-9-]+))?_([0-9a-f-]{36})_(\d+)(?:_[0-9a-f]{8})?$/.exec(
      key,
    )
  if (!m) return null
  return {
    date: m[1]!,
    start: fromBasic(m[2]!),
    end: fromBasic(m[3]!),
    type: m[4]!,
    ...(m[5] ? { host: m[5] } : {}),
    bookingId: m[6]!,
    revision: Number(m[7]),
  }
}

/** Days in the month of `date` (YYYY-MM-DD). */
const daysInMonth = (date: string) => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate()

/** `items` grouped by `keyOf`, in first-seen order. */
function groupBy(items: readonly string[], keyOf: (item: string) => string): [string, string[]][] {
  const groups = new Map<string, string[]>()
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item])
  return [...groups]
}

/**
 * The prefixes that cover these dates in few list calls, each listing little
 * besides what is asked. Every list call is a round trip (and, on the local
 * server, a walk of the index's folders), while a day listed beyond those asked
 * costs only its own entries, dropped on reading. So: a whole month of the
 * index where most of its days are asked (availability's three weeks: the days
 * after the horizon have no entries yet); ten days where two or more of them
 * are (`days/2026-11-2` is the 20th to the 29th: a booking's office week and a
 * day either side are two or three calls, not nine); a single day otherwise.
 */
function prefixesOf(dates: readonly string[]): string[] {
  return groupBy([...new Set(dates)], (d) => d.slice(0, 7)).flatMap(([month, days]) =>
    days.length * 2 > daysInMonth(days[0]!)
      ? [`days/${month}-`]
      : groupBy(days, (d) => d.slice(0, 9)).flatMap(([tens, some]) => (some.length >= 2 ? [`days/${tens}`] : some.map(keys.days))),
  )
}

/** The day index of these office dates: every booking holding time on them (in progress included). */
export async function dayEntries(s: StoreParts, dates: readonly string[]): Promise<DayEntry[]> {
  const wanted = new Set(dates)
  const pages = await Promise.all(prefixesOf(dates).map((prefix) => s.store.list({ prefix })))
  return pages.flatMap((p) => p.blobs.map((b) => parseDayKey(b.key)).filter((e): e is DayEntry => e !== null && wanted.has(e.date)))
}
