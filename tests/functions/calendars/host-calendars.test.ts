// The booking API with the hosts' real calendars: a real CalDAV server
// (radicale) and the real local Blobs server. What a host sees in their own
// calendar, and what their calendar keeps a prospect from booking.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ical from 'ical-generator'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingUid } from '../../../netlify/lib/booking/messages/booking-calendar.ts'
import { hostOf } from '../../../netlify/lib/booking/host-roster.ts'
import { objectUrl, putEvent, type CalDavSource } from '../../../netlify/lib/calendars/caldav.ts'
import { site } from '../../../src/generated/site.ts'
import { refreshCalendars } from '../../../netlify/lib/booking/host-calendars.ts'
import { readCalendar } from '../../../netlify/lib/calendars/read-calendar.ts'
import { calendarSourceOf, calendarVariable } from '../../../netlify/lib/calendars/source.ts'
import { deliveriesSettled, notificationStore, openOutbox } from '../../../netlify/lib/site-outbox.ts'
import { setEnvironmentContext } from '@netlify/blobs'
import { startBlobsServer } from '../../../netlify/lib/local-blobs-server.ts'
import { book, freeTimes, NOW, post, SOLO_HOST, soloApiAt, tokenOf } from '../booking-harness.ts'
import { bookingApi } from '../../../netlify/lib/booking/booking-api.ts'
import { staffBookingActions } from '../../../netlify/lib/booking/staff-actions.ts'
import { booking as settings } from '../../../src/generated/booking.ts'
import { leadsCli } from '../leads-cli.ts'
import { closedPort, startRadicale, type Radicale } from '../calendar-harness.ts'

let stopBlobs: () => Promise<void>
let radicale: Radicale
let root: string
const variable = calendarVariable(SOLO_HOST)
const DAY = '2026-12-03'
const at = (time: string) => `${DAY}T${time}:00+11:00`
const range = { from: new Date('2026-12-02T00:00:00Z'), to: new Date('2026-12-06T00:00:00Z') }

/** The API with the host's calendar set, as Netlify would give it to the function. */
function apiWith(calendar: string) {
  process.env[variable] = calendar
  return soloApiAt(NOW, { [variable]: calendar })
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'host-calendars-'))
  for (const k of ['SMTP_URL', 'LEADS_NOTIFY_TO', 'LEADS_WEBHOOK_URL']) delete process.env[k]
  process.env.LEADS_MAIL_SINK = join(root, 'mail')
  // The store the staff CLI opens for this project root, so an erasure here reaches the same bookings.
  const { server, url } = await startBlobsServer({ directory: join(root, '.netlify', 'blobs-serve'), token: 't' })
  setEnvironmentContext({ siteID: '0', token: 't', edgeURL: url, uncachedEdgeURL: url })
  stopBlobs = () => server.stop()
  radicale = await startRadicale()
}, 60_000)
afterAll(async () => {
  await deliveriesSettled()
  delete process.env[variable]
  await Promise.all([stopBlobs?.(), radicale?.stop()])
  await rm(root, { recursive: true, force: true })
})

