// The staff console end to end, in Chromium against the built site and its
// functions (the Playwright web server: dist/, functions, the local Blobs
// store, notifications delivered to the local mail sink): the allow-listed
// local address asks for a link, the link from its email signs the page in,
// and then the day's work: the inbox shows a lead just sent through /contact
// and a wizard lead with its booking; status, owner, next action and a note
// are saved and shown in the history with the staff address; a call is marked
// no-show; a set-aside submission is restored and its notification arrives;
// the funnel counts a wizard abandoned at step 4; the export downloads; a lead
// made for it is erased from its page; axe finds nothing on any page.
// Screenshots of every page at 390 and 1280 px go to STAFF_SHOTS_DIR when it
// is set (issue 27 asks that they be looked at).
// Every label comes from src/generated/ (content), never typed here.
import { HONEYPOT_FIELD } from '../../schemas/lead-envelope.ts'
import { addDays, zonedDate, zonedInstant } from '../../schemas/office-time.ts'
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { startLocalBlobs } from '../../netlify/lib/blobs.ts'
import { bookingStore } from '../../netlify/lib/booking/booking-store.ts'
import { indexBooking } from '../../netlify/lib/staff/person-index.ts'
import { LOCAL_STAFF_EMAIL } from '../../netlify/lib/staff/staff-auth.ts'
import { booking as bookingSettings } from '../../src/generated/booking.ts'
import { contactForm, growthSessionForm } from '../../src/generated/forms.ts'
import { staffConsole as words } from '../../src/generated/staff-console.ts'
import { team } from '../../src/generated/team.ts'
import { fill } from '../../src/staff/copy.ts'
import { leadPageHref, STAFF_PAGES } from '../../src/lib/staff-routes.ts'
import { axeClean, sendContactForm, signInByMail } from './staff-harness.ts'
import { contactOptions } from '../../schemas/lead.ts'

const run = promisify(execFile)
const BLOBS_DIR = process.env.BLOBS_DIR ?? '.tmp/e2e-blobs'
const MAIL_DIR = process.env.LEADS_MAIL_SINK ?? '.netlify/mail'
const SERVER = { timeout: 20_000 }
const SLOW = { timeout: 60_000, intervals: [500, 1000, 2000] }

test.describe.configure({ mode: 'serial' })
test.use({ trace: 'retain-on-failure' })

const runId = Date.now().toString(36)
const emailOf = (who: string) => `${who}.${runId}@acme.com.au`

/** The notifications staff list (the CLI) for one lead id. */
async function notificationsOf(leadId: string) {
  const { stdout } = await run('npx', ['tsx', 'scripts/leads.ts', 'notifications', '--format', 'json'], {
    env: { ...process.env, BLOBS_DIR },
  })
  return (JSON.parse(stdout) as { event: string; leadId?: string; status: string }[]).filter((n) => n.leadId === leadId)
}

/** A visitor sends the contact form (staff-harness.ts), with this run's company. */
const sendContact = (browser: Browser, who: { firstName: string; lastName: string; email: string }) =>
  sendContactForm(browser, { ...who, company: `${who.lastName} Co ${runId}` })

let page: Page
const contactEmail = emailOf('ana.contact')
const wizardEmail = emailOf('sam.wizard')
const botEmail = emailOf('real.person')

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
})
test.afterAll(async () => page.close())

test('an allow-listed address gets a link by email, and the link signs the page in', async () => {
  // The console opens on Due.
  await signInByMail(page, MAIL_DIR, LOCAL_STAFF_EMAIL, () => axeClean(page, 'sign-in'))
})

test('the inbox shows a lead just sent through /contact and a wizard lead with its booking', async ({ browser }) => {
  test.setTimeout(120_000)
  // A visitor (another browser) sends the contact form.
  const visitor = await sendContact(browser, { firstName: 'Ana', lastName: 'Contact', email: contactEmail })

  // Another starts the wizard, stops at step 4 (three answers saved), then books a call with that lead id.
  await visitor.goto('/growth-session/?utm_source=staff-e2e')
  await expect(visitor.locator('[data-ready]')).toBeAttached(SERVER)
  const saves: Record<string, unknown>[] = []
  visitor.on('request', (r) => r.url().endsWith('/api/growth-session') && r.method() === 'POST' && saves.push(r.postDataJSON()))
  const input = visitor.locator('#growth-input')
  for (const value of ['Sam', wizardEmail, '412345678']) {
    await input.fill(value)
    await input.press('Enter')
  }
  const fourth = growthSessionForm.steps[3]!
  await expect(visitor.locator('[data-step]')).toHaveAttribute('data-step', '4', SERVER)
  await expect.poll(() => saves.length, SERVER).toBeGreaterThanOrEqual(3)
  const wizardLeadId = saves[0]!.leadId as string
  expect(fourth.field).toBeTruthy()
  await visitor.close()

  const type = bookingSettings.meetingTypes[0]!
  const from = new Date().toISOString().slice(0, 10)
  const slots = (await (
    await page.request.get(`/api/availability?type=${type.id}&from=${from}&days=${bookingSettings.horizonDays + 1}`)
  ).json()) as {
    slots: { start: string }[]
  }
  const booked = await page.request.post('/api/booking', {
    data: {
      requestId: crypto.randomUUID(),
      type: type.id,
      start: slots.slots.at(-1)!.start,
      name: 'Sam Wizard',
      email: wizardEmail,
      leadId: wizardLeadId,
    },
  })
  expect(booked.status()).toBe(201)

  await page.goto(`${STAFF_PAGES.inbox}?q=${runId}`)
  const table = page.getByRole('table', { name: words.inbox.table })
  await expect(table.getByRole('row', { name: new RegExp(contactEmail) })).toBeVisible(SERVER)
  const wizardRow = table.getByRole('row', { name: new RegExp(wizardEmail) })
  await expect(wizardRow).toBeVisible()
  await expect(wizardRow).not.toContainText(words.inbox.noBooking)
  await axeClean(page, 'inbox')
})

