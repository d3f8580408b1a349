// Scheduled, every minute: the notifications leads are owed and do not have
// (their function stopped after the answer; a growth session complete out of
// order, or abandoned after the email step) are recorded, and every one that is
// due is sent: the first try of one whose function stopped before sending, and
// the retries, with backoff, for 24 hours (netlify/lib/notify/); the
// prospects' reminders a day and an hour before their calls; and the hosts'
// busy times kept at most 5 minutes old (netlify/lib/calendars/cache.ts).
// netlify/lib/scheduled.ts is the work itself, shared with `leads -- sweep`.
// Locally, scripts/serve.ts runs it once a minute too.
import type { Config } from '@netlify/functions'
import { booking } from '../../src/generated/booking.ts'
import { bookingStore } from '../lib/booking/booking-store.ts'
import { calendarStore } from '../lib/calendars/cache.ts'
import { notificationStore } from '../lib/leads/lead-store.ts'
import { scheduledWork } from '../lib/scheduled.ts'

export default async () => {
  const result = await scheduledWork(
    { leads: notificationStore(), bookings: bookingStore(booking), calendars: calendarStore() },
    { settings: booking, env: process.env, now: new Date() },
  )
  if (result.recorded || result.attempted || result.calendarsRead)
    console.log(
      `[notify] read ${result.read} leads, recorded ${result.recorded}, attempted ${result.attempted}, delivered ${result.delivered}; calendars read ${result.calendarsRead}`,
    )
  return new Response(null, { status: 204 })
}

export const config: Config = { schedule: '* * * * *' }
