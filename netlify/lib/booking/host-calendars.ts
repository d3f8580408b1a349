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
import type { CachedCalendar } from '../../../schemas/calendar-cache.ts'
import type { NotificationMessage } from '../../../schemas/notification.ts'
import { readableTime } from '../../../schemas/office-time.ts'
import { message } from '../outbox/message-layout.ts'
import { notificationStore, openOutbox } from '../site-outbox.ts'

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

/** What staff are told when a host's calendar cannot be read: which host, why, since when, what the site does meanwhile, and where to look. Pure. */
function calendarFailedMessage(entry: CachedCalendar, variable: string, timeZone: string): NotificationMessage {
  const since = readableTime(entry.failingSince ?? entry.checkedAt, timeZone)
  const meanwhile = entry.readAt
    ? `Until it can be read again, bookings avoid the busy times read at ${readableTime(entry.readAt, timeZone)}; anything added to the calendar since is not seen.`
    : 'It has never been read, so until it is, the host looks free at any time inside their hours.'
  return message(
    `Calendar of ${entry.hostId} cannot be read`,
    [
      `The calendar of ${entry.hostId} (${variable}) could not be read since ${since}: ${entry.error ?? 'unknown error'}.`,
      meanwhile,
      `Check the address in ${variable} (Netlify > Site configuration > Environment variables). You will hear again only if it recovers and then fails anew.`,
      'Where every calendar stands: npm run leads -- calendars',
    ].join('\n'),
    [],
  )
}
