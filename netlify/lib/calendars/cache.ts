// The hosts' busy times as last read, in Netlify Blobs (store `calendars`, one
// blob per host at hosts/<hostId>, schemas/calendar-cache.ts). Availability
// reads this and never a calendar server: the scheduled function refreshes it
// (refreshIfStale, every minute, each host at most REFRESH_AFTER_MS old), each
// read with its own timeout, all hosts at once. A read that fails keeps the
// last good blocks, so a calendar server being down never fails a page and
// never frees a host's busy time; staff hear of it once per run of failures
// (a notification keyed by host and first failure), and again only after the
// calendar recovered and then failed anew. A booking re-reads its host's
// calendar right before claiming (freshBusy), briefly, falling back to this.
import { openStore, type Store } from '../blobs.ts'
import { booking } from '../../../src/generated/booking.ts'
import { CachedCalendarSchema, type CachedCalendar } from '../../../schemas/calendar-cache.ts'
import type { BusyBlock, BusyRange } from './busy-blocks.ts'
import { readCalendar } from './read-calendar.ts'
import { calendarSourceOf, calendarVariable, type CalendarSource } from './source.ts'

type Env = Record<string, string | undefined>

export const CALENDARS_STORE = 'calendars'
/** Every minute the scheduled function refreshes what is this old, so no cache is read older than 5 minutes. */
export const REFRESH_AFTER_MS = 4 * 60_000
/** One host's read in the scheduled refresh. */
const REFRESH_TIMEOUT_MS = 10_000
/** A booking's re-read of its host's calendar: short, the visitor is waiting. */
const FRESH_TIMEOUT_MS = 2_500

const hostKey = (hostId: string) => `hosts/${hostId}`

/** The store, inside a function (the Blobs context comes from the environment). */
export const calendarStore = (): Store => openStore(CALENDARS_STORE, { consistency: 'strong' })

/** The span a refresh reads: from a day back (today's earlier events) to past the last bookable day. */
export function refreshRange(now: Date, horizonDays = booking.horizonDays): BusyRange {
  const day = 86_400_000
  return { from: new Date(now.getTime() - day), to: new Date(now.getTime() + (horizonDays + 2) * day) }
}

export interface CacheOptions {
  /** The calendars store (default: the function's, calendarStore()). */
  store?: Store
  /**
   * Tells staff of a calendar that started failing (the caller's: booking/host-calendars.ts records it in
   * the outbox). Without it a failure is only logged, and reported by the next refresh that has one.
   */
  report?: (failure: CalendarFailure) => Promise<void>
  timeoutMs?: number
  /** The hosts' zone (default: the office's). */
  timeZone?: string
}

/** A host's calendar that started failing: keyed by host and first failure, so a report made twice is one. */
export interface CalendarFailure {
  hostId: string
  key: string
  entry: CachedCalendar
  /** The environment variable that names the calendar. */
  variable: string
  timeZone: string
}

/** Reads one host's cache entry; one from an older format or a hand edit counts as none. */
export async function cachedCalendar(store: Store, hostId: string): Promise<CachedCalendar | null> {
  const raw = await store.get(hostKey(hostId), { type: 'json' })
  const parsed = CachedCalendarSchema.safeParse(raw)
  return parsed.success ? parsed.data : null
}

const toBlocks = (c: CachedCalendar | null): BusyBlock[] =>
  (c?.blocks ?? []).map((b) => ({ start: new Date(b.start), end: new Date(b.end) }))

type SourceOrProblem = { source: CalendarSource | null; problem?: undefined } | { source: null; problem: string }
function sourceOf(hostId: string, env: Env): SourceOrProblem {
  try {
    return { source: calendarSourceOf(hostId, env) }
  } catch (e) {
    return { source: null, problem: (e as Error).message }
  }
}

