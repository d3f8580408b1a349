// What staff see, in Chromium: a cancelled call reads cancelled in the inbox and on the lead page (its
// time struck through, no booking actions); Move offers the free times of the call's type and, when the
// time is taken meanwhile, shows the server's reason rather than "not saved"; time off over a booked call
// lists the call on the calls page, to move or to email the prospect (the email reaches the mail sink);
// the inbox at 390 px shows each lead's status, owner and due date. axe at 1280 and 390 px on each page,
// photographed when STAFF_SHOTS_DIR is set.
//
// Against a server of its own (scripts/serve.ts on the built site), with a fresh Blobs store and mail
// sink under .tmp/e2e-staff-view/: the bookings and the day taken off here would take times from the
// suite's other pickers. Every label comes from src/generated/ (content), never typed here.
import { resolve } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { zonedDate } from '../../schemas/office-time.ts'
import { fillTokens } from '../../schemas/tokens.ts'
import type { LeadList, MoveTimes } from '../../schemas/staff-api-types.ts'
import type { LocalServer } from '../../scripts/audit/lib/server.ts'
import { booking as bookingSettings } from '../../src/generated/booking.ts'
import { prospectMessages } from '../../src/generated/prospect-messages.ts'
import { pipeline } from '../../src/generated/pipeline.ts'
import { staffConsole as words } from '../../src/generated/staff-console.ts'
import { leadPageHref, STAFF_PAGES } from '../../src/lib/staff-routes.ts'
import { fill } from '../../src/staff/copy.ts'
import { axeClean, mailsTo, signedInServer } from './staff-harness.ts'
import { letteredName } from '../../scripts/lib/lettered-name.ts'

const ROOT = resolve('.tmp/e2e-staff-view')
const MAIL_DIR = `${ROOT}/mail`
const TYPE = bookingSettings.meetingTypes[0]!
const ZONE = bookingSettings.timezone
const SERVER = { timeout: 20_000 }
const SLOW = { timeout: 60_000, intervals: [500, 1000, 2000] }

test.describe.configure({ mode: 'serial' })

const runId = Date.now().toString(36)
let server: LocalServer
let page: Page
let slots: string[]

async function freeTimes(): Promise<string[]> {
  const res = await page.request.get(`/api/availability?type=${TYPE.id}&days=${bookingSettings.horizonDays + 1}`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { slots: { start: string }[] }).slots.map((s) => s.start)
}

/** A prospect's booking at `start`, through the booking API (the console's index learns of it). */
async function book(start: string, tag: string) {
  const prospect = {
    name: `${letteredName(tag, runId)} Moreau`,
    email: `${tag.toLowerCase()}.${runId}.${Math.random().toString(36).slice(2, 6)}@acme.com.au`,
  }
  const res = await page.request.post('/api/booking', { data: { requestId: crypto.randomUUID(), type: TYPE.id, start, ...prospect } })
  expect(res.status(), await res.text()).toBe(201)
  return { ...prospect, ...((await res.json()) as { bookingId: string; host: { id: string } }) }
}

const staffPost = (path: string, data: unknown, method: 'POST' | 'PATCH' | 'PUT' = 'POST') =>
  page.request.fetch(`/api/staff${path}`, { method, data, headers: { origin: server.origin } })

async function personId(email: string): Promise<string> {
  const res = await page.request.get(`/api/staff/leads?q=${encodeURIComponent(email)}`)
  return ((await res.json()) as LeadList).items.find((l) => l.email === email)!.id
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000)
  ;({ server, page } = await signedInServer(browser, ROOT))
  slots = await freeTimes()
})

test.afterAll(async () => {
  await page?.context().close()
  await server?.stop()
})

test('a cancelled call reads cancelled in the inbox and on the lead page, its time struck through', async () => {
  const b = await book(slots[0]!, 'Cara')
  expect((await staffPost(`/bookings/${b.bookingId}/cancel`, {})).status()).toBe(200)

  await page.goto(`${STAFF_PAGES.inbox}?q=${encodeURIComponent(b.email)}`)
  const row = page.getByRole('row', { name: new RegExp(b.email) })
  await expect(row).toContainText(words.lead.cancelled, SERVER)
  await expect(row.locator('s')).toHaveCount(1)

  await page.goto(leadPageHref(await personId(b.email)))
  const calls = page.getByRole('region', { name: words.lead.bookings })
  await expect(calls).toContainText(words.lead.cancelled, SERVER)
  await expect(calls).toContainText(TYPE.name)
  await expect(calls.locator('s')).toHaveCount(1)
  await expect(calls.getByRole('button', { name: words.bookingActions.move, exact: true })).toHaveCount(0)
  await expect(calls.getByRole('link', { name: words.lead.join })).toHaveCount(0)
})

