// Scheduled, every minute: the notifications leads are owed and do not have
// (their function stopped after the answer; a growth session complete out of
// order, or abandoned after the email step) are recorded, and every one that is
// due is sent: the first try of one whose function stopped before sending, and
// the retries, with backoff, for 24 hours (netlify/lib/notify/); and the
// prospects' reminders a day and an hour before their calls. Locally,
// scripts/serve.ts runs it once a minute too. It also keeps the hosts' busy
// times at most 5 minutes old (netlify/lib/calendars/cache.ts), before the
// sweep, so a calendar that fails is reported in this same run.
import type { Config } from '@netlify/functions'
import { booking } from '../../src/generated/booking.ts'
import { bookingStore } from '../lib/booking/booking-store.ts'
import { refreshIfStale } from '../lib/calendars/cache.ts'
import { hostIdsInEnv } from '../lib/calendars/source.ts'
import { channelSetup } from '../lib/notify/channels.ts'
import { notificationStore, openOutbox } from '../lib/notify/notifier.ts'
import { sweep } from '../lib/notify/sweep.ts'

export default async () => {
  // A calendar's failure is the cache's to record; only a store that cannot be reached lands here, and it never stops the sweep.
  await refreshIfStale(hostIdsInEnv(process.env)).catch((e: unknown) => console.error('[calendars] refresh failed:', e))
  const store = notificationStore()
  const bookings = bookingStore(booking)
  const result = await sweep(
    store,
    openOutbox(store, process.env, undefined, () => bookings),
    channelSetup().channels,
    new Date(),
    {
      store,
      bookings,
      settings: booking,
      env: process.env,
    },
  )
  if (result.recorded || result.attempted)
    console.log(
      `[notify] read ${result.read} leads, recorded ${result.recorded}, attempted ${result.attempted}, delivered ${result.delivered}`,
    )
  return new Response(null, { status: 204 })
}

export const config: Config = { schedule: '* * * * *' }
