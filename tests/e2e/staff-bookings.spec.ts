// Calls run from the staff console, end to end in Chromium: a host tied to an
// address in STAFF_EMAILS gets the invitation there, titled with the
// prospect's name; a booking moved from the lead page's booking card sends the
// prospect the updated invitation (METHOD REQUEST, same UID, SEQUENCE up by
// one, the new time), read from the mail sink with ical.js; time off set on the
// calls page leaves /api/availability at once.
//
// Against a server of its own (scripts/serve.ts on the built site, like the
// suite's), started here: its STAFF_EMAILS ties every host to an address, its
// Blobs store and mail sink are fresh folders. On the suite's shared server a
// tied host would add a host invitation to every booking other specs make (and
// count), and a day taken off would take times from their pickers.
// Every label comes from src/generated/ (content), never typed here.
import { resolve } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { zonedDate } from '../../schemas/office-time.ts'
import { LOCAL_STAFF_EMAIL } from '../../netlify/lib/staff/staff-auth.ts'
import type { LocalServer } from '../../scripts/audit/lib/server.ts'
import { booking as bookingSettings } from '../../src/generated/booking.ts'
import { staffConsole as words } from '../../src/generated/staff-console.ts'
import { STAFF_PAGES } from '../../src/lib/staff-routes.ts'
import { axeClean, mailsTo, openLeadCalls, signedInServer } from './staff-harness.ts'
import { letteredName } from '../../scripts/lib/lettered-name.ts'

const ROOT = resolve('.tmp/e2e-staff-bookings')
const MAIL_DIR = `${ROOT}/mail`
const TYPE = bookingSettings.meetingTypes[0]!
const ZONE = bookingSettings.timezone
/** Each host of the type tied to an address of their own (STAFF_EMAILS `address=team-member-id`). */
const hostAddress = (host: string) => `${host}@hosts.example`
const SERVER = { timeout: 20_000 }
const SLOW = { timeout: 60_000, intervals: [500, 1000, 2000] }

test.describe.configure({ mode: 'serial' })

const runId = Date.now().toString(36)
const prospect = { name: `${letteredName('Pia', runId)} Moreau`, email: `pia.${runId}@acme.com.au` }

let server: LocalServer
let page: Page
let slots: string[]
let booked: { bookingId: string; host: { id: string } }
let movedTo: string

/** The free times of the type from the office's today on, as the booking page asks for them. */
async function freeTimes(from = zonedDate(new Date(), ZONE), days = bookingSettings.horizonDays + 1): Promise<string[]> {
  const res = await page.request.get(`/api/availability?type=${TYPE.id}&from=${from}&days=${days}`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { slots: { start: string }[] }).slots.map((s) => s.start)
}

/** The prospect's invitations of this booking, oldest first. */
const prospectInvitations = (uid: string) =>
  mailsTo(MAIL_DIR, prospect.email)
    .map((m) => m.invitation)
    .filter((i) => i?.uid === uid)

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000)
  ;({ server, page } = await signedInServer(
    browser,
    ROOT,
    [LOCAL_STAFF_EMAIL, ...TYPE.hosts.map((h) => `${hostAddress(h)}=${h}`)].join(','),
  ))
})

test.afterAll(async () => {
  await page?.context().close()
  await server?.stop()
})

test('a host tied to an address receives the invitation at it, titled with the prospect’s name', async () => {
  slots = await freeTimes()
  const res = await page.request.post('/api/booking', {
    data: { requestId: crypto.randomUUID(), type: TYPE.id, start: slots[0], ...prospect },
  })
  expect(res.status(), await res.text()).toBe(201)
  booked = (await res.json()) as typeof booked
  const address = hostAddress(booked.host.id)
  await expect.poll(() => mailsTo(MAIL_DIR, address).filter((m) => m.invitation).length, SLOW).toBeGreaterThan(0)
  const invitation = mailsTo(MAIL_DIR, address).find((m) => m.invitation)!.invitation!
  expect(invitation).toMatchObject({ method: 'REQUEST', start: new Date(slots[0]!).toISOString() })
  expect(invitation.summary).toContain(prospect.name)
  expect(invitation.attendees).toContain(`mailto:${address}`)
  // The same event as the prospect's.
  await expect.poll(() => prospectInvitations(invitation.uid).length, SLOW).toBe(1)
})

test('a booking moved from the lead page sends the prospect the updated invitation: same UID, SEQUENCE up by one, the new time', async () => {
  const first = mailsTo(MAIL_DIR, prospect.email).find((m) => m.invitation)!.invitation!
  // Another day, so the new time cannot be read as the old one.
  const to = (movedTo = slots.find((s) => zonedDate(new Date(s), ZONE) !== zonedDate(new Date(slots[0]!), ZONE))!)

  const calls = await openLeadCalls(page, prospect)
  await calls.getByRole('button', { name: words.bookingActions.move, exact: true }).click()
  // The free times of the call's type and hosts (GET /api/staff/bookings/<id>/times), as the availability gives them.
  await calls.getByLabel(words.bookingActions.times).selectOption(to)
  await calls.getByRole('button', { name: words.bookingActions.moveSubmit }).click()
  await expect(calls.getByRole('status').filter({ hasText: words.frame.saved })).toBeVisible(SERVER)

  await expect.poll(() => prospectInvitations(first.uid).length, SLOW).toBe(2)
  const moved = prospectInvitations(first.uid).at(-1)!
  expect(moved).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: first.sequence + 1, start: new Date(to).toISOString() })
})

test('time off set on the calls page takes its day out of /api/availability at once', async () => {
  // A day with free times, not the days of this file's booking.
  const taken = new Set([slots[0]!, movedTo].map((s) => zonedDate(new Date(s), ZONE)))
  const day = [...new Set((await freeTimes()).map((s) => zonedDate(new Date(s), ZONE)))].find((d) => !taken.has(d))!
  expect((await freeTimes(day, 1)).length).toBeGreaterThan(0)

  await page.goto(STAFF_PAGES.calls)
  const timeOff = page.getByRole('region', { name: words.calls.timeOff })
  // Every host of the type off that day: a time is offered while any one of them is free.
  for (const [i, host] of TYPE.hosts.entries()) {
    await timeOff.getByLabel(words.calls.timeOffHost).selectOption(host)
    await timeOff.getByLabel(words.calls.timeOffFrom, { exact: true }).fill(day)
    await timeOff.getByRole('button', { name: words.calls.timeOffAdd }).click()
    await expect(timeOff.getByRole('listitem').filter({ hasText: day })).toHaveCount(i + 1, SERVER)
  }
  // The next request already leaves the day out; the days around it keep their times.
  expect(await freeTimes(day, 1)).toEqual([])
  expect((await freeTimes()).length).toBeGreaterThan(0)
  await axeClean(page, 'calls-time-off')
})