test('Move offers the free times of the call; a time taken meanwhile is refused with the server’s reason, another one moves it', async () => {
  const b = await book(slots[1]!, 'Milo')
  await page.goto(leadPageHref(await personId(b.email)))
  const calls = page.getByRole('region', { name: words.lead.bookings })
  await calls.getByRole('button', { name: words.bookingActions.move, exact: true }).click()
  const picker = calls.getByLabel(words.bookingActions.times)
  await expect(picker).toBeVisible(SERVER)
  // The picker's times are the times route's, its own time among them (marked, not to be picked).
  const times = ((await (await page.request.get(`/api/staff/bookings/${b.bookingId}/times`)).json()) as MoveTimes).times
  const values = await picker.locator('option:not([disabled])').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
  expect(values).toEqual(times.filter((t) => !t.current).map((t) => t.start))
  await expect(picker.locator('option[disabled]', { hasText: fill(words.bookingActions.current, { time: '' }).trim() })).toHaveCount(1)

  // Someone books the chosen time for every host of the type before staff press the button.
  const wanted = values.find((v) => zonedDate(new Date(v), ZONE) !== zonedDate(new Date(slots[1]!), ZONE))!
  await picker.selectOption(wanted)
  while ((await freeTimes()).includes(wanted)) await book(wanted, 'Tam')
  await calls.getByRole('button', { name: words.bookingActions.moveSubmit }).click()
  const refusal = (await (await staffPost(`/bookings/${b.bookingId}/move`, { start: wanted })).json()) as { error: string }
  const status = calls.getByRole('status').filter({ hasText: refusal.error })
  await expect(status).toBeVisible(SERVER)
  await expect(calls.getByRole('status').filter({ hasText: words.frame.saveFailed })).toHaveCount(0)
  await axeClean(page, 'lead-move-refused')

  // Another free time: moved.
  const other = values.find((v) => v !== wanted && zonedDate(new Date(v), ZONE) !== zonedDate(new Date(wanted), ZONE))!
  await calls.getByRole('button', { name: words.bookingActions.move, exact: true }).click()
  await calls.getByRole('button', { name: words.bookingActions.move, exact: true }).click()
  await calls.getByLabel(words.bookingActions.times).selectOption(other)
  await calls.getByRole('button', { name: words.bookingActions.moveSubmit }).click()
  await expect(calls.getByRole('status').filter({ hasText: words.frame.saved })).toBeVisible(SERVER)
})

test('time off over a booked call lists it on the calls page, to move or to email the prospect', async () => {
  const b = await book(slots.at(-1)!, 'Ines')
  const day = zonedDate(new Date(slots.at(-1)!), ZONE)
  await page.goto(STAFF_PAGES.calls)
  const timeOff = page.getByRole('region', { name: words.calls.timeOff })
  await timeOff.getByLabel(words.calls.timeOffHost).selectOption(b.host.id)
  await timeOff.getByLabel(words.calls.timeOffFrom, { exact: true }).fill(day)
  await timeOff.getByRole('button', { name: words.calls.timeOffAdd }).click()

  const affected = page.getByRole('region', { name: words.calls.affected })
  const call = affected.getByRole('article', { name: b.name })
  await expect(call).toBeVisible(SERVER)
  await expect(call).toContainText(TYPE.name)
  await expect(call.getByLabel(words.bookingActions.times)).toBeVisible(SERVER)
  await axeClean(page, 'calls-time-off-affected')
  await call.getByRole('button', { name: words.calls.affectedEmail }).click()
  await expect(call).toContainText(words.calls.affectedEmailed, SERVER)
  const subject = fillTokens(prospectMessages.hostAway.subject, { meeting: TYPE.name })
  await expect.poll(() => mailsTo(MAIL_DIR, b.email).filter((m) => m.subject === subject).length, SLOW).toBe(1)
})

test('the inbox at 390 px shows each lead’s status, owner and due date beside name and company', async () => {
  const b = await book(slots[2]!, 'Dana')
  const id = await personId(b.email)
  const status = pipeline.statuses[1]!
  const due = zonedDate(new Date(Date.now() + 3 * 86_400_000), ZONE)
  expect((await staffPost(`/leads/${id}`, { status: status.id, nextAction: { text: 'Send the proposal', due } }, 'PATCH')).status()).toBe(
    200,
  )

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`${STAFF_PAGES.inbox}?q=${encodeURIComponent(b.email)}`)
  const card = page.getByRole('list', { name: words.inbox.table }).getByRole('listitem').filter({ hasText: b.name })
  await expect(card).toBeVisible(SERVER)
  await expect(card).toContainText(status.label)
  await expect(card).toContainText(words.inbox.noOwner)
  await expect(card).toContainText(fill(words.inbox.dueOn, { date: due }))
  await expect(card.getByRole('link', { name: b.name })).toBeVisible()
  // Nothing scrolls sideways at this width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(STAFF_PAGES.inbox)
  await expect(page.getByRole('table', { name: words.inbox.table })).toBeVisible(SERVER)
  await axeClean(page, 'inbox')
})
