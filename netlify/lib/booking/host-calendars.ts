// The hosts' own calendars (BOOKING_CALENDAR_<HOST>, netlify/lib/calendars/) as booking uses them:
// - busy times: availability reads the Blobs cache the scheduled function keeps fresh, once per
//   request for every host; a booking reads its host's calendar again just before claiming, briefly,
//   and falls back to the cache (and staff are told) when the calendar cannot be reached in time;
// - the refresh, with a calendar that starts failing reported to staff through the site's outbox
//   (calendars/ reports through the function it is given and knows no outbox).
import type { Store } from '../blobs.ts'
import {
  cachedBusy,
  freshBusy,
  refreshCalendars as refreshInto,
  refreshIfStale as refreshStaleInto,
  type CacheOptions,
  type CalendarFailure,
} from '../calendars/cache.ts'
import { channelSetup } from '../outbox/channels.ts'
import { channelsFor, type NotifyRequest } from '../outbox/outbox-store.ts'
import type { BusySource } from './busy.ts'
import { calendarFailedMessage } from './messages/calendar-failure-message.ts'
import { notificationStore, openOutbox } from './messages/site-outbox.ts'

type Env = Record<string, string | undefined>

export const calendarBusyTimes: BusySource = {
  cached: (hostIds) => cachedBusy(hostIds),
  async fresh(hostId, range, env) {
    const read = await freshBusy(hostId, { from: range.start, to: range.end }, env)
    return { blocks: read.blocks, from: read.used === 'cache' ? 'cache' : 'calendar' }
  },
}

/** What staff are told of a failing calendar, once per run of failures (its key). */
export const calendarFailedRequest = (f: CalendarFailure): NotifyRequest => ({
  event: 'calendar-failed',
  key: f.key,
  form: 'calendar',
  message: calendarFailedMessage(f.entry, f.variable, f.timeZone),
})

/** Records the failure in the outbox beside the leads, on the configured channels (default: opened here). */
const reportToOutbox =
  (env: Env, store: () => Store = notificationStore) =>
  async (failure: CalendarFailure) => {
    const request = calendarFailedRequest(failure)
    await openOutbox(store(), env).record(request, channelsFor(request.event, channelSetup(env).channels))
  }

/** calendars/cache.ts refreshCalendars, reporting to the outbox unless told otherwise. */
export const refreshCalendars = (hostIds: readonly string[], env: Env = process.env, now = new Date(), options: CacheOptions = {}) =>
  refreshInto(hostIds, env, now, { report: reportToOutbox(env), ...options })

/** calendars/cache.ts refreshIfStale, reporting to the outbox unless told otherwise. */
export const refreshIfStale = (hostIds: readonly string[], env: Env = process.env, now = new Date(), options: CacheOptions = {}) =>
  refreshStaleInto(hostIds, env, now, { report: reportToOutbox(env), ...options })
