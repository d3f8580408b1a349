// An erasure never stops the scheduled work (issue 39): a person with a booking is erased while
// changes are left half done as a dead process leaves them (a move written and never told, a try that
// claimed time and died, the erase's own cancel), then the scheduled work runs: every change is
// settled, no time stays blocked by nobody, nothing goes to the erased address, and the host still
// hears that the call is cancelled. And one item of the scheduled work that throws is recorded,
// reported to staff once, and stops nothing else. The real booking API and store, the real local
// Blobs server, the real SMTP test server, the erase the console and the CLI call.
import { getStore, type Store } from '@netlify/blobs'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { keysUnder } from '../../../netlify/lib/blobs.ts'
import { bookingApi, type BookingApi } from '../../../netlify/lib/booking/booking-api.ts'
import { ATTEMPT_STALE_MS, bookingStore, type BookingStore } from '../../../netlify/lib/booking/booking-store.ts'
import { bookingUid } from '../../../netlify/lib/booking/messages/booking-calendar.ts'
import { deliveriesSettled, notifier } from '../../../netlify/lib/site-outbox.ts'
import { commitAttempt, openAttempt } from '../../../netlify/lib/booking/store/attempts.ts'
import { claimHostTime } from '../../../netlify/lib/booking/store/host-claims.ts'
import { keys } from '../../../netlify/lib/booking/store/keys.ts'
import { storeParts } from '../../../netlify/lib/booking/store/parts.ts'
import { calendarStore } from '../../../netlify/lib/calendars/cache.ts'
import { STORE_NAME } from '../../../netlify/lib/leads/lead-store.ts'
import { scheduledWork } from '../../../netlify/lib/scheduled.ts'
import { eraseEverywhere } from '../../../netlify/lib/staff/erase-person.ts'
import { booking as settings } from '../../../src/generated/booking.ts'
import { staffConsole } from '../../../src/generated/staff-console.ts'
import { book, startBookingBlobs, type BookingHarness } from '../booking-harness.ts'
import { closedPort as freePort } from '../calendar-harness.ts'
import { invitationIn, smtpServer } from '../smtp-harness.ts'

const ANA = { name: 'Anastasia Quixote', email: 'anastasia.quixote@acme.com.au' }
const ANA_WORDS = /anastasia|quixote/i
const type = settings.meetingTypes.find((t) => t.id === 'strategy-call')!
/** Each host of the type tied to an address of its own, so a host's invitation (and its cancellation) reaches them. */
const hostAddress = (host: string) => `${host}@agency.test`
const STAFF_TO = 'sales@harbourline.example'

let h: BookingHarness
let mail: ReturnType<typeof smtpServer>
let api: BookingApi
let leads: Store
let bookings: BookingStore
let env: Record<string, string>

beforeAll(async () => {
  const port = await freePort()
  mail = smtpServer(port)
  await mail.start()
  h = await startBookingBlobs()
  env = {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    LEADS_NOTIFY_TO: STAFF_TO,
    STAFF_EMAILS: type.hosts.map((host) => `${hostAddress(host)}=${host}`).join(', '),
    // The harness's own folder (SMTP is set, so nothing lands there): the erase clears it, never this project's.
    LEADS_MAIL_SINK: process.env.LEADS_MAIL_SINK!,
  }
  // The erase opens its stores and reads its channels as a function does: from the environment.
  Object.assign(process.env, env)
  api = bookingApi({ now: () => new Date(), env, notifier: notifier({ env }) })
  leads = getStore({ name: STORE_NAME, ...h.context, consistency: 'strong' })
  bookings = bookingStore(settings)
})
afterAll(async () => {
  await deliveriesSettled()
  for (const k of Object.keys(env)) delete process.env[k]
  await mail?.stop()
  await h?.close()
})
beforeEach(async () => {
  for (const store of [h.bookings, leads]) for (const key of await keysUnder(store, '')) await store.delete(key)
})

/** A start a few days out, at `hhmm` office time (clear of the notice period and inside the horizon). */
function startAt(hhmm: string, daysOut = 3): string {
  const day = new Date(Date.now() + daysOut * 86_400_000)
  // A weekday: the type's hours are on weekdays.
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1)
  return `${day.toISOString().slice(0, 10)}T${hhmm}:00+11:00`
}

/** The scheduled work as Netlify runs it, as if `minutes` after now: every claim and try of a dead process is old by then. */
const runScheduled = (minutes: number) =>
  scheduledWork(
    { leads, bookings, calendars: calendarStore() },
    { settings, env, now: new Date(Date.now() + ATTEMPT_STALE_MS + minutes * 60_000) },
  )

/** Keys of time held (cells, seats, day index entries) that no live booking's current revision holds. */
async function heldByNobody(): Promise<string[]> {
  const held = new Set(
    (await bookings.list()).filter((b) => b.status === 'confirmed').flatMap((b) => [...b.holds.cells, b.holds.seat, b.holds.day]),
  )
  const claims = [...(await h.bookingKeys('cells/')), ...(await h.bookingKeys('seats/')), ...(await h.bookingKeys('days/'))]
  return claims.filter((k) => !held.has(k))
}

/** A time span of the type from `hhmm` office time, a few days out. */
const spanAt = (hhmm: string) => ({
  start: new Date(startAt(hhmm)),
  end: new Date(Date.parse(startAt(hhmm)) + type.durationMinutes * 60_000),
})

