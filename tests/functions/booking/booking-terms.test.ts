// The booking terms (content/booking.yaml terms), host weights and staff's
// reassign, with real parts: the local Blobs server, an SMTP server in this
// process with ical.js reading what arrives, the booking API and staff's
// actions (the code the functions run) with clocks set where each test needs
// them. A cancel or a move inside the notice is refused in the content's
// words, the move after the last allowed one too; the manage page's view says
// so and names the host to email; staff override both from the console and the
// history says which rule; a move keeps its host when free though the round
// robin would pick another; weights set the share of bookings; a reassign
// sends exactly three messages: the old host's CANCEL, the new host's REQUEST
// and the prospect's update (same UID, SEQUENCE + 1), and records it.
import ICAL from 'ical.js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookingApi, sweepBookings, type BookingApi } from '../../../netlify/lib/booking/booking-api.ts'
import { bookingStore } from '../../../netlify/lib/booking/booking-store.ts'
import type { NotifyRequest } from '../../../netlify/lib/outbox/outbox-store.ts'
import { hostOf } from '../../../netlify/lib/booking/host-roster.ts'
import { staffBookingActions, termsForStaff, type StaffBookingChange } from '../../../netlify/lib/booking/staff-actions.ts'
import { deliveriesSettled, notifier } from '../../../netlify/lib/site-outbox.ts'
import type { BookingSettings } from '../../../schemas/booking-settings.ts'
import type { ManagedBookingResponse } from '../../../schemas/booking-request.ts'
import { fillTokens } from '../../../schemas/tokens.ts'
import { booking as settings } from '../../../src/generated/booking.ts'
import { prospectMessages } from '../../../src/generated/prospect-messages.ts'
import { site } from '../../../src/generated/site.ts'
import { bookingBody, NOW, post, startBookingBlobs, tokenOf, type BookingHarness } from '../booking-harness.ts'
import { closedPort as freePort } from '../calendar-harness.ts'
import { mimePart, smtpServer } from '../smtp-harness.ts'

const TYPE = settings.meetingTypes.find((t) => t.id === 'strategy-call')!
const [FIRST, SECOND, THIRD] = TYPE.hosts as [string, string, string]
const terms = settings.terms
const HOUR = 3_600_000
/** Every host tied to an address of their own (STAFF_EMAILS address=host), as on Netlify. */
const ADDRESS = Object.fromEntries(TYPE.hosts.map((h) => [h, `${h}@team.example`]))
const STAFF = 'sales@harbourline.example'
const at = (day: string, time: string) => `${day}T${time}:00+11:00`
const staffMember = { email: 'owner@harbourline.example' }

/** The strategy call taken by the first two hosts only, with these hosts' own settings. */
const twoHosts = (hosts: BookingSettings['hosts'] = []): BookingSettings => ({
  ...settings,
  meetingTypes: settings.meetingTypes.map((t) => (t.id === TYPE.id ? { ...t, hosts: [FIRST, SECOND] } : t)),
  hosts,
})

let h: BookingHarness
let server: ReturnType<typeof smtpServer>
let env: Record<string, string>

beforeAll(async () => {
  const port = await freePort()
  server = smtpServer(port)
  await server.start()
  h = await startBookingBlobs()
  env = {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    LEADS_NOTIFY_TO: `Sales desk <${STAFF}>`,
    STAFF_EMAILS: [staffMember.email, ...Object.entries(ADDRESS).map(([id, a]) => `${a}=${id}`)].join(','),
  }
})
afterAll(async () => {
  await server?.stop()
  await h?.close()
})
beforeEach(async () => {
  for (const key of await h.bookingKeys()) await h.bookings.delete(key)
})

/** The booking API with the clock at `now`. */
const apiAt = (now: Date, s: BookingSettings = settings): BookingApi =>
  bookingApi({ now: () => now, env, settings: s, notifier: notifier({ env }) })

/** Staff's actions with the clock at `now`; the history they write lands in `changes`. */
function staffAt(now: Date, s: BookingSettings = settings) {
  const changes: StaffBookingChange[] = []
  const actions = staffBookingActions({
    now: () => now,
    env,
    settings: s,
    notifier: notifier({ env }),
    history: async (c) => void changes.push(c),
  })
  return { actions, changes }
}

const staffRequest = (body: unknown = {}, method = 'POST') =>
  new Request('http://localhost/api/staff/bookings/x', {
    method,
    headers: { 'content-type': 'application/json' },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
  })