test('status, owner, next action and a note are saved and shown in the history with the staff address', async () => {
  await page.goto(`${STAFF_PAGES.inbox}?q=${encodeURIComponent(contactEmail)}`)
  // The row of this run's lead (a store kept from an earlier run may hold another Ana Contact).
  await page
    .locator('li, tr, article')
    .filter({ hasText: contactEmail })
    .getByRole('link', { name: /Ana Contact/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: /Ana Contact/ })).toBeVisible(SERVER)
  expect(page.url()).toContain(`${STAFF_PAGES.lead}?id=`)
  await expect(page.locator(`a[href="mailto:${contactEmail}"]`)).toBeVisible()
  await expect(page.locator('a[href^="tel:+61"], a[href^="tel:0"]')).toBeVisible()

  const status = page.getByLabel(words.lead.status, { exact: true })
  const statusOptions = await status.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
  const newStatus = statusOptions.find((v) => v !== (statusOptions[0] ?? ''))!
  await status.selectOption(newStatus)
  const owner = team[0]!
  await page.getByLabel(words.lead.owner, { exact: true }).selectOption(owner.id)
  await page.getByLabel(words.lead.nextAction, { exact: true }).fill('Call back on Thursday')
  await page.getByLabel(words.lead.nextActionDue, { exact: true }).fill(new Date().toISOString().slice(0, 10))
  await page.getByRole('button', { name: words.lead.save, exact: true }).click()
  const timeline = page.getByRole('region', { name: words.lead.timeline })
  await expect(timeline).toContainText(fill(words.lead.by, { by: LOCAL_STAFF_EMAIL }), SERVER)
  await expect(timeline).toContainText(owner.name)
  await expect(timeline).toContainText('Call back on Thursday')

  await page.getByLabel(words.lead.note).fill(`Left a voicemail ${runId}`)
  await page.getByRole('button', { name: words.lead.addNote }).click()
  await expect(page.getByRole('region', { name: words.lead.notes })).toContainText(`Left a voicemail ${runId}`, SERVER)
  await page.reload()
  await expect(page.getByLabel(words.lead.status, { exact: true })).toHaveValue(newStatus, SERVER)
  await expect(page.getByLabel(words.lead.owner, { exact: true })).toHaveValue(owner.id)
  await expect(page.getByRole('region', { name: words.lead.timeline })).toContainText(words.history.note)
  await axeClean(page, 'lead')
})

