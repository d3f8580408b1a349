// What staff do to bookings from the console, through the real functions
// (netlify/functions/staff-booking-*.ts, staff-time-off.ts, availability.ts)
// behind a real signed-in session, with a real SMTP server and ical.js reading
// what arrives: a move by staff sends the prospect the updated invitation (same
// UID, higher SEQUENCE), a host tied to an address in STAFF_EMAILS gets the
// invitation there titled with the prospect's name, time off set in the console
// leaves availability at once, the manage link goes again, and the rebooking
// email after a no-show goes once. Times are found from availability with the
// real clock, so the test holds whatever day it runs.
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliveriesSettled, notifier } from '../../../netlify/lib/site-outbox.ts'
import { staffBookingActions } from '../../../netlify/lib/booking/staff-actions.ts'
import { LOCAL_STAFF_EMAIL, sessionSecret, signSessionId } from '../../../netlify/lib/staff/staff-auth.ts'
import { staffStore } from '../../../netlify/lib/staff/staff-store.ts'
import availability from '../../../netlify/functions/availability.ts'
import bookingFunction from '../../../netlify/functions/booking.ts'
import bookingRead from '../../../netlify/functions/booking-read.ts'
import staffMove from '../../../netlify/functions/staff-booking-move.ts'
import staffCancel from '../../../netlify/functions/staff-booking-cancel.ts'
import staffResend from '../../../netlify/functions/staff-booking-resend-link.ts'
import staffRebook from '../../../netlify/functions/staff-booking-rebook-email.ts'
import staffTimeOff from '../../../netlify/functions/staff-time-off.ts'
import { booking as settings } from '../../../src/generated/booking.ts'
import { prospectMessages } from '../../../src/generated/prospect-messages.ts'
import { site } from '../../../src/generated/site.ts'
import { fillTokens } from '../../../schemas/tokens.ts'
import { startBookingBlobs, type BookingHarness } from '../booking-harness.ts'
import { closedPort as freePort } from '../calendar-harness.ts'
import { mimePart, smtpServer } from '../smtp-harness.ts'
import { post, validContact } from '../harness.ts'
import { consoleLeadUrl, consolePersonId } from '../../../netlify/lib/staff/console-link.ts'
import { pipeline } from '../../../src/generated/pipeline.ts'
import { indexStore } from '../../../netlify/lib/staff/person-index.ts'
import { readHistory } from '../../../netlify/lib/staff/staff-records.ts'
import { letteredName } from '../../../scripts/lib/lettered-name.ts'

const ORIGIN = 'http://localhost'
const TYPE = settings.meetingTypes[0]!
/** Every host of the type tied to an address of their own, beside the signed-in staff member. */
const HOST_ADDRESS = Object.fromEntries(TYPE.hosts.map((h) => [h, `${h}@team.example`]))
const ENV_KEYS = ['STAFF_EMAILS', 'SMTP_URL', 'LEADS_NOTIFY_TO'] as const

let h: BookingHarness
let server: ReturnType<typeof smtpServer>
let cookie: string
const saved: Record<string, string | undefined> = {}

beforeAll(async () => {
  const port = await freePort()
  server = smtpServer(port)
  await server.start()
  h = await startBookingBlobs()
  for (const k of ENV_KEYS) saved[k] = process.env[k]
  // The functions read process.env, as on Netlify.
  process.env.STAFF_EMAILS = [LOCAL_STAFF_EMAIL, ...Object.entries(HOST_ADDRESS).map(([id, a]) => `${a}=${id}`)].join(',')
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  process.env.LEADS_NOTIFY_TO = 'Sales desk <sales@harbourline.example>'
  const id = crypto.randomUUID()
  const now = new Date().toISOString()
  await staffStore().writeSession(id, { email: LOCAL_STAFF_EMAIL, createdAt: now, lastUsedAt: now })
  cookie = `staff_session=${signSessionId((sessionSecret() as { secret: string }).secret, id)}`
})
afterAll(async () => {
  for (const k of ENV_KEYS)
    if (saved[k] === undefined) delete process.env[k]
    else process.env[k] = saved[k]
  await server?.stop()
  await h?.close()
})

