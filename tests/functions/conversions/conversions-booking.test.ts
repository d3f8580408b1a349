// A booking's Schedule conversion is part of the booking's own messages
// (booking/endpoints/tell.ts): recorded with them before the answer, in the one
// outbox write of the booking's tell, never by a separate wait in the function;
// recorded once however often the request is sent again; and a booking whose
// process died after it was made but before its messages were recorded gets its
// Schedule from the scheduled work, which tells such a booking under the same
// keys (store/attempts.ts). Real local Blobs server; the Google Ads feed's row
// (kept whatever else is configured) is what is counted.
import { getStore } from '@netlify/blobs'
import { expect, it } from 'vitest'
import { bookingStoreFrom } from '../../../netlify/lib/booking/booking-store.ts'
import { bookingApi } from '../../../netlify/lib/booking/booking-api.ts'
import { STORE_NAME } from '../../../netlify/lib/leads/lead-store.ts'
import { openOutbox } from '../../../netlify/lib/site-outbox.ts'
import { scheduledWork } from '../../../netlify/lib/scheduled.ts'
import { booking as settings } from '../../../src/generated/booking.ts'
import { apiAt, book, bookingBody, emptyBookingsEachTest, NOW, post } from '../booking-harness.ts'

const harness = emptyBookingsEachTest()
const env = { LEADS_MAIL_SINK: process.env.LEADS_MAIL_SINK }
const leads = () => getStore({ name: STORE_NAME, ...harness().context, consistency: 'strong' })

/** The Schedule conversions the outbox holds for this event id (its Google Ads feed rows). */
async function scheduleRows(eventId: string) {
  const rows = await openOutbox(leads(), env).records('conversion-feed-row')
  return rows.filter((r) => r.write?.eventId === eventId && r.write?.name === 'Schedule')
}

/** A booking body from an ad click, with the event id the browser's pixel would send. */
const fromAnAd = () => {
  const eventId = crypto.randomUUID()
  const attribution = {
    landingPage: 'https://harbourline.example/?gclid=G-booking',
    clicks: { last: { at: NOW.toISOString(), gclid: 'G-booking' } },
  }
  return { eventId, attribution, body: bookingBody({ eventId, attribution }) }
}

it("a booking's Schedule conversion is recorded with its messages before the answer, and once for a request sent again", async () => {
  const api = apiAt(NOW, env)
  const { eventId, attribution, body } = fromAnAd()
  const answer = await post(api.booking, '/api/booking', body)
  expect(answer.status).toBe(201)
  // Nothing awaited after the answer: what the booking's tell recorded is there already.
  expect(await scheduleRows(eventId)).toHaveLength(1)
  expect((await scheduleRows(eventId))[0]).toMatchObject({
    form: 'conversion',
    write: { gclid: 'G-booking', sourceUrl: attribution.landingPage },
  })
  expect((await post(api.booking, '/api/booking', body)).status).toBe(201)
  expect(await scheduleRows(eventId)).toHaveLength(1)
  // Without a click or with the visitor's opt-out, no row.
  const optedOut = fromAnAd()
  expect((await post(api.booking, '/api/booking', { ...optedOut.body, start: '2026-12-03T11:00:00+11:00', adsOptOut: true })).status).toBe(
    201,
  )
  expect(await scheduleRows(optedOut.eventId)).toHaveLength(0)
})

it('a booking whose process died before recording its messages gets its Schedule conversion from the scheduled work, once', async () => {
  const died = new Error('the process died before recording the messages')
  const dying = bookingApi({ now: () => NOW, env, notifier: { notify: () => Promise.reject(died), later: () => {} } })
  const { eventId, body } = fromAnAd()
  expect((await post(dying.booking, '/api/booking', body)).status).toBeGreaterThanOrEqual(500)
  expect(await scheduleRows(eventId)).toHaveLength(0)
  const stores = {
    leads: leads(),
    bookings: bookingStoreFrom(harness().bookings, settings),
    calendars: getStore({ name: 'calendars', ...harness().context, consistency: 'strong' }),
  }
  // Minutes later, when the dead try is old: the sweep tells the booking it made.
  const later = new Date(Date.now() + 10 * 60_000)
  expect((await scheduledWork(stores, { settings, env, now: later })).bookings?.told).toBe(1)
  expect(await scheduleRows(eventId)).toHaveLength(1)
  await scheduledWork(stores, { settings, env, now: new Date(later.getTime() + 60_000) })
  // The visitor's retry of the same request after the sweep: the same booking, still one Schedule.
  expect((await book(apiAt(NOW, env), body)).status).toBe(201)
  expect(await scheduleRows(eventId)).toHaveLength(1)
})