test('a call that has started is marked no-show', async () => {
  // A call that began an hour ago, made through the booking store the functions use (none can be booked in the past).
  const type = bookingSettings.meetingTypes[0]!
  // Indexed as the booking functions index it; the people index opens its own store from the environment.
  const blobs = await startLocalBlobs(process.cwd(), BLOBS_DIR)
  const context = process.env.NETLIFY_BLOBS_CONTEXT
  process.env.NETLIFY_BLOBS_CONTEXT = blobs.context
  // Up to an hour ago, but today in the office: the calls page opens on the office's today (just after
  // midnight there, the call began at midnight).
  const officeMidnight = zonedInstant(zonedDate(new Date(), bookingSettings.timezone), 0, bookingSettings.timezone)
  const start = new Date(Math.max(Math.floor((Date.now() - 3_600_000) / 900_000) * 900_000, officeMidnight.getTime()))
  const name = `Noshow ${runId}`
  try {
    const made = await bookingStore(bookingSettings, { onStored: indexBooking }).create(
      {
        requestId: crypto.randomUUID(),
        type,
        start,
        end: new Date(start.getTime() + type.durationMinutes * 60_000),
        name,
        email: emailOf('noshow'),
        hosts: type.hosts,
      },
      new Date(start.getTime() - 86_400_000),
    )
    expect(made.kind).toBe('created')
  } finally {
    if (context === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT
    else process.env.NETLIFY_BLOBS_CONTEXT = context
    await blobs.close()
  }
  await page.goto(STAFF_PAGES.calls)
  const call = page.getByRole('article', { name })
  await call.getByRole('button', { name: words.calls.noShow }).click()
  await expect(call).toContainText(words.calls.markedNoShow, SERVER)
  await expect(call.getByRole('button', { name: words.calls.noShow })).toHaveCount(0)
  await axeClean(page, 'calls')
})

test('a submission set aside is restored, and its notification arrives', async ({ playwright, baseURL }) => {
  // A filled honeypot: set aside as automated, answered like success.
  const visitor = await playwright.request.newContext({ baseURL })
  const leadId = crypto.randomUUID()
  const res = await visitor.post('/api/contact', {
    data: {
      leadId,
      submissionId: crypto.randomUUID(),
      startedAt: Date.now() - 60_000,
      savedAt: Date.now(),
      attribution: {},
      firstName: 'Real',
      lastName: 'Person',
      email: botEmail,
      phone: '0412 345 678',
      company: 'Real Co',
      industry: contactOptions(contactForm, 'industry')[0]?.value,
      challenges: 'Please call me.',
      [HONEYPOT_FIELD]: 'x',
    },
  })
  expect(res.ok(), await res.text()).toBe(true)
  await visitor.dispose()

  await page.goto(STAFF_PAGES.setAside)
  const card = page.getByRole('article', { name: 'Real Person' }).filter({ hasText: botEmail })
  await expect(card).toBeVisible(SERVER)
  await axeClean(page, 'set-aside')
  await card.getByRole('button', { name: words.setAside.restore }).click()
  await expect(card).toContainText(words.setAside.restored, SERVER)
  await expect.poll(async () => (await notificationsOf(leadId)).map((n) => n.event), SLOW).toContain('contact')
})

// FIXME (issue 27, next stop): in a fresh store the funnel's step-4 row reads 0 in the browser while
// tests/functions/staff/staff-api.test.ts counts the same wizard at step 4 through the API; found by the fresh-clone
// run at the end of a session, not yet explained. The export's equality with the CLI is tested there too.
test('the funnel counts a wizard abandoned at step 4; the export downloads', async () => {
  // A range around today, whichever zone's date the wizard's save falls on.
  const today = zonedDate(new Date(), bookingSettings.timezone)
  await page.goto(`${STAFF_PAGES.funnel}?from=${addDays(today, -1)}&to=${addDays(today, 1)}`)
  const row = page.getByRole('row', { name: new RegExp(`^${fill(words.funnel.step, { n: 4 })}\\b`) })
  await expect(row).toBeVisible(SERVER)
  const cells = row.getByRole('cell')
  await expect.poll(async () => Number(await cells.nth(1).textContent()), SERVER).toBeGreaterThanOrEqual(1)
  await axeClean(page, 'funnel')

  await page.goto(`${STAFF_PAGES.inbox}?q=${runId}`)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: words.inbox.export }).click()])
  const csv = readFileSync(await download.path(), 'utf8')
  expect(csv).toContain(contactEmail)
  expect(csv).toContain(wizardEmail)
})

test('a lead is erased from its page: staff type their address, see the result, and the inbox has them no more', async ({ browser }) => {
  test.setTimeout(120_000)
  // A person of their own, so nothing else in this file depends on them.
  const email = emailOf('erase.me')
  await (await sendContact(browser, { firstName: 'Eve', lastName: 'Eraseme', email })).close()
  await page.goto(`${STAFF_PAGES.inbox}?q=${encodeURIComponent(email)}`)
  await page
    .getByRole('row', { name: new RegExp(email) })
    .getByRole('link')
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: /Eve Eraseme/ })).toBeVisible(SERVER)
  const leadUrl = page.url()

  const box = page.getByRole('region', { name: words.lead.eraseHeading })
  await box.getByRole('button', { name: words.lead.erase }).click()
  const field = box.getByLabel(words.lead.eraseType)
  await expect(field).toBeFocused()
  // Another address is refused in the page, and nothing is sent.
  await field.fill(`not.${email}`)
  await box.getByRole('button', { name: words.lead.eraseSubmit }).click()
  await expect(box.getByRole('alert')).toHaveText(fill(words.lead.eraseMismatch, { email }))
  await field.fill(email)
  await axeClean(page, 'lead-erase')
  await box.getByRole('button', { name: words.lead.eraseSubmit }).click()
  await expect(page.getByRole('heading', { level: 1, name: fill(words.lead.erased, { email }) })).toBeFocused(SERVER)

  await page.getByRole('link', { name: words.lead.back }).click()
  await page.waitForURL(`**${STAFF_PAGES.inbox}`, SERVER)
  await page.goto(`${STAFF_PAGES.inbox}?q=${encodeURIComponent(email)}`)
  await expect(page.getByText(words.inbox.empty)).toBeVisible(SERVER)
  await page.goto(leadUrl)
  await expect(page.getByText(words.lead.notFound)).toBeVisible(SERVER)
})

test('signing out ends the session: the inbox then asks to sign in again', async () => {
  await page.goto(STAFF_PAGES.signOut)
  await expect(page.getByRole('link', { name: words.signOut.signIn })).toBeVisible(SERVER)
  await axeClean(page, 'sign-out')
  await page.goto(STAFF_PAGES.inbox)
  await expect(page.getByRole('link', { name: words.frame.signInAgain }).first()).toBeVisible(SERVER)
  expect(leadPageHref('x')).toContain(STAFF_PAGES.lead)
})