type Fn = (req: Request) => Promise<Response>
const asStaff = (fn: Fn, path: string, method: string, body?: unknown) =>
  fn(
    new Request(ORIGIN + path, {
      method,
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  )

async function freeSlots(from?: string, days = 21): Promise<{ start: string }[]> {
  const q = `type=${TYPE.id}&days=${days}${from ? `&from=${from}` : ''}`
  const res = await availability(new Request(`${ORIGIN}/api/availability?${q}`))
  expect(res.status).toBe(200)
  return ((await res.json()) as { slots: { start: string }[] }).slots
}

/** A booking of its own person, at a free time `nth` along. */
async function booked(nth = 0) {
  const slots = await freeSlots()
  const requestId = crypto.randomUUID()
  const email = `pat.${requestId.slice(0, 8)}@acme.com.au`
  // The booking function itself: it hands the console's index and link to the booking API.
  const res = await bookingFunction(
    new Request(`${ORIGIN}/api/booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        requestId,
        type: TYPE.id,
        start: slots[nth]!.start,
        name: letteredName('Pat', requestId.slice(0, 4)) + ' Moreau',
        email,
      }),
    }),
  )
  expect(res.status).toBe(201)
  const body = (await res.json()) as { bookingId: string; host: { id: string }; manageUrl: string }
  await deliveriesSettled()
  return {
    ...body,
    email,
    name: letteredName('Pat', requestId.slice(0, 4)) + ' Moreau',
    slots,
    uid: `${body.bookingId}@${new URL(site.baseUrl).host}`,
  }
}

/** The mails to `to`, with their invitation read by ical.js when they carry one. */
const mailsTo = (to: string) =>
  server.mails
    .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))
    .map((m) => {
      const hasCalendar = /text\/calendar/i.test(m.raw)
      const vevent = hasCalendar ? new ICAL.Component(ICAL.parse(mimePart(m.raw, /text\/calendar/i))).getFirstSubcomponent('vevent')! : null
      return {
        ...m,
        text: mimePart(m.raw, /text\/plain/i),
        method: hasCalendar ? new ICAL.Component(ICAL.parse(mimePart(m.raw, /text\/calendar/i))).getFirstPropertyValue('method') : null,
        uid: vevent?.getFirstPropertyValue('uid'),
        sequence: vevent?.getFirstPropertyValue('sequence'),
        summary: String(vevent?.getFirstPropertyValue('summary') ?? ''),
        attendees: vevent?.getAllProperties('attendee').map((p) => String(p.getFirstValue()).toLowerCase()) ?? [],
      }
    })

describe('staff booking actions', () => {
  let b: Awaited<ReturnType<typeof booked>>

  it('a host tied to an address in STAFF_EMAILS receives the invitation at it, as an attendee, titled with the prospect’s name', async () => {
    b = await booked(0)
    const address = HOST_ADDRESS[b.host.id]!
    const mine = mailsTo(address).filter((m) => m.uid === b.uid)
    expect(mine.map((m) => [m.method, m.sequence])).toEqual([['REQUEST', 0]])
    expect(mine[0]!.summary).toContain(b.name)
    expect(mine[0]!.attendees).toContain(`mailto:${address}`)
  })

  it('a booking moved by staff sends the prospect (and the host) the updated invitation: same UID, higher SEQUENCE', async () => {
    const to = b.slots.find((s) => s.start !== b.slots[0]!.start && Date.parse(s.start) - Date.parse(b.slots[0]!.start) >= 3 * 3_600_000)!
    const res = await asStaff(staffMove, `/api/staff/bookings/${b.bookingId}/move`, 'POST', { start: to.start })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { start: string }).start).toBe(to.start)
    await deliveriesSettled()
    for (const address of [b.email, HOST_ADDRESS[b.host.id]!]) {
      const list = mailsTo(address).filter((m) => m.uid === b.uid)
      expect(list.map((m) => [m.method, m.sequence])).toEqual([
        ['REQUEST', 0],
        ['REQUEST', 1],
      ])
    }
    // The lead's history says who moved it, from when to when.
    const history = await readHistory(indexStore(), (await consolePersonId({ email: b.email }))!)
    expect(history.find((e) => e.what === `booking-moved:${b.bookingId}`)).toMatchObject({
      by: LOCAL_STAFF_EMAIL,
      before: { start: new Date(b.slots[0]!.start).toISOString() },
      after: { start: new Date(to.start).toISOString() },
    })
  })

  it('re-sends the manage link: the prospect gets an email with a link that opens their booking', async () => {
    const before = mailsTo(b.email).length
    const res = await asStaff(staffResend, `/api/staff/bookings/${b.bookingId}/resend-link`, 'POST')
    expect(res.status).toBe(200)
    await deliveriesSettled()
    const sent = mailsTo(b.email).slice(before)
    expect(sent).toHaveLength(1)
    const link = /https?:\/\/\S+\/booking\/manage\/\?token=\S+/.exec(sent[0]!.text)?.[0]
    const token = decodeURIComponent(new URL(link!).searchParams.get('token')!)
    const read = await bookingRead(new Request(`${ORIGIN}/api/booking?token=${encodeURIComponent(token)}`))
    expect(read.status).toBe(200)
    expect(((await read.json()) as { bookingId: string }).bookingId).toBe(b.bookingId)
  })

  it('a booking cancelled by staff sends the prospect the CANCEL of the same event', async () => {
    const res = await asStaff(staffCancel, `/api/staff/bookings/${b.bookingId}/cancel`, 'POST')
    expect(res.status).toBe(200)
    await deliveriesSettled()
    expect(
      mailsTo(b.email)
        .filter((m) => m.uid === b.uid)
        .map((m) => m.method),
    ).toEqual(['REQUEST', 'REQUEST', 'CANCEL'])
  })

  it('answers 401 to every booking action and to time off without a session', async () => {
    for (const [fn, path, method] of [
      [staffMove, `/api/staff/bookings/${b.bookingId}/move`, 'POST'],
      [staffCancel, `/api/staff/bookings/${b.bookingId}/cancel`, 'POST'],
      [staffResend, `/api/staff/bookings/${b.bookingId}/resend-link`, 'POST'],
      [staffRebook, `/api/staff/bookings/${b.bookingId}/rebook-email`, 'POST'],
      [staffTimeOff, '/api/staff/time-off', 'PUT'],
      [staffTimeOff, '/api/staff/time-off', 'GET'],
    ] as const) {
      const res = await (fn as Fn)(new Request(ORIGIN + path, { method, headers: { origin: ORIGIN } }))
      expect(res.status, path).toBe(401)
    }
  })
})

describe('staff emails link to the console', () => {
  const STAFF = 'sales@harbourline.example'
  /** The staff mails about one person, and the console's page of that person. */
  async function linked(subjectHas: string, keys: { email: string }) {
    const id = await consolePersonId(keys)
    expect(id).toBeTruthy()
    const mails = mailsTo(STAFF).filter((m) => m.subject.includes(subjectHas))
    expect(mails.length).toBeGreaterThan(0)
    return { mails, url: consoleLeadUrl(id!) }
  }

  it('a booking notification carries "Open in the console" to the person’s lead page', async () => {
    const b = await booked(2)
    const { mails, url } = await linked(`booking ${b.bookingId}`, { email: b.email })
    for (const m of mails) {
      expect(m.text).toContain(`${pipeline.consoleLink}: ${url}`)
      expect(m.body).toContain(`href="${url}"`)
    }
  })

  it('a lead notification carries it too', async () => {
    const email = `lee.${crypto.randomUUID().slice(0, 8)}@acme.com.au`
    const body = validContact({ email, firstName: 'Lee', lastName: 'Okafor' })
    expect((await post('contact', body)).status).toBe(200)
    await deliveriesSettled()
    const { mails, url } = await linked(`lead ${body.leadId}`, { email })
    expect(mails[0]!.text).toContain(`${pipeline.consoleLink}: ${url}`)
  })
})

describe('no-show rebooking email', () => {
  it('goes once, with the manage link, and only after a no-show', async () => {
    const b = await booked(1)
    const marked: { attendance?: string } = {}
    const actions = staffBookingActions({
      env: process.env,
      notifier: notifier({ env: process.env }),
      attendance: async () => marked.attendance,
    })
    const staff = { email: LOCAL_STAFF_EMAIL }
    const send = () => actions.rebookEmail(b.bookingId, new Request(ORIGIN, { method: 'POST' }), staff)
    expect((await send()).status).toBe(409)
    marked.attendance = 'no-show'
    const answers = await Promise.all([send(), send()])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    expect((await send()).status).toBe(409)
    await deliveriesSettled()
    const subject = fillTokens(prospectMessages.noShowRebook.subject, {})
    const rebook = mailsTo(b.email).filter((m) => m.subject === subject)
    expect(rebook).toHaveLength(1)
    expect(rebook[0]!.text).toMatch(/\/booking\/manage\/\?token=/)
    expect(await actions.rebookSent(b.bookingId)).toMatchObject({ by: LOCAL_STAFF_EMAIL })
  })
})

describe('host time off set in the console', () => {
  it('removes its times from /api/availability at once, and gives them back when cleared', async () => {
    const slots = await freeSlots()
    const date = slots.at(-1)!.start.slice(0, 10)
    expect((await freeSlots(date, 1)).length).toBeGreaterThan(0)
    for (const host of TYPE.hosts) {
      const res = await asStaff(staffTimeOff, '/api/staff/time-off', 'PUT', { host, timeOff: [{ from: date, reason: 'Leave' }] })
      expect(res.status).toBe(200)
    }
    expect(await freeSlots(date, 1)).toEqual([])
    const view = (await (await asStaff(staffTimeOff, '/api/staff/time-off', 'GET')).json()) as {
      hosts: { id: string; console: { from: string }[]; updatedBy?: string }[]
    }
    expect(view.hosts.filter((x) => TYPE.hosts.includes(x.id)).map((x) => [x.console[0]?.from, x.updatedBy])).toEqual(
      TYPE.hosts.map(() => [date, LOCAL_STAFF_EMAIL]),
    )
    for (const host of TYPE.hosts) await asStaff(staffTimeOff, '/api/staff/time-off', 'PUT', { host, timeOff: [] })
    expect((await freeSlots(date, 1)).length).toBeGreaterThan(0)
  })

  it('refuses an unknown host (404) and a range that runs backwards (422)', async () => {
    const bad = await asStaff(staffTimeOff, '/api/staff/time-off', 'PUT', { host: 'nobody-here', timeOff: [] })
    expect(bad.status).toBe(404)
    const backwards = await asStaff(staffTimeOff, '/api/staff/time-off', 'PUT', {
      host: TYPE.hosts[0],
      timeOff: [{ from: '2026-12-10', to: '2026-12-09' }],
    })
    expect(backwards.status).toBe(422)
  })
})
