// Due and tasks end to end, in Chromium against the built site and its functions (the suite's
// server): signed in through the emailed link, the console opens on Due; a contact form just sent
// shows there as the reply owed to its lead, whose owner is the shared inbox; on the lead page a task
// is added for another team member and shows in its tasks and in Due, then is marked done; the reply
// is marked done from Due with one click and leaves it. axe finds nothing at 1280 and 390 px (the
// screenshots go to STAFF_SHOTS_DIR when it is set). Every label comes from src/generated/ (content).
import { expect, test, type Page } from '@playwright/test'
import { E2E_STAFF } from '../../scripts/lib/e2e-staff-addresses.ts'
import { site } from '../../src/generated/site.ts'
import { staffConsole as words } from '../../src/generated/staff-console.ts'
import { team } from '../../src/generated/team.ts'
import { STAFF_PAGES } from '../../src/lib/staff-routes.ts'
import { letteredName } from '../../scripts/lib/lettered-name.ts'
import { fill } from '../../src/staff/copy.ts'
import { axeClean, sendContactForm, signInByMail } from './staff-harness.ts'

const MAIL_DIR = process.env.LEADS_MAIL_SINK ?? '.netlify/mail'
const SERVER = { timeout: 20_000 }

test.describe.configure({ mode: 'serial' })

const runId = Date.now().toString(36)
const lead = { firstName: letteredName('Dua', runId), lastName: 'Duebright', email: `dua.${runId}@acme.com.au` }
const leadName = `${lead.firstName} ${lead.lastName}`
const other = team[1]!
let page: Page

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
})
test.afterAll(async () => page.close())

/** The card of Due that names this lead and says `what`. */
const card = (what: string) => page.locator('article').filter({ hasText: leadName }).filter({ hasText: what })

test('the console opens on Due, which shows the reply a contact form was promised', async ({ browser }) => {
  test.setTimeout(120_000)
  const visitor = await sendContactForm(browser, { ...lead, company: `Due Co ${runId}` })
  await visitor.close()

  await signInByMail(page, MAIL_DIR, E2E_STAFF.due)
  await expect(page.getByRole('navigation', { name: words.frame.nav }).getByRole('link').first()).toHaveText(words.frame.due)

  const reply = card(site.promises.reply!.label)
  await expect(reply).toBeVisible(SERVER)
  await expect(reply).toContainText(words.due.sharedInbox)
  await expect(reply).toContainText(words.due.kindOwed)
  await axeClean(page, 'due')
})

test('a task added on the lead page for another member shows there and in Due, and is marked done', async () => {
  await card(site.promises.reply!.label).getByRole('link', { name: leadName }).click()
  await expect(page.getByRole('heading', { level: 1, name: leadName })).toBeVisible(SERVER)
  const owed = page.getByRole('region', { name: words.due.owed })
  await expect(owed).toContainText(site.promises.reply!.label)

  const tasks = page.getByRole('region', { name: words.due.tasks })
  await expect(tasks).toContainText(words.due.noTasks)
  await tasks.getByLabel(words.due.taskText).fill(`Send the audit ${runId}`)
  await tasks.getByLabel(words.due.taskDue).fill('2030-03-04T10:30')
  await tasks.getByLabel(words.due.taskOwner).selectOption(other.id)
  await tasks.getByRole('button', { name: words.due.addTask }).click()
  const row = tasks.getByRole('listitem').filter({ hasText: `Send the audit ${runId}` })
  await expect(row).toBeVisible(SERVER)
  await expect(row).toContainText(other.name)
  await axeClean(page, 'lead-tasks')

  await page.goto(STAFF_PAGES.due)
  const inDue = card(`Send the audit ${runId}`)
  await expect(inDue).toBeVisible(SERVER)
  await expect(inDue).toContainText(words.due.kindTask)
  await expect(inDue).toContainText(other.name)
  await expect(page.getByRole('region', { name: new RegExp(words.due.later) })).toContainText(`Send the audit ${runId}`)

  await inDue.getByRole('link', { name: leadName }).click()
  await expect(row).toBeVisible(SERVER)
  await row.getByRole('button', { name: words.due.markDone }).click()
  await expect(row.getByRole('button', { name: words.due.reopen })).toBeVisible(SERVER)
  // The timeline has the task and its completion.
  await expect(page.getByRole('region', { name: words.lead.timeline })).toContainText(
    fill(words.history.taskDone, { after: `Send the audit ${runId}` }),
  )
})

test('one click in Due marks the reply done, and it leaves Due', async () => {
  await page.goto(STAFF_PAGES.due)
  const reply = card(site.promises.reply!.label)
  await expect(reply).toBeVisible(SERVER)
  await reply.getByRole('button', { name: words.due.markDone }).click()
  await expect(reply).toHaveCount(0, SERVER)
  await expect(card(`Send the audit ${runId}`)).toHaveCount(0)
})