async function booked(api: BookingApi, start: string, email = `pat.${crypto.randomUUID().slice(0, 8)}@acme.com.au`) {
  const res = await post(api.booking, '/api/booking', bookingBody({ start, email, type: TYPE.id }))
  expect(res.status).toBe(201)
  const made = (await res.json()) as { bookingId: string; manageUrl: string; host: { id: string; name: string } }
  await deliveriesSettled()
  return { ...made, email, start, token: tokenOf(made.manageUrl), uid: `${made.bookingId}@${new URL(site.baseUrl).host}` }
}

const stored = async (bookingId: string) =>
  (await h.bookings.get((await h.bookingKeys(`bookings/${bookingId}/`)).at(-1)!, { type: 'json' })) as {
    host: string
    start: string
    status: string
    moves?: number
    revision: number
  }

/** The content's words for a rule, as the API must answer them. */
const words = (text: string, host: string) => fillTokens(text, { hours: terms.changeNoticeHours, moves: terms.maxMoves, host })

/** The mails to `to` about one booking (by its UID), their invitation read by ical.js. */
const mailsTo = (to: string, uid: string) =>
  server.mails
    .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))
    .map((m) => {
      const calendar = new ICAL.Component(ICAL.parse(mimePart(m.raw, /text\/calendar/i)))
      const vevent = calendar.getFirstSubcomponent('vevent')!
      return {
        subject: m.subject,
        text: mimePart(m.raw, /text\/plain/i),
        method: calendar.getFirstPropertyValue('method'),
        uid: vevent.getFirstPropertyValue('uid'),
        sequence: vevent.getFirstPropertyValue('sequence'),
        organizer: String(vevent.getFirstProperty('organizer')?.getParameter('cn') ?? ''),
      }
    })
    .filter((m) => m.uid === uid)

describe('the notice to move or cancel', () => {
  const start = at('2026-12-03', '10:00')
  /** Inside the notice: an hour less than it before the start. */
  const late = new Date(Date.parse(start) - (terms.changeNoticeHours - 1) * HOUR)

  it('a cancel and a move inside the notice are refused with the content’s words; the booking stands', async () => {
    const b = await booked(apiAt(NOW), start)
    const api = apiAt(late)
    const expected = words(terms.noticeClosed, b.host.name)
    const cancel = await post(api.cancel, '/api/booking/cancel', { token: b.token })
    expect(cancel.status).toBe(409)
    expect(await cancel.json()).toMatchObject({ success: false, code: 'notice', error: expected })
    const move = await post(api.move, '/api/booking/move', { token: b.token, start: at('2026-12-03', '15:00') })
    expect(move.status).toBe(409)
    expect(await move.json()).toMatchObject({ code: 'notice', error: expected })
    expect(await stored(b.bookingId)).toMatchObject({ status: 'confirmed', start: new Date(start).toISOString(), revision: 1 })
    // The console's call card shows the same rule, in the same words (a change from there overrides it).
    const record = (await bookingStore(settings).get(b.bookingId))!
    expect(termsForStaff(settings, record, late)).toEqual({ rule: 'notice', message: expected })
    expect(termsForStaff(settings, record, NOW)).toBeNull()
  })

  it('the manage page’s view says so and offers the host’s own address; before the notice, both changes are open', async () => {
    const b = await booked(apiAt(NOW), start)
    const view = async (now: Date) =>
      (
        (await (
          await apiAt(now).booking(new Request(`http://localhost/api/booking?token=${encodeURIComponent(b.token)}`))
        ).json()) as ManagedBookingResponse
      ).terms
    expect(await view(NOW)).toEqual({ canMove: true, canCancel: true })
    expect(await view(late)).toEqual({
      canMove: false,
      canCancel: false,
      message: words(terms.noticeClosed, b.host.name),
      contact: { name: b.host.name, email: ADDRESS[b.host.id], label: words(terms.contactHost, b.host.name) },
    })
  })

  it('staff override it from the console: the move and the cancel are made, and the history names the rule', async () => {
    const b = await booked(apiAt(NOW), start)
    const { actions, changes } = staffAt(late)
    // To a time sooner than a booking's own minimum notice allows, and still inside the terms' notice.
    const moved = await actions.move(b.bookingId, staffRequest({ start: at('2026-12-03', '09:00'), override: true }), staffMember)
    expect(moved.status).toBe(200)
    expect(await stored(b.bookingId)).toMatchObject({ start: new Date(at('2026-12-03', '09:00')).toISOString() })
    // Staff's move is not one of the prospect's.
    expect((await stored(b.bookingId)).moves).toBeUndefined()
    const cancelled = await actions.cancel(b.bookingId, staffRequest({ override: true }), staffMember)
    expect(cancelled.status).toBe(200)
    expect((await stored(b.bookingId)).status).toBe('cancelled')
    expect(changes.map((c) => [c.what, (c.after as { override?: string }).override])).toEqual([
      ['booking-moved', 'notice'],
      ['booking-cancelled', 'notice'],
    ])
  })
})

