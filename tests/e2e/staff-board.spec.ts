// The board of the pipeline end to end (/staff/board/), in Chromium against the built site and its
// functions: three leads sent through the contact function, one given a value on its lead page; the
// board shows them in the first status with the column's count and value; a card moves by keyboard
// (its handle focused, the right arrow key) and by pointer (its handle dragged onto another column),
// at 1280 and at 390 px, and each move is the lead's status change (still there after a reload, in the
// lead's history). axe finds nothing at either width; STAFF_SHOTS_DIR gets the screenshots.
// Every label comes from src/generated/ (content), never typed here.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { E2E_STAFF } from '../../scripts/lib/e2e-staff-addresses.ts'
import { contactForm } from '../../src/generated/forms.ts'
import { pipeline } from '../../src/generated/pipeline.ts'
import { staffConsole as words } from '../../src/generated/staff-console.ts'
import { fill } from '../../src/staff/copy.ts'
import { leadPageHref, STAFF_PAGES } from '../../src/lib/staff-routes.ts'
import { contactOptions } from '../../schemas/lead.ts'
import type { LeadList } from '../../schemas/staff-api-types.ts'
import { axeClean, signInLinkIn } from './staff-harness.ts'

const MAIL_DIR = process.env.LEADS_MAIL_SINK ?? '.netlify/mail'
const SERVER = { timeout: 20_000 }
const SLOW = { timeout: 60_000, intervals: [500, 1000, 2000] }
const [FIRST, SECOND, THIRD] = pipeline.statuses.filter((s) => !s.closed)

test.describe.configure({ mode: 'serial' })

const runId = Date.now().toString(36)
const people = ['Keys', 'Mouse', 'Phone'].map((who) => ({
  who,
  email: `board.${who}.${runId}@acme.com.au`,
  company: `Board ${who} ${runId}`,
}))
/** The name a card shows: the contact form's first and last name. */
const nameOf = (who: string) => `${who} Board`
let page: Page
const ids = new Map<string, string>()

/** A contact form as the page sends it (no form token: kept, flagged, like a visitor whose token fetch failed). */
function contactBody(who: string, email: string, company: string) {
  const now = Date.now()
  return {
    leadId: crypto.randomUUID(),
    submissionId: crypto.randomUUID(),
    startedAt: now - 60_000,
    savedAt: now,
    attribution: { landingPage: '/contact/' },
    firstName: who,
    lastName: 'Board',
    email,
    phone: '0412 345 678',
    company,
    website: 'acme.com.au',
    industry: contactOptions(contactForm, 'industry')[0]!.value,
    revenue: '',
    challenges: 'We want more leads.',
  }
}

const column = (status: string) => page.locator(`[data-status="${status}"]`)
const card = (who: string) => page.locator(`[data-card="${ids.get(who)}"]`)
const grip = (who: string) => page.getByRole('button', { name: fill(words.board.grip, { name: nameOf(who) }) })

async function openBoard() {
  await page.goto(STAFF_PAGES.board)
  await expect(page.getByRole('heading', { level: 1, name: words.board.heading })).toBeVisible(SERVER)
  await expect(column(FIRST!.id)).toBeVisible(SERVER)
}

/** Drags `handle` by the pointer onto the middle of `target`, in small steps as a hand does. */
async function drag(handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!
  const to = (await target.boundingBox())!
  const x = Math.min(to.x + to.width / 2, page.viewportSize()!.width - 10)
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(x, to.y + 60, { steps: 12 })
  await page.mouse.up()
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
})
test.afterAll(async () => page.close())

test('staff sign in, three leads come in, one is given a value on its lead page', async () => {
  const since = Date.now() - 1000
  await page.goto(STAFF_PAGES.signIn)
  await page.getByLabel(words.signIn.email).fill(E2E_STAFF.board)
  await page.getByRole('button', { name: words.signIn.submit }).click()
  let link: string | null = null
  await expect.poll(() => (link = signInLinkIn(MAIL_DIR, E2E_STAFF.board, since)), SLOW).not.toBeNull()
  const url = new URL(link!)
  await page.goto(`${url.pathname}${url.search}`)
  await page.waitForURL(`**${STAFF_PAGES.due}`, SERVER)

  for (const p of people) {
    const sent = await page.request.post('/api/contact', { data: contactBody(p.who, p.email, p.company) })
    expect(sent.status(), await sent.text()).toBe(200)
  }
  for (const p of people) {
    const found = (await (await page.request.get(`/api/staff/leads?q=${encodeURIComponent(p.email)}`)).json()) as LeadList
    ids.set(p.who, found.items[0]!.id)
  }
  await page.goto(leadPageHref(ids.get('Keys')!))
  await page.getByLabel(words.lead.value).fill('4500')
  await page.getByRole('button', { name: words.lead.save }).click()
  await expect(page.getByRole('status').filter({ hasText: words.frame.saved })).toBeVisible(SERVER)
})