async function refreshOne(hostId: string, env: Env, now: Date, o: Required<CacheOptions>): Promise<CachedCalendar | null> {
  const { source, problem } = sourceOf(hostId, env)
  if (!source && !problem) {
    // No calendar (any more): the host is free inside their hours, not busy at times read from one they removed.
    await o.store.delete(hostKey(hostId))
    return null
  }
  const previous = await cachedCalendar(o.store, hostId)
  const range = refreshRange(now)
  const at = now.toISOString()
  const kind = source?.kind ?? 'invalid'
  let entry: CachedCalendar
  try {
    if (!source) throw new Error(problem)
    const blocks = await readCalendar(source, range, { timeoutMs: o.timeoutMs, timeZone: o.timeZone })
    const iso = blocks.map((b) => ({ start: b.start.toISOString(), end: b.end.toISOString() }))
    entry = { version: 1, hostId, kind, readAt: at, checkedAt: at, from: range.from.toISOString(), to: range.to.toISOString(), blocks: iso }
  } catch (e) {
    const { error: _e, failingSince: _f, lastErrorReportedAt: _r, ...kept } = previous ?? { blocks: [] }
    entry = {
      ...kept,
      version: 1,
      hostId,
      kind,
      checkedAt: at,
      error: (e as Error).message,
      failingSince: previous?.failingSince ?? at,
      ...(previous?.lastErrorReportedAt ? { lastErrorReportedAt: previous.lastErrorReportedAt } : {}),
    }
    if (!entry.lastErrorReportedAt) {
      // Keyed by host and first failure: a report recorded twice (two refreshes at once) is one notification.
      const failure = { hostId, key: `${hostId}/${entry.failingSince}`, entry, variable: calendarVariable(hostId), timeZone: o.timeZone }
      // Not reported (the outbox unreachable): the next refresh tries again; the cache is written either way.
      await o.report(failure).then(
        () => void (entry.lastErrorReportedAt = at),
        (r: unknown) => console.error(`[calendars] could not report ${hostId}'s failing calendar:`, r),
      )
    }
  }
  await o.store.setJSON(hostKey(hostId), entry)
  return entry
}

const noReport = () => Promise.reject(new Error('no report was given to the refresh'))

const withDefaults = (o: CacheOptions): Required<CacheOptions> => ({
  store: o.store ?? calendarStore(),
  report: o.report ?? noReport,
  timeoutMs: o.timeoutMs ?? REFRESH_TIMEOUT_MS,
  timeZone: o.timeZone ?? booking.timezone,
})

/**
 * Reads every host's calendar (in parallel, each with a timeout) into the
 * cache. A host without a calendar gets none; one whose read fails keeps its
 * last blocks and is reported once. Never throws for a calendar; a store that
 * cannot be written is the caller's (the scheduled function logs it).
 */
export async function refreshCalendars(
  hostIds: readonly string[],
  env: Env = process.env,
  now = new Date(),
  options: CacheOptions = {},
): Promise<(CachedCalendar | null)[]> {
  const o = withDefaults(options)
  return Promise.all([...new Set(hostIds)].map((id) => refreshOne(id, env, now, o)))
}

/** The scheduled function's step: refreshes the hosts whose cache is REFRESH_AFTER_MS old or missing. */
export async function refreshIfStale(hostIds: readonly string[], env: Env = process.env, now = new Date(), options: CacheOptions = {}) {
  const o = withDefaults(options)
  const entries = await Promise.all(hostIds.map(async (id) => ({ id, entry: await cachedCalendar(o.store, id) })))
  const due = entries
    .filter(({ id, entry }) => {
      if (!entry) return Boolean(env[calendarVariable(id)]?.trim())
      return now.getTime() - Date.parse(entry.checkedAt) >= REFRESH_AFTER_MS
    })
    .map((e) => e.id)
  return due.length ? refreshCalendars(due, env, now, o) : []
}

/** Each host's busy blocks as cached: one read per host, however many days the caller looks at. */
export async function cachedBusy(hostIds: readonly string[], store: Store = calendarStore()): Promise<Map<string, BusyBlock[]>> {
  const ids = [...new Set(hostIds)]
  const entries = await Promise.all(ids.map(async (id) => [id, toBlocks(await cachedCalendar(store, id))] as const))
  return new Map(entries)
}

interface FreshBusy {
  blocks: BusyBlock[]
  /** calendar: read just now; cache: the calendar could not be read, these are the cached blocks; none: the host has no calendar. */
  used: 'calendar' | 'cache' | 'none'
  /** Why the calendar could not be read (for the booking's notification: "calendar could not be checked"). */
  error?: string
}

/** Re-reads one host's calendar over `range` with a short timeout; when that fails, the cached blocks. */
export async function freshBusy(
  hostId: string,
  range: BusyRange,
  env: Env = process.env,
  timeoutMs = FRESH_TIMEOUT_MS,
  options: Pick<CacheOptions, 'store' | 'timeZone'> = {},
): Promise<FreshBusy> {
  const { source, problem } = sourceOf(hostId, env)
  if (!source && !problem) return { blocks: [], used: 'none' }
  try {
    if (!source) throw new Error(problem)
    return { blocks: await readCalendar(source, range, { timeoutMs, timeZone: options.timeZone }), used: 'calendar' }
  } catch (e) {
    const cached = toBlocks(await cachedCalendar(options.store ?? calendarStore(), hostId))
    return { blocks: cached.filter((b) => b.start < range.to && b.end > range.from), used: 'cache', error: (e as Error).message }
  }
}