describe('moves per booking', () => {
  const times = ['10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00']

  it(`the prospect moves a booking ${terms.maxMoves} times; the next move is refused with the content’s words; a cancel still goes`, async () => {
    const api = apiAt(NOW)
    const b = await booked(api, at('2026-12-04', times[0]!))
    let token = b.token
    for (let i = 1; i <= terms.maxMoves; i++) {
      const res = await post(api.move, '/api/booking/move', { token, start: at('2026-12-04', times[i]!) })
      expect(res.status).toBe(200)
      token = tokenOf(((await res.json()) as { manageUrl: string }).manageUrl)
    }
    expect((await stored(b.bookingId)).moves).toBe(terms.maxMoves)
    const refused = await post(api.move, '/api/booking/move', { token, start: at('2026-12-04', times[terms.maxMoves + 1]!) })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      code: 'moves',
      error: words(terms.movesUsed, hostOf((await stored(b.bookingId)).host).name),
    })
    const view = (await (
      await api.booking(new Request(`http://localhost/api/booking?token=${encodeURIComponent(token)}`))
    ).json()) as ManagedBookingResponse
    expect(view.terms).toMatchObject({ canMove: false, canCancel: true })

    // Staff still move it, as many times as they need.
    const { actions, changes } = staffAt(NOW)
    expect(
      (await actions.move(b.bookingId, staffRequest({ start: at('2026-12-04', times[terms.maxMoves + 1]!) }), staffMember)).status,
    ).toBe(200)
    expect(changes.map((c) => (c.after as { override?: string }).override)).toEqual(['moves'])
    expect((await stored(b.bookingId)).moves).toBe(terms.maxMoves)

    expect((await post(api.cancel, '/api/booking/cancel', { token })).status).toBe(200)
  })
})

describe('the host of a move, and weights', () => {
  it('a move keeps its host when they are free at the new time, though the round robin would give it to another', async () => {
    // The second host takes calls on Thursdays only: Friday's bookings all go to the first.
    const thursdays = { ...settings.weeklyHours, mon: [], tue: [], wed: [], fri: [] }
    const s = twoHosts([{ id: SECOND, weeklyHours: thursdays, timeOff: [] }])
    const api = apiAt(NOW, s)
    for (const time of ['09:00', '11:00', '13:00']) expect((await booked(api, at('2026-12-04', time))).host.id).toBe(FIRST)
    expect((await booked(api, at('2026-12-03', '09:00'))).host.id).toBe(SECOND)
    const b = await booked(api, at('2026-12-03', '09:00'))
    expect(b.host.id).toBe(FIRST)
    // At 14:00 both are free, and the second has far fewer bookings this week: the first keeps it.
    expect((await post(api.move, '/api/booking/move', { token: b.token, start: at('2026-12-03', '14:00') })).status).toBe(200)
    expect((await stored(b.bookingId)).host).toBe(FIRST)
  })

  it('a host of weight 2 takes twice the bookings of a host of weight 1 over a week', async () => {
    const api = apiAt(NOW, twoHosts([{ id: SECOND, weight: 2, timeOff: [] }]))
    const hosts: string[] = []
    for (const day of ['2026-12-03', '2026-12-04'])
      for (const time of ['09:00', '11:00', '14:00']) hosts.push((await booked(api, at(day, time))).host.id)
    expect(hosts.filter((x) => x === SECOND)).toHaveLength(4)
    expect(hosts.filter((x) => x === FIRST)).toHaveLength(2)
  })
})