describe('a host with a CalDAV calendar', () => {
  it('finds each booking in their calendar, moved with a move and gone after a cancel', async () => {
    const calendar = await radicale.calendar('host', 'bookings')
    const source = calendarSourceOf(SOLO_HOST, { [variable]: calendar })!
    const api = apiWith(calendar)
    const res = await book(api, { start: at('10:00') })
    expect(res.status).toBe(201)
    const made = (await res.json()) as { bookingId: string; manageUrl: string; host: { id: string } }
    expect(made.host.id).toBe(SOLO_HOST)
    await deliveriesSettled()
    // The event names the host as its organiser, at the agency's address.
    const event = await fetch(objectUrl(source as CalDavSource, bookingUid(made.bookingId)), {
      headers: { authorization: `Basic ${Buffer.from('host:pw-host').toString('base64')}` },
    })
    expect(event.status).toBe(200)
    const organizer = new ICAL.Component(ICAL.parse(await event.text())).getFirstSubcomponent('vevent')!.getFirstProperty('organizer')!
    expect(organizer.getParameter('cn')).toBe(`${hostOf(SOLO_HOST).name} (${site.brand.name})`)
    const starts = async () => (await readCalendar(source, range, { timeoutMs: 5000 })).map((b) => b.start.toISOString())
    expect(await starts()).toEqual([new Date(at('10:00')).toISOString()])

    const token = tokenOf(made.manageUrl)
    expect((await post(api.move, '/api/booking/move', { token, start: at('14:00') })).status).toBe(200)
    await deliveriesSettled()
    // One event, at its new time: the move replaced it.
    expect(await starts()).toEqual([new Date(at('14:00')).toISOString()])

    expect((await post(api.cancel, '/api/booking/cancel', { token })).status).toBe(200)
    await deliveriesSettled()
    expect(await starts()).toEqual([])
  })

  it('loses the event when the person who booked is erased: it names them', async () => {
    const calendar = await radicale.calendar('erased', 'bookings')
    const source = calendarSourceOf(SOLO_HOST, { [variable]: calendar })!
    const api = apiWith(calendar)
    const email = 'erase.me@acme.com.au'
    expect((await book(api, { start: at('09:30'), email })).status).toBe(201)
    await deliveriesSettled()
    expect(await readCalendar(source, range, { timeoutMs: 5000 })).toHaveLength(1)
    await leadsCli(['erase', '--email', email], { ...process.env, LEADS_PROJECT_ROOT: root, BLOBS_DIR: '' })
    expect(await readCalendar(source, range, { timeoutMs: 5000 })).toEqual([])
  })

  it('is not offered a time their calendar has them busy, once the calendar is read again', async () => {
    const calendar = await radicale.calendar('busy', 'work')
    const api = apiWith(calendar)
    expect(await freeTimes(api, 'strategy-call', DAY)).toContain('11:00')
    // A client workshop put in the host's own calendar, 11:00 to 12:00.
    const workshop = ical({ prodId: { company: 'test', product: 'test' } })
    workshop.createEvent({ id: 'workshop', start: new Date(at('11:00')), end: new Date(at('12:00')), summary: 'Client workshop' })
    await putEvent(calendarSourceOf(SOLO_HOST, { [variable]: calendar })!, 'workshop', workshop.toString())
    await refreshCalendars([SOLO_HOST], { [variable]: calendar }, NOW)
    const free = await freeTimes(api, 'strategy-call', DAY)
    // The workshop and the buffer around it: nothing that would overlap 10:45 to 12:15.
    for (const time of ['10:30', '11:00', '11:30', '12:00']) expect(free).not.toContain(time)
    expect(free).toContain('09:00')
    expect(free).toContain('13:00')
  })

  it('books from the cached busy times when their calendar cannot be reached, and staff are told to check', async () => {
    const api = apiWith(`caldav+http://u:p@127.0.0.1:${await closedPort()}/u/gone/`)
    const res = await book(api, { start: at('16:00') })
    expect(res.status).toBe(201)
    const { bookingId } = (await res.json()) as { bookingId: string }
    const staff = (await openOutbox(notificationStore()).list()).find((n) => n.event === 'booking' && n.bookingId === bookingId)
    expect(staff?.message?.text).toMatch(/Host calendar: Could not be read when this was booked/)
    await deliveriesSettled()
  })

  it('a reassign takes the event out of the old host’s calendar and puts it in the new host’s', async () => {
    const pair = settings.meetingTypes[0]!.hosts.slice(0, 2)
    const calendars = {
      [calendarVariable(pair[0]!)]: await radicale.calendar('first', 'bookings'),
      [calendarVariable(pair[1]!)]: await radicale.calendar('second', 'bookings'),
    }
    Object.assign(process.env, calendars)
    const two = { ...settings, meetingTypes: settings.meetingTypes.map((t) => ({ ...t, hosts: pair })) }
    const start = '2026-12-04T10:00:00+11:00'
    const res = await book(bookingApi({ now: () => NOW, env: calendars, settings: two }), { start })
    const made = (await res.json()) as { bookingId: string; host: { id: string } }
    // Whoever the round robin gave it to gives it to the other.
    const first = made.host.id
    const second = pair.find((h) => h !== first)!
    await deliveriesSettled()
    const starts = async (host: string) =>
      (await readCalendar(calendarSourceOf(host, calendars)!, range, { timeoutMs: 5000 })).map((b) => b.start.toISOString())
    expect([await starts(first), await starts(second)]).toEqual([[new Date(start).toISOString()], []])
    const actions = staffBookingActions({ now: () => NOW, env: calendars, settings: two })
    const given = await actions.reassign(
      made.bookingId,
      new Request('http://localhost/api/staff/bookings/x/reassign', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ host: second }),
      }),
      { email: 'owner@harbourline.example' },
    )
    expect(given.status).toBe(200)
    await deliveriesSettled()
    expect([await starts(first), await starts(second)]).toEqual([[], [new Date(start).toISOString()]])
    for (const k of Object.keys(calendars)) delete process.env[k]
  })
})