test('the board lists them in the first status with its count and value, clean at 1280 and 390 px', async () => {
  await openBoard()
  for (const p of people) await expect(column(FIRST!.id).locator(`[data-card="${ids.get(p.who)}"]`)).toBeVisible()
  await expect(card('Keys')).toContainText('$4,500')
  const list = (await (await page.request.get('/api/staff/board')).json()) as {
    columns: { status: string; count: number; value: number }[]
  }
  const first = list.columns.find((c) => c.status === FIRST!.id)!
  await expect(column(FIRST!.id)).toContainText(fill(words.board.count, { count: first.count }))
  await expect(column(FIRST!.id)).toContainText(`$${first.value.toLocaleString('en-AU')}`)
  await axeClean(page, 'board')
  await page.setViewportSize({ width: 1280, height: 800 })
})

test('a card moves to the next status by keyboard: its handle focused, the right arrow key', async () => {
  await openBoard()
  await grip('Keys').focus()
  const saved = page.waitForResponse((r) => r.url().includes(`/api/staff/leads/${ids.get('Keys')}`) && r.request().method() === 'PATCH')
  await page.keyboard.press('ArrowRight')
  expect((await saved).status()).toBe(200)
  await expect(column(SECOND!.id).locator(`[data-card="${ids.get('Keys')}"]`)).toBeVisible()
  // The handle keeps the focus in its new column: the next arrow moves it on.
  await expect(grip('Keys')).toBeFocused()
  await expect(
    page.getByRole('status').filter({ hasText: fill(words.board.moved, { name: nameOf('Keys'), status: SECOND!.label }) }),
  ).toBeAttached()
  await openBoard()
  await expect(column(SECOND!.id).locator(`[data-card="${ids.get('Keys')}"]`)).toBeVisible()
})

test('a card moves by pointer: its handle dragged onto another column, at 1280 px', async () => {
  await openBoard()
  const saved = page.waitForResponse((r) => r.url().includes(`/api/staff/leads/${ids.get('Mouse')}`) && r.request().method() === 'PATCH')
  await drag(grip('Mouse'), column(THIRD!.id))
  expect((await saved).status()).toBe(200)
  await expect(column(THIRD!.id).locator(`[data-card="${ids.get('Mouse')}"]`)).toBeVisible()
  await openBoard()
  await expect(column(THIRD!.id).locator(`[data-card="${ids.get('Mouse')}"]`)).toBeVisible()
  // The move is the status change staff make on the lead page: in its history.
  await page.goto(leadPageHref(ids.get('Mouse')!))
  await expect(page.locator('#lead-status')).toHaveValue(THIRD!.id, SERVER)
})

test('a card moves by pointer on a phone (390 px): dragged onto the next column in view', async () => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openBoard()
  const saved = page.waitForResponse((r) => r.url().includes(`/api/staff/leads/${ids.get('Phone')}`) && r.request().method() === 'PATCH')
  await drag(grip('Phone'), column(SECOND!.id))
  expect((await saved).status()).toBe(200)
  await expect(column(SECOND!.id).locator(`[data-card="${ids.get('Phone')}"]`)).toBeVisible()
  await openBoard()
  await expect(column(SECOND!.id).locator(`[data-card="${ids.get('Phone')}"]`)).toBeAttached()
})

test('the lead page with its value and the inbox after the moves are clean at 1280 and 390 px', async () => {
  await page.goto(leadPageHref(ids.get('Keys')!))
  await expect(page.getByLabel(words.lead.value)).toHaveValue('4500', SERVER)
  await axeClean(page, 'board-lead')
  await page.goto(STAFF_PAGES.inbox)
  await expect(page.getByRole('link', { name: nameOf('Keys') })).toBeVisible(SERVER)
  await axeClean(page, 'board-inbox')
})