describe('reassign', () => {
  const start = at('2026-12-03', '10:00')

  it('gives the call to another free host: exactly a CANCEL to the old host, a REQUEST to the new, the prospect’s update with the same UID and SEQUENCE + 1; the history records it', async () => {
    const b = await booked(apiAt(NOW), start)
    expect(b.host.id).toBe(FIRST)
    const before = server.mails.length
    const { actions, changes } = staffAt(NOW)
    const pool = await actions.reassign(b.bookingId, staffRequest(undefined, 'GET'), staffMember)
    expect(await pool.json()).toEqual({
      hosts: TYPE.hosts.map((id) => ({ id, name: hostOf(id).name, current: id === FIRST, free: id !== FIRST })),
    })
    const res = await actions.reassign(b.bookingId, staffRequest({ host: SECOND }), staffMember)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ bookingId: b.bookingId, host: hostOf(SECOND), previousHost: hostOf(FIRST), changed: true })
    await deliveriesSettled()
    expect(server.mails.length - before).toBe(3)

    const [oldHost] = mailsTo(ADDRESS[FIRST]!, b.uid).slice(-1)
    const [newHost, ...more] = mailsTo(ADDRESS[SECOND]!, b.uid)
    const prospect = mailsTo(b.email, b.uid)
    expect(more).toEqual([])
    expect([oldHost!.method, oldHost!.sequence]).toEqual(['CANCEL', 1])
    expect([newHost!.method, newHost!.sequence]).toEqual(['REQUEST', 1])
    expect(newHost!.organizer).toContain(hostOf(SECOND).name)
    expect(prospect.map((m) => [m.method, m.sequence])).toEqual([
      ['REQUEST', 0],
      ['REQUEST', 1],
    ])
    const update = prospect[1]!
    expect(update.subject).toContain(hostOf(SECOND).name)
    expect(update.text).toContain(hostOf(SECOND).name)
    // The content's subject, its {host} the new host's name.
    const [head] = prospectMessages.reassignedSubject.split('{time}')
    expect(update.subject.startsWith(fillTokens(head!, { meeting: TYPE.name }))).toBe(true)
    // The staff mailbox gets nothing: staff made the change.
    expect(mailsTo(STAFF, b.uid)).toHaveLength(1)
    expect(await stored(b.bookingId)).toMatchObject({ host: SECOND, start: new Date(start).toISOString(), revision: 2 })
    expect(changes.map((c) => [c.what, c.before, c.after])).toEqual([['booking-reassigned', { host: FIRST }, { host: SECOND }]])

    // The first host's time is theirs again: a new booking at 10:00 goes to them.
    expect((await booked(apiAt(NOW), start)).host.id).toBe(FIRST)
    // Again to the same host: nothing to do, nothing sent.
    const again = await actions.reassign(b.bookingId, staffRequest({ host: SECOND }), staffMember)
    expect(await again.json()).toMatchObject({ changed: false })
  })

  it('409 when the host is not of the call’s type or not free then; 422 without a host', async () => {
    const s = twoHosts()
    const b = await booked(apiAt(NOW, s), start)
    const { actions, changes } = staffAt(NOW, s)
    const other = b.host.id === FIRST ? SECOND : FIRST
    const notInPool = await actions.reassign(b.bookingId, staffRequest({ host: THIRD }), staffMember)
    expect([notInPool.status, ((await notInPool.json()) as { code: string }).code]).toEqual([409, 'not-in-pool'])
    // The other host takes a call at that time: not free.
    expect((await booked(apiAt(NOW, s), start)).host.id).toBe(other)
    const busy = await actions.reassign(b.bookingId, staffRequest({ host: other }), staffMember)
    expect([busy.status, ((await busy.json()) as { code: string }).code]).toEqual([409, 'host-busy'])
    expect((await actions.reassign(b.bookingId, staffRequest({}), staffMember)).status).toBe(422)
    expect(changes).toEqual([])
    expect((await stored(b.bookingId)).host).toBe(b.host.id)
  })

  it('a crash after the reassign’s revision is written: the scheduled sweep records the same three messages, and the old host’s time is free', async () => {
    const b = await booked(apiAt(NOW), start)
    const store = bookingStore(settings)
    // The store's change alone, as a process that died before telling anyone leaves it.
    const changed = await store.move(
      b.bookingId,
      new Date(start),
      new Date(Date.parse(start) + TYPE.durationMinutes * 60_000),
      [SECOND],
      NOW,
      {
        change: 'reassigned',
      },
    )
    expect(changed.kind).toBe('changed')
    const recorded: NotifyRequest[] = []
    const later = new Date(Date.now() + 4 * 60_000)
    expect(await sweepBookings({ store, settings, env, now: later, record: async (r) => void recorded.push(...r) })).toMatchObject({
      told: 1,
    })
    const sent = recorded.map((r) => [r.event, r.message?.to, r.message?.calendar?.method])
    expect(sent).toEqual([
      ['host-invitation', ADDRESS[SECOND], 'REQUEST'],
      ['host-invitation', ADDRESS[FIRST], 'CANCEL'],
      ['prospect-confirmation', b.email, 'REQUEST'],
    ])
    expect(recorded[2]!.message!.subject).toContain(hostOf(SECOND).name)
    expect((await booked(apiAt(NOW), start)).host.id).toBe(FIRST)
  })
})
