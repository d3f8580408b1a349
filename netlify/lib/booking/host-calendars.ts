// The hosts' busy times from their own calendars (BOOKING_CALENDAR_<HOST>,
// netlify/lib/calendars/): availability reads the Blobs cache the scheduled
// function keeps fresh, once per request for every host; a booking reads its
// host's calendar again just before claiming, briefly, and falls back to the
// cache (and staff are told) when the calendar cannot be reached in time.
import { cachedBusy, freshBusy } from '../calendars/cache.ts'
import type { BusySource } from './busy.ts'

export const calendarBusyTimes: BusySource = {
  cached: (hostIds) => cachedBusy(hostIds),
  async fresh(hostId, range, env) {
    const read = await freshBusy(hostId, { from: range.start, to: range.end }, env)
    return { blocks: read.blocks, from: read.used === 'cache' ? 'cache' : 'calendar' }
  },
}
