// The booking functions as Netlify runs them: the default exports of
// netlify/functions, the real clock and the environment's Blobs context. One
// walk through availability, booking, the manage link and the .ics; the rules
// themselves are pinned with a fixed clock in booking.test.ts.
import { afterAll, beforeAll, expect, it } from 'vitest'
import availability from '../../../netlify/functions/availability.ts'
import booking from '../../../netlify/functions/booking.ts'
import bookingRead from '../../../netlify/functions/booking-read.ts'
import cancel from '../../../netlify/functions/booking-cancel.ts'
import ics from '../../../netlify/functions/booking-ics.ts'
import move from '../../../netlify/functions/booking-move.ts'
import { siteUrl } from '../../../netlify/lib/site-url.ts'
import { booking as settings } from '../../../src/generated/booking.ts'
import { apiHeaderProblems } from '../../../scripts/audit/headers.ts'
import { bookingBody, tokenOf } from '../booking-harness.ts'
import { startBlobs, type Harness } from '../harness.ts'

let h: Harness
beforeAll(async () => {
  h = await startBlobs()
})
afterAll(async () => h.close())

const call = (handler: (req: Request) => Promise<Response>, url: string, body?: unknown) =>
  handler(
    new Request(
      url,
      body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    ),
  )

it('availability -> book -> read -> move -> cancel -> ics, with the real clock', async () => {
  const slotsOf = async () =>
    (
      (await (await call(availability, 'http://localhost:8906/api/availability?type=discovery-call')).json()) as {
        slots: { start: string; end: string }[]
      }
    ).slots
  const slots = await slotsOf()
  expect(slots.length).toBeGreaterThan(10)
  const [first, , third] = slots.slice(-3) as [{ start: string }, unknown, { start: string }]

  const made = await call(booking, 'http://localhost:8906/api/booking', bookingBody({ type: 'discovery-call', start: first.start }))
  expect(made.status).toBe(201)
  const body = (await made.json()) as Record<string, string>
  expect(body.start).toBe(first.start)
  expect(body.manageUrl!.startsWith(`${siteUrl()}/booking/manage/?token=`)).toBe(true)
  // One host's time taken: the time stays offered while another host of the type is free then.
  const hosts = settings.meetingTypes.find((t) => t.id === 'discovery-call')!.hosts
  expect(hosts).toContain((body.host as unknown as { id: string }).id)
  expect((await slotsOf()).map((s) => s.start).includes(first.start)).toBe(hosts.length > 1)

  const token = tokenOf(body.manageUrl!)
  expect(await (await call(bookingRead, `http://localhost:8906/api/booking?token=${token}`)).json()).toMatchObject({
    status: 'confirmed',
    start: first.start,
  })
  const moved = await call(move, 'http://localhost:8906/api/booking/move', { token, start: third.start })
  expect(moved.status).toBe(200)
  expect((await slotsOf()).map((s) => s.start)).toContain(first.start)
  expect((await call(cancel, 'http://localhost:8906/api/booking/cancel', { token })).status).toBe(200)
  expect((await slotsOf()).map((s) => s.start)).toEqual(slots.map((s) => s.start))
  const file = await call(ics, `http://localhost:8906/api/booking/ics?token=${token}`)
  expect(file.status).toBe(200)
  expect(await file.text()).toContain('STATUS:CANCELLED')
  // Not JSON, and still an API answer: the same security headers.
  expect(apiHeaderProblems(Object.fromEntries(file.headers))).toEqual([])
})
