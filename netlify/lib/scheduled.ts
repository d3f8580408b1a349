// The scheduled work, once: what netlify/functions/scheduled-work.ts does
// every minute and `npm run leads -- sweep [--at]` does on demand, against the
// stores each is given. In order: the hosts' calendars older than the refresh
// age are read again (so a calendar that fails is reported, and availability
// sees a change, in this same run); booking changes whose process died are
// settled (booking/store/attempts.ts: messages recorded, dead claims released);
// then the sweep records what leads and
// bookings are owed (notifications, reminders) and sends every one that is due;
// last, Due's emails to staff (staff/due-alerts.ts: due soon, overdue, the morning digest).
// Every item of that work (a change to settle, a lead, a booking's reminders, a
// send) runs on its own: one that throws is recorded with its error, tried again
// with backoff, told to staff once (outbox/failing-items.ts), and stops no other.
// A conversion an ad platform has not taken for a day is told to staff once (staff/conversion-report.ts).
import type { BookingSettings } from '../../schemas/booking-settings.ts'
import type { BookingStore } from './booking/booking-store.ts'
import type { Store } from './blobs.ts'
import { allHosts } from './booking/busy.ts'
import { calendarFailedRequest, refreshCalendars, refreshIfStale } from './booking/host-calendars.ts'
import type { CalendarFailure } from './calendars/cache.ts'
import { hostIdsInEnv } from './calendars/source.ts'
import { channelSetup } from './outbox/channels.ts'
import { openOutbox } from './site-outbox.ts'
import { recordReminders } from './booking/messages/booking-reminders.ts'
import { channelsFor } from './outbox/outbox-store.ts'
import { failingItems } from './outbox/failing-items.ts'
import { sweep } from './leads/lead-sweep.ts'
import { sweepBookings } from './booking/booking-api.ts'
import { withConsoleLink } from './staff/console-link.ts'
import { dueAlerts } from './staff/due-alerts.ts'
import { reportFailingConversions } from './staff/conversion-report.ts'

type Env = Record<string, string | undefined>

interface ScheduledStores {
  /** The leads store, where the notifications live too. */
  leads: Store
  bookings: BookingStore
  calendars: Store
  /** The console's store (staff/person-index.ts): Due's index, for its alerts and digests. Default: the site's. */
  staff?: Store
}

interface ScheduledRun {
  settings: BookingSettings
  env: Env
  now: Date
  /** 'stale' (every minute: those older than the refresh age) or 'all' (staff asked: a change is seen at once). */
  calendars?: 'stale' | 'all'
}

export async function scheduledWork(stores: ScheduledStores, run: ScheduledRun) {
  const { channels } = channelSetup(run.env)
  const box = openOutbox(stores.leads, run.env, undefined, () => stores.bookings)
  // A failing calendar is recorded in this outbox, so the sweep below sends it in the same run.
  const report = async (failure: CalendarFailure) => {
    const request = calendarFailedRequest(failure)
    await box.record(request, channelsFor(request.event, channels), run.now)
  }
  // A calendar's failure is the cache's to record; only a store that cannot be reached lands here, and it never stops the sweep.
  const refresh = run.calendars === 'all' ? refreshCalendars : refreshIfStale
  // The hosts in content, and any other BOOKING_CALENDAR_ the environment names (a host being added).
  const hostIds = [...new Set([...allHosts(run.settings.meetingTypes), ...hostIdsInEnv(run.env)])]
  const refreshed = await refresh(hostIds, run.env, run.now, { store: stores.calendars, report }).catch((e: unknown) => {
    console.error('[calendars] refresh failed:', e instanceof Error ? e.message : e)
    return []
  })
  // Told to staff through this outbox: the deliveries below send the notice in this same run.
  const each = failingItems({
    store: stores.leads,
    report: (notice) => box.record(notice, channelsFor(notice.event, channels), run.now),
    now: run.now,
    timeZone: run.settings.timezone,
  })
  const reminders = { store: stores.leads, bookings: stores.bookings, settings: run.settings, env: run.env }
  // Booking changes whose process died: messages recorded (the same keys: never twice), dead claims released.
  const bookingSweep = await sweepBookings({
    store: stores.bookings,
    settings: run.settings,
    env: run.env,
    now: run.now,
    // A settled change's staff message links to the console, as the endpoint's would have.
    staffLink: withConsoleLink,
    each,
    record: async (requests) =>
      void (await box.recordAll(
        requests.map((r) => ({ request: r, channels: channelsFor(r.event, channels) })),
        run.now,
      )),
  }).catch((e: unknown) => {
    console.error('[booking] sweep of unfinished changes failed:', e instanceof Error ? e.message : e)
    return null
  })
  // Conversions an ad platform has not taken for a day: told to staff once each, sent by the sweep below.
  await each({ kind: 'conversions', id: 'failing-for-a-day' }, () =>
    reportFailingConversions(box, (notice) => box.record(notice, channelsFor(notice.event, channels), run.now), {
      now: run.now,
      timeZone: run.settings.timezone,
      env: run.env,
    }),
  )
  const result = await sweep(
    stores.leads,
    box,
    channels,
    run.now,
    (recorded) => recordReminders(reminders, box, channels, recorded, run.now, each),
    each,
  )
  // Due's emails (staff/due-alerts.ts): recorded after the leads', sent in this same run.
  const due = await each({ kind: 'due-alerts', id: 'due' }, async () => {
    const recorded = await dueAlerts(stores.staff, box, channels, run.env, run.now)
    if (recorded) await box.deliverDue(run.now, each)
    return recorded
  }).catch((e: unknown) => {
    console.error('[staff] Due alerts failed:', e instanceof Error ? e.message : e)
    return 0
  })
  return { ...result, dueAlerts: typeof due === 'number' ? due : 0, calendarsRead: refreshed.length, bookings: bookingSweep, outbox: box }
}
