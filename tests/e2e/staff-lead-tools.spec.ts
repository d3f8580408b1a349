// The lead page's tools of issue 35 in Chromium, against the built site and its functions (the
// Playwright web server; emails land in the local mail sink): two leads with the same mobile written two
// ways are marked in the inbox as possible duplicates; on the first one's page staff write an email from
// a template (picked, then edited) and send it: it is in the sink from the agency with Reply-To the staff
// member, and in the timeline; then they merge the suggested duplicate, confirmed, and the page shows
// both submissions and the merge; an old link to the merged lead opens the one it went into. axe finds nothing; screenshots at 390 and 1280 px go to
// STAFF_SHOTS_DIR when it is set. Every label comes from src/generated/ (content), never typed here.
import { expect, test, type Page } from '@playwright/test'
import { E2E_STAFF } from '../../scripts/lib/e2e-staff-addresses.ts'
import type { LeadList } from '../../schemas/staff-api-types.ts'
import { site } from '../../src/generated/site.ts'
import { staffConsole as words } from '../../src/generated/staff-console.ts'
import { fill } from '../../src/staff/copy.ts'
import { leadPageHref, STAFF_PAGES } from '../../src/lib/staff-routes.ts'
import { validContact } from '../functions/harness.ts'
import { axeClean, mailsTo, signInByMail } from './staff-harness.ts'

const MAIL_DIR = process.env.LEADS_MAIL_SINK ?? '.netlify/mail'
const SERVER = { timeout: 20_000 }

test.describe.configure({ mode: 'serial' })
test.use({ trace: 'retain-on-failure' })

const runId = Date.now().toString(36)
// A name is letters only (the contact form refuses digits in one).
const tag = runId.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)
// A mobile of this run's own (the suite's store keeps earlier runs' leads), written two ways.
const mobile = `0412${String(Date.now()).slice(-6)}`
const kept = { firstName: 'Kai', lastName: `Keeper${tag}`, email: `kai.keeper.${runId}@acme.com.au`, phone: mobile }
const twin = { firstName: 'Kai', lastName: `Twin${tag}`, email: `kai.twin.${runId}@acme.com.au`, phone: `+61 ${mobile.slice(1)}` }

let page: Page
let keptId = ''
let twinId = ''

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
})
test.afterAll(async () => page.close())

test('two leads with one mobile are marked as possible duplicates in the inbox', async () => {
  await signInByMail(page, MAIL_DIR, E2E_STAFF.leadTools)
  for (const who of [kept, twin]) {
    const res = await page.request.post('/api/contact', { data: validContact({ ...who, company: `${who.lastName} Co` }) })
    expect(res.status(), await res.text()).toBe(200)
  }
  const idOf = async (email: string) =>
    ((await (await page.request.get(`/api/staff/leads?q=${encodeURIComponent(email)}`)).json()) as LeadList).items[0]!.id
  ;[keptId, twinId] = [await idOf(kept.email), await idOf(twin.email)]
  await page.goto(`${STAFF_PAGES.inbox}?q=${tag}`)
  const row = page.getByRole('row').filter({ hasText: kept.email })
  await expect(row.getByText(words.duplicates.inbox)).toBeVisible(SERVER)
  await axeClean(page, 'lead-tools-inbox')
})

test('an email written from a template on the lead page reaches them from the agency, replies to staff, and is in the timeline', async () => {
  test.setTimeout(90_000)
  await page.goto(leadPageHref(keptId))
  const template = words.emailTemplates.items[0]!
  await page.getByLabel(words.leadEmail.template).selectOption({ label: template.name })
  await expect(page.getByLabel(words.leadEmail.subject)).toHaveValue(template.subject)
  const message = page.getByLabel(words.leadEmail.text)
  await expect(message).toHaveValue(new RegExp(kept.firstName))
  await message.fill(`${await message.inputValue()}\nP.S. Reference ${runId}.`)
  await axeClean(page, 'lead-tools-email')
  const since = Date.now() - 1000
  await page.getByRole('button', { name: words.leadEmail.send }).click()
  await expect(page.getByText(words.leadEmail.sent)).toBeVisible(SERVER)
  await expect(page.getByText(fill(words.history.email, { subject: template.subject }))).toBeVisible(SERVER)
  await expect(page.getByLabel(words.leadEmail.subject)).toHaveValue('')

  await expect.poll(() => mailsTo(MAIL_DIR, kept.email, since).find((m) => m.subject === template.subject), SERVER).toBeTruthy()
  const mail = mailsTo(MAIL_DIR, kept.email, since).find((m) => m.subject === template.subject)!
  expect(mail.replyTo).toContain(E2E_STAFF.leadTools)
  expect(/^From: (.*)$/im.exec(mail.raw)?.[1]).toContain(site.contact.email)
  expect(mail.body).toContain(`Reference ${runId}.`)
})

test('a refused email shows the reason and sends nothing', async () => {
  await page.getByLabel(words.leadEmail.subject).fill('')
  await page.getByLabel(words.leadEmail.text).fill('Hello')
  await page.getByRole('button', { name: words.leadEmail.send }).click()
  await expect(page.locator('#lead-email-error')).not.toBeEmpty(SERVER)
})

test('the suggested duplicate is merged into the lead, after a confirmation', async () => {
  await page.goto(leadPageHref(keptId))
  const box = page.getByRole('region', { name: words.duplicates.heading })
  await expect(box).toContainText(twin.email, SERVER)
  await box.getByRole('listitem').filter({ hasText: twin.email }).getByRole('button', { name: words.duplicates.merge }).click()
  await expect(box.getByText(fill(words.duplicates.confirm, { name: `${twin.firstName} ${twin.lastName}` }))).toBeVisible()
  await axeClean(page, 'lead-tools-merge')
  await box.getByRole('button', { name: words.duplicates.confirmButton }).click()
  await expect(page.getByRole('region', { name: words.duplicates.heading })).toHaveCount(0, SERVER)
  const name = `${twin.firstName} ${twin.lastName}`
  await expect(page.getByText(fill(words.history.merge, { name }))).toBeVisible(SERVER)
  const detail = (await (await page.request.get(`/api/staff/leads/${keptId}`)).json()) as { submissions: unknown[] }
  expect(detail.submissions).toHaveLength(2)
  await axeClean(page, 'lead-tools-merged')
  // An old link to the merged lead opens the lead it went into.
  await page.goto(leadPageHref(twinId))
  await page.waitForURL(`**${leadPageHref(keptId)}`, SERVER)
  await expect(page.getByRole('heading', { level: 1, name: `${kept.firstName} ${kept.lastName}` })).toBeVisible(SERVER)
})
