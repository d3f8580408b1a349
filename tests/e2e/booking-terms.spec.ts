// The booking terms and reassign, end to end in Chromium against a server of
// its own (scripts/serve.ts on the built site, fresh Blobs store and mail
// sink, every host tied to an address in STAFF_EMAILS):
// - a booking inside the notice to move or cancel (content/booking.yaml terms):
//   its manage page shows the rule in the content's words and a link to email
//   the host at their own address, and no move or cancel button. The booking is
//   written into the server's store as the staff CLI writes it (the booking API
//   refuses a time inside its minimum notice, and the server's clock is real);
// - staff give a call to another host from the lead page's "Give to…": the old
//   host gets the CANCEL, the new host the REQUEST, read from the mail sink.
// Each page is screenshotted at 390 and 1280 px. Every label comes from src/generated/.
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { openLocalBookingStore } from '../../netlify/lib/booking/booking-store.ts'
import { hostOf } from '../../netlify/lib/booking/host-roster.ts'
import { DEVELOPMENT_SECRET, signToken, tokenExpiry } from '../../netlify/lib/booking/token.ts'
import { fillTokens } from '../../schemas/tokens.ts'
import type { LocalServer } from '../../scripts/audit/lib/server.ts'
import { booking as bookingSettings } from '../../src/generated/booking.ts'
import { staffConsole as words } from '../../src/generated/staff-console.ts'
import { zonedDate } from '../../schemas/office-time.ts'
import { axeClean, mailsTo, openLeadCalls, signInAsStaff, startStaffServer } from './staff-harness.ts'
import { letteredName } from '../../scripts/lib/lettered-name.ts'

const ROOT = resolve('.tmp/e2e-booking-terms')
const MAIL_DIR = `${ROOT}/mail`
const SHOTS = `${ROOT}/screenshots`
const TYPE = bookingSettings.meetingTypes[0]!
const ZONE = bookingSettings.timezone
const terms = bookingSettings.terms
const hostAddress = (host: string) => `${host}@hosts.example`
const SERVER = { timeout: 20_000 }
const SLOW = { timeout: 60_000, intervals: [500, 1000, 2000] }
const WIDTHS = [390, 1280] as const

test.describe.configure({ mode: 'serial' })

const runId = Date.now().toString(36)
let server: LocalServer
let page: Page

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000)
  server = await startStaffServer(ROOT, TYPE.hosts, hostAddress)
  mkdirSync(SHOTS, { recursive: true })
  const context = await browser.newContext({ baseURL: server.origin, timezoneId: ZONE, viewport: { width: 1280, height: 800 } })
  page = await context.newPage()
})

test.afterAll(async () => {
  await page?.context().close()
  await server?.stop()
})

