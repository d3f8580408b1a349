// The hosts' calendar busy times, as the booking endpoints ask for them: from
// the cache for every host at once (availability, once per request, never
// waiting on a calendar server), and read fresh for the one host a booking is
// about to claim. The calendars themselves (ICS feeds, CalDAV, their Blobs
// cache) live in ../calendars/; without one, every host is free inside their hours.
import type { BookedInterval } from './slots.ts'

export interface BusyBlock {
  start: Date
  end: Date
}

export interface BusySource {
  /** The cached busy blocks of these hosts; a host without a calendar is left out. */
  cached(hostIds: readonly string[]): Promise<Map<string, BusyBlock[]>>
  /** One host's busy blocks over `range`, read from their calendar now, or the cache when it cannot be reached in time. */
  fresh(
    hostId: string,
    range: BusyBlock,
    env: Record<string, string | undefined>,
  ): Promise<{ blocks: BusyBlock[]; from: 'calendar' | 'cache' }>
}

/** No calendars: nobody is ever busy outside their bookings. */
export const noBusyTimes: BusySource = {
  cached: async () => new Map(),
  fresh: async () => ({ blocks: [], from: 'calendar' }),
}

/** Fixed blocks per host (tests, the bench): the same answer from the cache and the calendar. */
export function fixedBusyTimes(blocks: ReadonlyMap<string, readonly BusyBlock[]>): BusySource {
  return {
    cached: async (ids) => new Map(ids.filter((id) => blocks.has(id)).map((id) => [id, [...blocks.get(id)!]])),
    fresh: async (id, range) => ({
      blocks: (blocks.get(id) ?? []).filter((b) => b.start < range.end && b.end > range.start),
      from: 'calendar',
    }),
  }
}

/** Busy blocks as the slot engine takes them: bookings of no type, for their host only. */
export const busyIntervals = (busy: ReadonlyMap<string, readonly BusyBlock[]>): BookedInterval[] =>
  [...busy].flatMap(([host, blocks]) => blocks.map((b) => ({ type: '', host, start: b.start, end: b.end })))

/** Every host of every meeting type, once. */
export const allHosts = (types: readonly { hosts: readonly string[] }[]): string[] => [...new Set(types.flatMap((t) => t.hosts))]
