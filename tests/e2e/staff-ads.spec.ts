// /staff/ads/ end to end (issue 38), in Chromium against the built site and its functions: a visitor's
// contact form reaches Meta (the suite's server sends Meta's events to its local receiver); a Won with the
// lead's value is recorded into the server's store by this process through a channel pointed at a local
// stand-in for Google's token endpoint and events:ingest, which answers 400 (real HTTP); and a Qualified
// under Global Privacy Control is held. The page shows the funnel beside each platform's accepted count,
// the failed event with Google's words, the held one and why; the lead page lists its own and sends the
// failed one again (the server has no Google setup: it fails again, with the reason). axe at 390 and
// 1280 px; screenshots of both to STAFF_SHOTS_DIR when it is set. Labels come from src/generated/.
import { expect, test, type Page } from '@playwright/test'
import { startLocalBlobs } from '../../netlify/lib/blobs.ts'
import { recordConversion } from '../../netlify/lib/conversions/record-conversion.ts'
import { deliveriesSettled, notifier } from '../../netlify/lib/site-outbox.ts'
import { E2E_STAFF } from '../../scripts/lib/e2e-staff-addresses.ts'
import type { ConversionList, LeadList } from '../../schemas/staff-api-types.ts'
import { contactForm } from '../../src/generated/forms.ts'
import { staffConsole as words } from '../../src/generated/staff-console.ts'
import { leadPageHref, STAFF_PAGES } from '../../src/lib/staff-routes.ts'
import { googleReceivers } from '../functions/ad-receivers.ts'
import { axeClean, signInLinkIn } from './staff-harness.ts'

const BLOBS_DIR = process.env.BLOBS_DIR ?? '.tmp/e2e-blobs'
const MAIL_DIR = process.env.LEADS_MAIL_SINK ?? '.netlify/mail'
const SERVER = { timeout: 20_000 }
const SLOW = { timeout: 60_000, intervals: [500, 1000, 2000] }
const GOOGLE_ERROR = 'Request contains an invalid argument: the conversion action is not enabled.'

test.describe.configure({ mode: 'serial' })
test.use({ trace: 'retain-on-failure' })

const runId = Date.now().toString(36)
const email = `ads.page.${runId}@acme.com.au`
let page: Page
let personId: string

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
})
test.afterAll(async () => page.close())

test('staff sign in, and a visitor sends the contact form', async ({ browser }) => {
  test.setTimeout(120_000)
  const since = Date.now() - 1000
  await page.goto(STAFF_PAGES.signIn)
  await page.getByLabel(words.signIn.email).fill(E2E_STAFF.ads)
  await page.getByRole('button', { name: words.signIn.submit }).click()
  let link: string | null = null
  await expect.poll(() => (link = signInLinkIn(MAIL_DIR, E2E_STAFF.ads, since)), SLOW).not.toBeNull()
  const url = new URL(link!)
  await page.goto(`${url.pathname}${url.search}`)
  await page.waitForURL(`**${STAFF_PAGES.due}`, SERVER)

  const visitor = await browser.newPage()
  await visitor.goto('/contact/')
  await expect(visitor.locator('[data-ready]')).toBeAttached(SERVER)
  await visitor.locator('#contact-firstName').fill('Ada')
  await visitor.locator('#contact-lastName').fill('Adsworth')
  await visitor.locator('#contact-email').fill(email)
  await visitor.locator('#contact-phone').fill('0412 345 678')
  await visitor.locator('#contact-company').fill(`Ads Co ${runId}`)
  await visitor.locator('#contact-industry').selectOption({ index: 1 })
  await visitor.locator('#contact-challenges').fill('Which ads work?')
  await visitor.getByRole('button', { name: contactForm.submitLabel }).click()
  await visitor.waitForURL(new RegExp(`${contactForm.successUrl}/?$`), { waitUntil: 'commit', timeout: 30_000 })
  await visitor.close()
  await expect
    .poll(
      async () => ((await (await page.request.get(`/api/staff/leads?q=${encodeURIComponent(email)}`)).json()) as LeadList).items.length,
      SLOW,
    )
    .toBe(1)
  personId = ((await (await page.request.get(`/api/staff/leads?q=${encodeURIComponent(email)}`)).json()) as LeadList).items[0]!.id
})

