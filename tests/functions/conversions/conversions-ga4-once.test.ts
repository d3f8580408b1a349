// GA4 at most once (issue 39): GA4's Measurement Protocol counts every event it receives (Meta's
// event_id deduplicates; GA4 has nothing alike), so a send whose answer never came is not sent again by
// the outbox: it stands `unconfirmed` with its reason. One that sent nothing (a refused connection) or
// had a 5xx answer is retried. A real HTTP receiver stands in for GA4, the real local Blobs server for
// the store, and the real scheduled work runs the retries with its clock moved on. The case is
// a 12-second answer to an 8-second timeout; here the timeout is 1 s (GA4_TIMEOUT_MS) and the answer
// comes after 1.5 s, the same proportion, so the test takes seconds.
import { getStore } from '@netlify/blobs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { bookingStoreFrom } from '../../../netlify/lib/booking/booking-store.ts'
import { recordConversion, type ConversionInput } from '../../../netlify/lib/conversions/record-conversion.ts'
import { STORE_NAME } from '../../../netlify/lib/leads/lead-store.ts'
import { deliveriesSettled, notifier, openOutbox } from '../../../netlify/lib/site-outbox.ts'
import { scheduledWork } from '../../../netlify/lib/scheduled.ts'
import { booking as settings } from '../../../src/generated/booking.ts'
import { receiver } from '../ad-receivers.ts'
import { startBookingBlobs, type BookingHarness } from '../booking-harness.ts'

const TIMEOUT_MS = 1000
const SLOW_MS = 1500

let h: BookingHarness
let slow: Awaited<ReturnType<typeof receiver>>
let quick: Awaited<ReturnType<typeof receiver>>
/** A port where nothing listens: a connection there is refused before anything is sent. */
let refusing: string

beforeAll(async () => {
  h = await startBookingBlobs()
  slow = await receiver({ delayMs: SLOW_MS })
  quick = await receiver()
  const gone = await receiver()
  refusing = gone.url
  await gone.close()
})
afterAll(async () => {
  await Promise.all([slow.close(), quick.close()])
  await h.close()
})

const ga4Env = (url: string) => ({
  GA4_MEASUREMENT_ID: 'G-TEST123',
  GA4_API_SECRET: 'test-mp-secret',
  GA4_MP_URL: url,
  GA4_TIMEOUT_MS: String(TIMEOUT_MS),
  LEADS_MAIL_SINK: process.env.LEADS_MAIL_SINK!,
})
const leads = () => getStore({ name: STORE_NAME, ...h.context, consistency: 'strong' })
const stores = () => ({
  leads: leads(),
  bookings: bookingStoreFrom(h.bookings, settings),
  calendars: getStore({ name: 'calendars', ...h.context, consistency: 'strong' }),
})
const conversion = (): ConversionInput => ({
  event: 'Won',
  eventId: crypto.randomUUID(),
  at: new Date().toISOString(),
  person: { email: `ga4-${crypto.randomUUID()}@example.com` },
  ads: { allowed: true },
})
/** The scheduled work at these minutes after now, one run each (the outbox's backoff reached every time). */
async function scheduledRuns(env: Record<string, string>, minutes: readonly number[]) {
  for (const m of minutes) await scheduledWork(stores(), { settings, env, now: new Date(Date.now() + m * 60_000) })
  await deliveriesSettled()
}
/** The event ids GA4 received from a receiver, in order. */
const eventIdsAt = (r: Awaited<ReturnType<typeof receiver>>) =>
  r.received.map((q) => (q.body.events as { params: { event_id: string } }[])[0]!.params.event_id)
const ga4View = async (eventId: string) =>
  (await openOutbox(leads(), {}).list()).filter((n) => n.channel === 'ga4' && n.write?.eventId === eventId)

it('a GA4 answer slower than the timeout is sent once and stands unconfirmed; a refused connection or a 5xx is sent again', async () => {
  const late = conversion()
  await recordConversion(late, { notifier: notifier({ store: leads, env: ga4Env(slow.url) }) })
  await deliveriesSettled()
  // The first attempt gave up at the timeout, before the answer came (its reason says so below).
  expect(eventIdsAt(slow).filter((id) => id === late.eventId)).toHaveLength(1)
  // The scheduled work past the first pauses of the backoff (1, 2, 5, 10 minutes), each run a chance for a
  // resend (received before its run ends: the receiver keeps a request when it has read it, not when it answers).
  await scheduledRuns(ga4Env(slow.url), [1, 4, 10, 30, 60])
  expect(eventIdsAt(slow).filter((id) => id === late.eventId)).toHaveLength(1)
  const [view] = await ga4View(late.eventId)
  expect(view).toMatchObject({ status: 'unconfirmed', attempts: 1, due: false })
  expect(view!.lastError).toMatch(new RegExp(`no answer within ${TIMEOUT_MS / 1000} s`))

  // Nothing sent (the connection refused): retried, and delivered once GA4 can be reached.
  const refused = conversion()
  await recordConversion(refused, { notifier: notifier({ store: leads, env: ga4Env(refusing) }) })
  await deliveriesSettled()
  expect(await ga4View(refused.eventId)).toMatchObject([{ status: 'pending', attempts: 1 }])
  expect((await ga4View(refused.eventId))[0]!.lastError).toMatch(/ECONNREFUSED/)
  // A 5xx: GA4 took nothing (it answers 2xx to whatever it takes), so it is sent again.
  quick.statuses.push(503)
  await scheduledRuns(ga4Env(quick.url), [2, 5])
  expect(eventIdsAt(quick).filter((id) => id === refused.eventId)).toHaveLength(2)
  expect(await ga4View(refused.eventId)).toMatchObject([{ status: 'delivered', attempts: 3 }])
}, 30_000)
