// Ad clicks and the visitor's choice, in Chromium against the built site
// (docs/advertising-and-conversions.md): a visit that lands from an ad keeps its
// click ids with the lead, and the pixel's Lead carries the event id the server
// stored; Global Privacy Control (the page's flag and the Sec-GPC header) and the
// footer's opt-out send `adsOptOut` and make no pixel call; every form page shows
// the collection notice. The lead is read back from the e2e server's Blobs store.
// The pixel's calls are recorded by an fbq the test defines before the page's
// scripts run: the pixel takes an fbq that exists, as Meta's snippet does. The
// pixel assertions need a build with a pixel (META_PIXEL_ID=<any> npm run build).
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { openLocalLeadStore } from '../../netlify/lib/leads/lead-store.ts'
import type { StoredSubmission } from '../../schemas/lead.ts'
import { contactForm } from '../../src/generated/forms.ts'
import { pages } from '../../src/generated/pages.ts'
import { site } from '../../src/generated/site.ts'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const BLOBS_DIR = process.env.BLOBS_DIR ?? '.tmp/e2e-blobs'
const LEAVE = { timeout: 30_000 }
const hasPixel = !!site.embeds.pixel.id

/** The stored contact submission of this lead, once it is there. */
async function storedSubmission(leadId: string): Promise<StoredSubmission> {
  let found: StoredSubmission | undefined
  await expect
    .poll(
      async () => {
        const local = await openLocalLeadStore(repoRoot, BLOBS_DIR)
        try {
          found = (await local.store.list({ form: 'contact' })).find((s) => s.leadId === leadId)
        } finally {
          await local.close()
        }
        return !!found
      },
      { timeout: 30_000, intervals: [300, 600, 1000] },
    )
    .toBe(true)
  return found!
}

/** Every fbq call of the visit, across page loads. */
async function recordPixel(page: Page): Promise<unknown[][]> {
  const calls: unknown[][] = []
  await page.exposeBinding('__recordFbq', (_source, args: unknown[]) => void calls.push(args))
  await page.addInitScript(() => {
    const w = window as unknown as { fbq: (...a: unknown[]) => void; __recordFbq: (a: unknown[]) => void }
    w.fbq = (...args: unknown[]) => w.__recordFbq(args)
  })
  // Meta's script is never fetched: the recorder is the fbq, and nothing leaves the machine.
  await page.route(/connect\.facebook\.net/, (route) => route.abort())
  return calls
}

/** Every JSON body POSTed to /api/contact. */
function contactPosts(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/contact') bodies.push(r.postDataJSON() as Record<string, unknown>)
  })
  return bodies
}

async function sendContact(page: Page) {
  await page.goto('/contact/')
  await expect(page.locator('[data-island-ready="true"], form').first()).toBeVisible()
  const values: Record<string, string> = {
    firstName: 'Ana',
    lastName: 'Nguyen',
    email: 'ana@acme.com.au',
    phone: '0412 345 678',
    company: 'Acme Pty Ltd',
    website: 'acme.com.au',
    challenges: 'Our leads dried up.',
  }
  for (const [k, v] of Object.entries(values)) await page.locator(`#contact-${k}`).fill(v)
  await page.locator('#contact-industry').selectOption(contactForm.fields.industry.options[0]!.value)
  await page.getByRole('button', { name: contactForm.submitLabel }).click()
  await page.waitForURL(new RegExp(`${contactForm.successUrl}/?$`), LEAVE)
}

test('a visit from an ad keeps its clicks with the lead, and the pixel Lead carries the stored event id', async ({ page }) => {
  const calls = await recordPixel(page)
  const posts = contactPosts(page)
  const before = Date.now()
  await page.goto('/?gclid=G1&fbclid=F1&utm_source=google')
  await sendContact(page)
  expect(posts).toHaveLength(1)
  const stored = await storedSubmission(posts[0]!.leadId as string)
  const { first, last } = stored.attribution.clicks ?? {}
  expect(first).toMatchObject({ gclid: 'G1', fbclid: 'F1' })
  expect(last).toEqual(first)
  const [, ms] = /^fb\.1\.(\d+)\.F1$/.exec(first!.fbc ?? '') ?? []
  expect(Number(ms)).toBeGreaterThanOrEqual(before - 1000)
  expect(Number(ms)).toBeLessThanOrEqual(Date.now())
  expect(stored.attribution.utm_source).toBe('google')
  expect(stored.ads).toEqual({ allowed: true })
  expect(stored.eventId).toBeTruthy()
  expect(stored.eventId).toBe(posts[0]!.eventId)
  if (hasPixel) {
    const lead = calls.find((c) => c[0] === 'track' && c[1] === 'Lead')
    expect(lead, 'the pixel sent Lead').toBeDefined()
    expect(lead![3]).toEqual({ eventID: stored.eventId })
  }
})

test.describe('with Global Privacy Control', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } })

  test('the form sends adsOptOut, the server keeps the lead not allowed, and the pixel is never called', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
    const calls = await recordPixel(page)
    const posts = contactPosts(page)
    await page.goto('/?gclid=G2')
    await sendContact(page)
    expect(posts[0]!.adsOptOut).toBe(true)
    const stored = await storedSubmission(posts[0]!.leadId as string)
    expect(stored.ads).toEqual({ allowed: false, reason: 'gpc' })
    expect(stored.attribution.clicks?.first?.gclid).toBe('G2')
    expect(calls).toEqual([])
  })
})

test('the footer opt-out is a keyboard toggle that says its state; after it the form sends adsOptOut and no pixel call', async ({
  page,
}) => {
  const calls = await recordPixel(page)
  const posts = contactPosts(page)
  await page.goto('/')
  const button = page.locator('button[data-ads-opt-out]')
  await expect(button).toHaveText(site.ads.optOut.share)
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(button).toHaveText(site.ads.optOut.stopped)
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  calls.length = 0
  await sendContact(page)
  expect(posts[0]!.adsOptOut).toBe(true)
  const stored = await storedSubmission(posts[0]!.leadId as string)
  expect(stored.ads).toEqual({ allowed: false, reason: 'opt-out' })
  expect(calls).toEqual([])
  // Remembered, and undone by the same link.
  const again = page.locator('button[data-ads-opt-out]')
  await expect(again).toHaveAttribute('aria-pressed', 'true')
  await again.focus()
  await page.keyboard.press('Space')
  await expect(again).toHaveText(site.ads.optOut.share)
})

const FORM_SECTIONS = ['contact-form', 'growth-wizard', 'onboarding-wizard', 'booking']
const formPages = pages.filter((p) => p.sections.some((s) => FORM_SECTIONS.includes(s.type))).map((p) => p.route)

test('every form page shows the collection notice with its privacy link', async ({ page }) => {
  expect(formPages.length).toBeGreaterThan(0)
  for (const route of formPages) {
    await page.goto(route)
    const notice = page.locator('[data-collection-notice]')
    await expect(notice, route).toBeVisible()
    await expect(notice).toContainText(site.ads.notice)
    await expect(notice.getByRole('link', { name: site.ads.privacyLink.label })).toBeVisible()
  }
})