test('a Won Google refused and a Qualified held under GPC are recorded in the server’s store', async () => {
  const google = await googleReceivers()
  google.ingest.statuses.push({ status: 400, body: { error: { code: 400, message: GOOGLE_ERROR, status: 'INVALID_ARGUMENT' } } })
  const blobs = await startLocalBlobs(process.cwd(), BLOBS_DIR)
  const context = process.env.NETLIFY_BLOBS_CONTEXT
  process.env.NETLIFY_BLOBS_CONTEXT = blobs.context
  try {
    // Only Google set up in this process: the Won goes there alone, as the server's outbox would send it.
    const box = notifier({ env: { ...google.env, LEADS_MAIL_SINK: MAIL_DIR } })
    const person = { email, phone: '0412 345 678' }
    await recordConversion(
      {
        event: 'Won',
        eventId: `won-${personId}`,
        at: new Date(),
        person,
        ads: { allowed: true },
        subject: { leadId: personId },
        value: 12000,
      },
      { notifier: box },
    )
    await recordConversion(
      {
        event: 'Qualified',
        eventId: `qualified-${personId}`,
        at: new Date(),
        person,
        ads: { allowed: false, reason: 'gpc' },
        subject: { leadId: personId },
      },
      { notifier: box },
    )
    await deliveriesSettled()
    expect(google.ingest.received).toHaveLength(1)
  } finally {
    process.env.NETLIFY_BLOBS_CONTEXT = context
    await blobs.close()
    await google.close()
  }
  const list = (await (await page.request.get(`/api/staff/conversions?lead=${personId}`)).json()) as ConversionList
  expect(list.items.find((i) => i.stage === 'Won' && i.platform === 'google-ads')).toMatchObject({ state: 'failed', value: 12000 })
})

test('/staff/ads/ shows the funnel beside each platform, the failed event with Google’s words and the held one', async () => {
  await page.goto(STAFF_PAGES.ads)
  await expect(page.getByRole('heading', { level: 1, name: words.ads.heading })).toBeVisible(SERVER)
  const reconciliation = page.getByRole('region', { name: words.ads.reconciliation }).first()
  await expect(reconciliation.getByRole('columnheader', { name: words.ads.funnel })).toBeVisible(SERVER)
  await expect(reconciliation.getByRole('row', { name: /^Won\b/ })).toBeVisible()
  const events = page.getByRole('region', { name: words.ads.events }).first()
  // This run's lead: its lines link to its page (named by the person's name).
  const mine = events.getByRole('listitem').filter({ has: page.locator(`a[href="${leadPageHref(personId)}"]`) })
  const failed = mine.filter({ hasText: GOOGLE_ERROR })
  await expect(failed).toBeVisible(SERVER)
  await expect(failed).toContainText(words.ads.failed)
  await expect(failed).toContainText('12000')
  await expect(mine.filter({ hasText: words.ads.gpc }).first()).toBeVisible()
  // The contact form's Lead, accepted by Meta (the server's receiver).
  await expect(mine.filter({ hasText: words.ads.meta }).filter({ hasText: words.ads.accepted }).first()).toBeVisible()
  await axeClean(page, 'ads')
})

test('the lead page lists its own, and sends the failed one again', async () => {
  await page.goto(leadPageHref(personId))
  const own = page.getByRole('region', { name: words.ads.leadHeading, exact: true }).first()
  const failed = own.getByRole('listitem').filter({ hasText: GOOGLE_ERROR })
  await expect(failed).toBeVisible(SERVER)
  await axeClean(page, 'lead-ads')
  await failed.getByRole('button', { name: words.ads.retry }).click()
  // The server has no Google setup: sent again, it fails again with the reason it gives, still to be sent again.
  const again = own.getByRole('listitem').filter({ hasText: 'GOOGLE_ADS_CONVERSION_ACTIONS' })
  await expect(again).toBeVisible(SERVER)
  await expect(again.getByRole('button', { name: words.ads.retry })).toBeVisible()
})