test('inside the notice the manage page shows the rule and a link to email the host, and offers no move or cancel', async () => {
  // Two hours from now, on the minute: inside the notice, and still to come.
  const start = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 60_000) * 60_000)
  const host = TYPE.hosts[0]!
  const local = await openLocalBookingStore(process.cwd(), bookingSettings, `${ROOT}/blobs`)
  const made = await local.store.create(
    {
      requestId: crypto.randomUUID(),
      type: TYPE,
      start,
      end: new Date(start.getTime() + TYPE.durationMinutes * 60_000),
      name: `${letteredName('Noa', runId)} Late`,
      email: `noa.${runId}@acme.com.au`,
      hosts: [host],
    },
    new Date(),
  )
  await local.close()
  expect(made.kind).toBe('created')
  const bookingId = (made as { booking: { bookingId: string } }).booking.bookingId
  const token = signToken(bookingId, tokenExpiry(new Date(start.getTime() + 3_600_000)), DEVELOPMENT_SECRET)

  const name = hostOf(host).name
  const values = { hours: terms.changeNoticeHours, moves: terms.maxMoves, host: name }
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/booking/manage/?token=${encodeURIComponent(token)}`)
    const rule = page.locator('[data-manage-terms]')
    await expect(rule).toContainText(fillTokens(terms.noticeClosed, values), SERVER)
    const contact = rule.getByRole('link', { name: fillTokens(terms.contactHost, values) })
    await expect(contact).toHaveAttribute('href', `mailto:${hostAddress(host)}`)
    await expect(page.locator('[data-manage-move]')).toHaveCount(0)
    await expect(page.locator('[data-manage-cancel]')).toHaveCount(0)
    await page.screenshot({ path: `${SHOTS}/manage-notice-${width}.png`, fullPage: true })
  }
  await axeClean(page, 'manage-notice')
  // The API says the same, in the same words.
  const cancel = await page.request.post('/api/booking/cancel', { data: { token } })
  expect(cancel.status()).toBe(409)
  expect(await cancel.json()).toMatchObject({ code: 'notice', error: fillTokens(terms.noticeClosed, values) })
})

test('staff give a call to another free host from the lead page: the old host gets the CANCEL, the new host the REQUEST', async () => {
  test.setTimeout(120_000)
  // Signed in as staff, through the link emailed to the allow-listed address.
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAsStaff(page, server.origin, MAIL_DIR)

  const from = zonedDate(new Date(), ZONE)
  const slots = (
    (await (await page.request.get(`/api/availability?type=${TYPE.id}&from=${from}&days=${bookingSettings.horizonDays + 1}`)).json()) as {
      slots: { start: string }[]
    }
  ).slots
  const prospect = { name: `${letteredName('Rey', runId)} Moreau`, email: `rey.${runId}@acme.com.au` }
  const res = await page.request.post('/api/booking', {
    data: { requestId: crypto.randomUUID(), type: TYPE.id, start: slots[0]!.start, ...prospect },
  })
  expect(res.status(), await res.text()).toBe(201)
  const booked = (await res.json()) as { bookingId: string; host: { id: string } }
  const oldAddress = hostAddress(booked.host.id)
  await expect.poll(() => mailsTo(MAIL_DIR, oldAddress).filter((m) => m.invitation).length, SLOW).toBe(1)
  const uid = mailsTo(MAIL_DIR, oldAddress).find((m) => m.invitation)!.invitation!.uid

  const calls = await openLeadCalls(page, prospect)
  await calls.getByRole('button', { name: words.bookingActions.giveTo }).click()
  const select = calls.getByLabel(words.bookingActions.giveToHost)
  await expect(select).toBeVisible(SERVER)
  // Only the other hosts, free at that time: never the one taking it.
  const offered = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
  expect(offered.sort()).toEqual(TYPE.hosts.filter((h) => h !== booked.host.id).sort())
  await axeClean(page, 'lead-give-to')
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await calls.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/give-to-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  const to = offered[0]!
  await select.selectOption(to)
  await calls.getByRole('button', { name: words.bookingActions.giveSubmit }).click()
  await expect(
    calls.getByRole('status').filter({ hasText: fillTokens(words.bookingActions.givenTo, { host: hostOf(to).name }) }),
  ).toBeVisible(SERVER)
  await page.screenshot({ path: `${SHOTS}/given-1280.png`, fullPage: true })

  await expect.poll(() => mailsTo(MAIL_DIR, oldAddress).filter((m) => m.invitation?.uid === uid).length, SLOW).toBe(2)
  expect(mailsTo(MAIL_DIR, oldAddress).at(-1)!.invitation).toMatchObject({ method: 'CANCEL', uid, sequence: 1 })
  await expect.poll(() => mailsTo(MAIL_DIR, hostAddress(to)).filter((m) => m.invitation?.uid === uid).length, SLOW).toBe(1)
  expect(mailsTo(MAIL_DIR, hostAddress(to)).at(-1)!.invitation).toMatchObject({ method: 'REQUEST', uid, sequence: 1 })
  await expect.poll(() => mailsTo(MAIL_DIR, prospect.email).filter((m) => m.invitation?.uid === uid).length, SLOW).toBe(2)
  expect(
    mailsTo(MAIL_DIR, prospect.email)
      .filter((m) => m.invitation?.uid === uid)
      .at(-1)!.invitation,
  ).toMatchObject({ method: 'REQUEST', sequence: 1 })
})
