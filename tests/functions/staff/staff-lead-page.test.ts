// What GET /api/staff/leads/<id> reads and answers for the lead page, signed in, against the real
// Blobs server and a real SMTP server: the person's messages come from the outbox's marks of their
// own lead and booking ids (another person's never appear, and the blobs read do not grow with the
// rest of the outbox), and each booking carries the join and manage links its prospect was given
// and when the no-show rebooking email went.
import { setEnvironmentContext } from '@netlify/blobs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import availability from '../../../netlify/functions/availability.ts'
import { bookingApi } from '../../../netlify/lib/booking/booking-api.ts'
import { deliveriesSettled, notifier, openOutbox } from '../../../netlify/lib/site-outbox.ts'
import { staffBookingActions } from '../../../netlify/lib/booking/staff-actions.ts'
import { notificationStore } from '../../../netlify/lib/leads/lead-store.ts'
// The functions hand the booking API the console's index (booking/ imports nothing of staff/); so does this test.
import { consoleBookingHooks } from '../../../netlify/lib/staff/console-link.ts'
import type * as StaffApi from '../../../netlify/lib/staff/staff-api.ts'
import type { LeadDetail, LeadList } from '../../../schemas/staff-api-types.ts'
import { booking as settings } from '../../../src/generated/booking.ts'
import { closedPort } from '../calendar-harness.ts'
import { post, validContact } from '../harness.ts'
import { ORIGIN, request, STAFF, startStaff, type StaffHarness } from '../staff-harness.ts'

const TYPE = settings.meetingTypes[0]!
let s: StaffHarness
let cookie: string
let api: typeof StaffApi

beforeAll(async () => {
  s = await startStaff(await closedPort())
  api = await import('../../../netlify/lib/staff/staff-api.ts')
  cookie = await s.signIn(STAFF)
})
afterAll(() => s.close())

const get = async <T>(path: string) => {
  const res = await request(api.leadsRoute, 'GET', path, { cookie })
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}
const leadOf = async (email: string) => {
  const found = await get<LeadList>(`/api/staff/leads?q=${encodeURIComponent(email)}`)
  return get<LeadDetail>(`/api/staff/leads/${found.items[0]!.id}`)
}

/** A proxy in front of the Blobs server that counts the requests that read (GET: a blob or a listing). */
async function readCounter(): Promise<{ during<T>(work: () => Promise<T>): Promise<{ reads: number; value: T }>; close(): Promise<void> }> {
  const target = s.h.context.edgeURL
  let reads = 0
  const server: Server = createServer((req, res) => {
    const body: Buffer[] = []
    req.on('data', (c: Buffer) => body.push(c))
    req.on('end', async () => {
      if (req.method === 'GET') reads++
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k)),
      ) as Record<string, string>
      const answer = await fetch(`${target}${req.url}`, {
        method: req.method,
        headers,
        ...(body.length ? { body: Buffer.concat(body) } : {}),
      })
      const out = Object.fromEntries(
        [...answer.headers].filter(([k]) => !['content-length', 'transfer-encoding', 'content-encoding'].includes(k)),
      )
      res.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    async during(work) {
      reads = 0
      setEnvironmentContext({ ...s.h.context, edgeURL: url, uncachedEdgeURL: url })
      try {
        return { value: await work(), reads }
      } finally {
        s.h.restoreStore()
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** A booking made through the booking API at the first free time, as a prospect makes it. */
async function booked(email: string) {
  const res = await availability(new Request(`${ORIGIN}/api/availability?type=${TYPE.id}&days=21`))
  const { slots } = (await res.json()) as { slots: { start: string }[] }
  const answer = await bookingApi({ env: process.env, notifier: notifier({ env: process.env }), ...consoleBookingHooks }).booking(
    new Request(`${ORIGIN}/api/booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId: crypto.randomUUID(), type: TYPE.id, start: slots[0]!.start, name: 'Bo Oker', email }),
    }),
  )
  expect(answer.status).toBe(201)
  await deliveriesSettled()
  return (await answer.json()) as { bookingId: string; manageUrl: string; place?: { kind: string; url?: string } }
}

describe("the lead page's messages", () => {
  it("lists the person's own notifications and no one else's", async () => {
    await post('contact', validContact({ email: 'mine@example.com', company: 'Mine' }))
    await post('contact', validContact({ email: 'theirs@example.com', company: 'Theirs' }))
    await deliveriesSettled()
    const [mine, theirs] = [await leadOf('mine@example.com'), await leadOf('theirs@example.com')]
    const all = await openOutbox(notificationStore()).list()
    const about = (lead: LeadDetail) => all.filter((n) => lead.submissions.some((x) => x.leadId === n.leadId)).map((n) => n.id)
    expect(about(mine).length).toBeGreaterThan(0)
    expect(mine.messages.map((m) => m.id).sort()).toEqual(about(mine).sort())
    expect(mine.messages.map((m) => m.id)).not.toEqual(expect.arrayContaining([about(theirs)[0]]))
  })

  it("reads as many blobs whether the outbox holds one person's notifications or many people's", async () => {
    const counter = await readCounter()
    try {
      await post('contact', validContact({ email: 'counted@example.com', company: 'Counted' }))
      await deliveriesSettled()
      const id = (await leadOf('counted@example.com')).id
      const page = () => request(api.leadsRoute, 'GET', `/api/staff/leads/${id}`, { cookie })
      const before = await counter.during(page)
      for (let i = 0; i < 6; i++) await post('contact', validContact({ email: `crowd${i}@example.com` }))
      await deliveriesSettled()
      const after = await counter.during(page)
      expect([before.value.status, after.value.status]).toEqual([200, 200])
      console.log(`[staff-lead-page] blobs read (GET requests) for one lead's page: ${before.reads}, after 6 other leads: ${after.reads}`)
      expect(after.reads).toBe(before.reads)
    } finally {
      await counter.close()
    }
  })
})

describe("the lead page's bookings", () => {
  it('carries the join and manage links the booking gave the prospect, and when the rebooking email went', async () => {
    const email = 'booked.lead@example.com'
    const made = await booked(email)
    const lead = await leadOf(email)
    const b = lead.bookings.find((x) => x.bookingId === made.bookingId)!
    expect(b.manageUrl).toBe(made.manageUrl)
    if (made.place?.kind === 'video') expect(b.joinUrl).toBe(made.place.url)
    else expect(b.joinUrl).toBeUndefined()
    expect(b.rebookSentAt).toBeUndefined()

    const actions = staffBookingActions({
      env: process.env,
      notifier: notifier({ env: process.env }),
      attendance: async () => 'no-show',
      ...consoleBookingHooks,
    })
    const sent = await actions.rebookEmail(made.bookingId, new Request(ORIGIN, { method: 'POST' }), { email: STAFF })
    expect(sent.status).toBe(200)
    const { at } = (await sent.json()) as { at: string }
    const after = (await leadOf(email)).bookings.find((x) => x.bookingId === made.bookingId)!
    expect(after.rebookSentAt).toBe(at)
  })
})