/** A booking whose process died after writing it, before its messages: made by the store alone. Its id. */
async function untold(person: { name: string; email: string }, hhmm: string): Promise<string> {
  const made = await bookings.create({ requestId: crypto.randomUUID(), type, ...spanAt(hhmm), ...person, hosts: type.hosts }, new Date())
  if (made.kind !== 'created') throw new Error(`not booked: ${made.kind}`)
  return made.booking.bookingId
}

async function booked(over: Record<string, unknown>): Promise<string> {
  const res = await book(api, over)
  expect(res.status).toBe(201)
  return ((await res.json()) as { bookingId: string }).bookingId
}

it("an erased person's pending booking steps settle without their data: the host is told, she is not, no time is blocked", async () => {
  const anaId = await booked({ ...ANA, start: startAt('10:00') })
  await deliveriesSettled()
  const s = storeParts(h.bookings, settings)
  // Crashes before the erase: her call moved by a process that died before its messages (the
  // revision written, nothing told), and a try at moving it again that claimed time and died.
  const to = spanAt('14:00')
  expect((await bookings.move(anaId, to.start, to.end, type.hosts, new Date())).kind).toBe('changed')
  const dead = await claimHostTime(s, { bookingId: anaId, type, span: spanAt('15:00'), revision: 3 }, type.hosts[0]!)
  expect(dead.ok).toBe(true)
  // Another person's booking whose process died after writing it, before its messages.
  const bob = { name: 'Bob Stone', email: 'bob.stone@acme.com.au' }
  const bobId = await untold(bob, '11:00')

  const erased = await eraseEverywhere(ANA.email, { env, leads })
  expect(erased.ok).toBe(true)
  const before = mail.mails.length

  // Every run after, as Netlify runs it every minute: the first settles, the rest find nothing to do.
  for (const minutes of [0, 1, 5]) await runScheduled(minutes)
  await deliveriesSettled()
  const sent = mail.mails.slice(before)

  expect(await h.bookingKeys('attempts/'), 'every change settled').toEqual([])
  expect(await heldByNobody(), 'no time blocked by nobody').toEqual([])
  expect(
    sent.filter((m) => m.to.includes(ANA.email)),
    'nothing to the erased address',
  ).toEqual([])
  expect(
    sent.filter((m) => ANA_WORDS.test(m.raw)),
    'nothing naming her',
  ).toEqual([])
  // The host's calendar lets the call go: the shared mailbox's copy and the host's own, both CANCEL of her event.
  const cancels = sent.filter((m) => invitationIn(m.raw)?.method === 'CANCEL' && invitationIn(m.raw)?.uid === bookingUid(anaId))
  const host = (await bookings.revision(anaId, 1))!.host!
  expect(cancels.map((m) => m.to).sort()).toEqual([hostAddress(host), STAFF_TO].sort())
  for (const m of cancels) expect(invitationIn(m.raw)!.attendees.join(' ')).not.toContain(ANA.email)
  // The other person's change got its emails: staff's, and theirs.
  expect(sent.filter((m) => m.raw.includes(bobId) || m.to.includes(bob.email)).map((m) => m.to)).toContain(bob.email)
  expect(sent.some((m) => m.to === STAFF_TO && m.raw.includes(bobId))).toBe(true)
}, 60_000)

it('one item of the scheduled work that throws is recorded, reported to staff once, and stops nothing else', async () => {
  const s = storeParts(h.bookings, settings)
  // A change whose booking blob is not a booking (a bad write, a hand edit): settling it throws. Its
  // id sorts first, so it comes before every other change.
  const broken = '00000000-0000-4000-8000-000000000000'
  await h.bookings.setJSON(keys.revision(broken, 1), { bookingId: broken, garbage: true })
  const attempt = { bookingId: broken, revision: 1, attempt: 'dead0000', kind: 'claim' as const, at: Date.now(), day: 'days/none' }
  await openAttempt(s, attempt)
  await commitAttempt(s, attempt)
  const cara = { name: 'Cara Lind', email: 'cara.lind@acme.com.au' }
  const caraId = await untold(cara, '09:30')
  const before = mail.mails.length

  // Runs at growing intervals: each retry of the broken item fails again.
  for (const minutes of [0, 1, 3, 10, 30]) await runScheduled(minutes)
  await deliveriesSettled()
  const sent = mail.mails.slice(before)
  expect(
    sent.filter((m) => m.to.includes(cara.email)),
    'the change after it was settled and told',
  ).toHaveLength(1)
  expect(await h.bookingKeys(`attempts/${caraId}`)).toEqual([])
  // Staff hear of the broken one once, with its error, however many runs it failed in.
  const notices = sent.filter((m) => m.subject.startsWith(staffConsole.scheduledFailure.subject.split('{')[0]!.trim()))
  expect(notices).toHaveLength(1)
  expect(notices[0]!.to).toBe(STAFF_TO)
  expect(notices[0]!.body).toContain('is not a stored booking')
  // Recorded with its error, its failures counted, its next try later.
  const failing = await keysUnder(leads, 'notify-sweep/failing/')
  expect(failing).toHaveLength(1)
  const record = (await leads.get(failing[0]!, { type: 'json' })) as { failures: number; error: string; nextAt: string }
  expect(record.error).toContain('is not a stored booking')
  expect(record.failures).toBeGreaterThan(1)
}, 60_000)
