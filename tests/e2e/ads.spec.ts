// Ad clicks and the visitor's choice, in Chromium against the built site
// (docs/advertising-and-conversions.md): a visit that lands from an ad keeps its
// click ids with the lead, and the pixel's Lead carries the event id of the
// server's Conversions API event; Global Privacy Control (the page's flag and the
// Sec-GPC header) and the footer's opt-out send `adsOptOut`, load no pixel and
// make no pixel call; the booking's manage page (a token in its address) loads no
// pixel and sends no Referer; every form page shows the collection notice. The lead is
// read back from the e2e server's Blobs store.
//
// The pixel in a default build. The suite's build has no pixel, and must keep
// none (the audit requires no third party on any page of the default build, and
// the other specs assume none), and a second build with META_PIXEL_ID is too slow
// for the default run. So each page of these tests is given, in the browser, what
// a build with META_PIXEL_ID adds and nothing else: the two <meta> tags +Head.tsx
// writes for the pixel (from pixelFrom, the build's own rule) and the origins
// cspSources adds to the page's Content-Security-Policy. The site's own code
// (src/enhance/pixel.ts) then runs as on such a build: it installs Meta's queue
// and loads Meta's script, whose URL is answered by a stand-in that takes the
// queue and every later call as fbevents.js does, and records them. No test-only
// path exists in the site's code, and nothing leaves the machine.
// The server's event is Meta's: the e2e server's META_GRAPH_URL points at a local
// receiver (playwright.config.ts, tests/e2e/meta-capi-receiver.ts), asked here
// what it received.
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { openLocalLeadStore } from '../../netlify/lib/leads/lead-store.ts'
import { contactOptions, type StoredSubmission } from '../../schemas/lead.ts'
import { contactForm } from '../../src/generated/forms.ts'
import { pages } from '../../src/generated/pages.ts'
import { site } from '../../src/generated/site.ts'
import { pixelFrom } from '../../src/lib/ad-destinations.ts'
import { cspSources } from '../../scripts/lib/headers-file.ts'
import { E2E_META_GRAPH_URL, E2E_META_PIXEL_ID } from '../../playwright.config.ts'
import { enhanced } from './helpers.ts'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const BLOBS_DIR = process.env.BLOBS_DIR ?? '.tmp/e2e-blobs'
const LEAVE = { timeout: 30_000 }
/** The site as a build with META_PIXEL_ID set to the e2e server's pixel would have it. */
const pixelSite = { ...site, embeds: { ...site.embeds, pixel: pixelFrom({ META_PIXEL_ID: E2E_META_PIXEL_ID }, site.embeds.pixel) } }
const pixelScript = pixelSite.embeds.pixel.scriptUrl!

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

const escapeAttribute = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** A page's Content-Security-Policy with the origins a build with the pixel adds (cspSources). */
function withPixelSources(csp: string): string {
  const added = cspSources(pixelSite)
  const more: Record<string, string[]> = { 'script-src': added.scripts, 'connect-src': added.connect, 'img-src': added.images }
  return csp
    .split(';')
    .map((d) => d.trim())
    .map((d) => (more[d.split(' ')[0]!]?.length ? `${d} ${more[d.split(' ')[0]!]!.join(' ')}` : d))
    .join('; ')
}

/**
 * Gives every page of the site what a build with META_PIXEL_ID adds (see the header), and answers Meta's
 * script with a stand-in that records each call it is given. Returns the calls, across page loads, and
 * how many times Meta's script was asked for.
 */
async function withBuiltPixel(page: Page): Promise<{ calls: unknown[][]; scriptLoads: () => number }> {
  const calls: unknown[][] = []
  let scriptLoads = 0
  await page.exposeBinding('__metaPixelCall', (_source, args: unknown[]) => void calls.push(args))
  const origin = new URL(test.info().project.use.baseURL!).origin
  await page.route(
    (url) => url.origin === origin,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch({ maxRedirects: 0 })
      const type = response.headers()['content-type'] ?? ''
      if (!response.ok() || !type.startsWith('text/html')) return route.fulfill({ response })
      const tags =
        `<meta name="ad-pixel-id" content="${escapeAttribute(pixelSite.embeds.pixel.id!)}">` +
        `<meta name="ad-pixel-script" content="${escapeAttribute(pixelScript)}">`
      // The body is given decoded and longer: its length and encoding are the fulfilment's to set.
      const { 'content-length': _length, 'content-encoding': _encoding, ...headers } = response.headers()
      await route.fulfill({
        response,
        body: (await response.text()).replace('</head>', `${tags}</head>`),
        headers: { ...headers, 'content-security-policy': withPixelSources(headers['content-security-policy'] ?? '') },
      })
    },
  )
  // Meta's fbevents.js takes the stub's queue, then every call (callMethod); so does this stand-in.
  await page.route(pixelScript, (route) => {
    scriptLoads++
    return route.fulfill({
      contentType: 'application/javascript',
      body: `(() => { const f = window.fbq; for (const a of f.queue.splice(0)) window.__metaPixelCall(a); f.callMethod = (...a) => window.__metaPixelCall(a) })()`,
    })
  })
  return { calls, scriptLoads: () => scriptLoads }
}

/** The Conversions API events the e2e server sent to its Meta receiver, with the pixel each was sent for. */
async function metaServerEvents(): Promise<{ pixelId: string; event: Record<string, unknown> }[]> {
  const received = (await (await fetch(`${E2E_META_GRAPH_URL}/received`)).json()) as {
    pixelId: string
    body: { data?: Record<string, unknown>[] }
  }[]
  return received.flatMap((r) => (r.body.data ?? []).map((event) => ({ pixelId: r.pixelId, event })))
}

/** Every JSON body POSTed to /api/contact. */
function contactPosts(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/contact') bodies.push(r.postDataJSON() as Record<string, unknown>)
  })
  return bodies
}

/** `email`: a refusal (GPC, the opt-out) is kept per person, so a test that expects its Lead sent uses an address of its own. */
async function sendContact(page: Page, beforeSubmit?: () => Promise<void>, email = 'ana@acme.com.au') {
  await page.goto('/contact/')
  // The form's island hydrates after the first paint (scripts/lib/first-paint.ts): filled before, it would be lost.
  await expect(page.locator('[data-ready]')).toBeAttached({ timeout: 20_000 })
  await beforeSubmit?.()
  const values: Record<string, string> = {
    firstName: 'Ana',
    lastName: 'Nguyen',
    email,
    phone: '0412 345 678',
    company: 'Acme Pty Ltd',
    website: 'acme.com.au',
    challenges: 'Our leads dried up.',
  }
  for (const [k, v] of Object.entries(values)) await page.locator(`#contact-${k}`).fill(v)
  await page.locator('#contact-industry').selectOption(contactOptions(contactForm, 'industry')[0]!.value)
  await page.getByRole('button', { name: contactForm.submitLabel }).click()
  await page.waitForURL(new RegExp(`${contactForm.successUrl}/?$`), LEAVE)
}

test('a visit from an ad keeps its clicks with the lead, and the pixel Lead carries the event id of the server event', async ({ page }) => {
  const { calls } = await withBuiltPixel(page)
  const posts = contactPosts(page)
  const before = Date.now()
  await page.goto('/?gclid=G1&fbclid=F1&utm_source=google')
  // The landing page's script keeps the clicks; it runs after the first paint (scripts/lib/first-paint.ts).
  await enhanced(page)
  // Meta's script (the stand-in) has taken the queue before the Lead: a Lead queued as the page leaves is Meta's loss, not this test's.
  await sendContact(
    page,
    () => page.waitForFunction(() => typeof window.fbq?.callMethod === 'function').then(() => {}),
    `ana.${Date.now()}@acme.com.au`,
  )
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

  expect(calls[0]).toEqual(['init', E2E_META_PIXEL_ID])
  const lead = calls.find((c) => c[0] === 'track' && c[1] === 'Lead')
  expect(lead, 'the pixel sent Lead').toBeDefined()
  const eventID = (lead![3] as { eventID?: string }).eventID
  // The server's Lead of this submission, as Meta's Conversions API received it.
  let server: { pixelId: string; event: Record<string, unknown> } | undefined
  await expect
    .poll(
      async () => {
        server = (await metaServerEvents()).find((e) => e.event.event_name === 'Lead' && e.event.event_id === stored.eventId)
        return !!server
      },
      { message: "the server's Lead reached the Meta receiver", timeout: 30_000, intervals: [300, 600, 1000] },
    )
    .toBe(true)
  expect(eventID).toBe(server!.event.event_id)
  expect(server!.pixelId).toBe(E2E_META_PIXEL_ID)
  expect((server!.event.user_data as { fbc?: string }).fbc).toBe(first!.fbc)
})

test.describe('with Global Privacy Control', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } })

  test('the form sends adsOptOut, the server keeps the lead not allowed, and the pixel is never called', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
    const { calls, scriptLoads } = await withBuiltPixel(page)
    const posts = contactPosts(page)
    await page.goto('/?gclid=G2')
    await enhanced(page)
    await sendContact(page)
    expect(posts[0]!.adsOptOut).toBe(true)
    const stored = await storedSubmission(posts[0]!.leadId as string)
    expect(stored.ads).toEqual({ allowed: false, reason: 'gpc' })
    expect(stored.attribution.clicks?.first?.gclid).toBe('G2')
    expect(calls).toEqual([])
    expect(scriptLoads()).toBe(0)
    expect(await page.evaluate(() => typeof window.fbq)).toBe('undefined')
  })
})

test('the footer opt-out is a keyboard toggle that says its state; after it the form sends adsOptOut and no pixel call', async ({
  page,
}) => {
  const { calls, scriptLoads } = await withBuiltPixel(page)
  const posts = contactPosts(page)
  await page.goto('/')
  await enhanced(page)
  const button = page.locator('button[data-ads-opt-out]')
  await expect(button).toHaveText(site.ads.optOut.share)
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(button).toHaveText(site.ads.optOut.stopped)
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  calls.length = 0
  const loadsBefore = scriptLoads()
  await sendContact(page)
  expect(posts[0]!.adsOptOut).toBe(true)
  const stored = await storedSubmission(posts[0]!.leadId as string)
  expect(stored.ads).toEqual({ allowed: false, reason: 'opt-out' })
  expect(calls).toEqual([])
  expect(scriptLoads()).toBe(loadsBefore)
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

// The booking's manage link: its token reads, moves and cancels the booking (src/lib/secret-pages.ts).
const managePage = pages.find((p) => p.sections.some((s) => s.type === 'booking-manage'))!.route.replace(/\/?$/, '/')

test('the manage page, its token in the address, asks nothing of Meta, sends no PageView and no Referer', async ({ page }) => {
  const { calls, scriptLoads } = await withBuiltPixel(page)
  // An ordinary page first: the pixel runs there, and the manage page is not the visit's first (a PageView would go).
  await page.goto('/')
  await expect.poll(scriptLoads, { message: 'the pixel runs on an ordinary page of this build' }).toBe(1)
  calls.length = 0
  const toMeta: string[] = []
  const sent: { url: string; referer: Promise<string | null> }[] = []
  page.on('request', (r) => {
    if (/(^|\.)facebook\.(net|com)$/.test(new URL(r.url()).hostname)) toMeta.push(r.url())
    sent.push({ url: r.url(), referer: r.headerValue('referer') })
  })
  const token = 's3cret'.repeat(8)
  const answer = await page.goto(`${managePage}?token=${token}`)
  await page.waitForLoadState('networkidle')
  expect(toMeta).toEqual([])
  expect(calls).toEqual([])
  expect(scriptLoads()).toBe(1)
  expect(await page.evaluate(() => typeof window.fbq)).toBe('undefined')
  // Its own scripts and its read of the booking (/api/booking?token=…) carry no address either (a chunk
  // a script imports names that script, its own Referer).
  expect(sent.length).toBeGreaterThan(1)
  const referers = await Promise.all(sent.map(async (r) => [r.url, await r.referer]))
  expect(referers.filter(([, referer]) => referer && new URL(referer).pathname === managePage)).toEqual([])
  expect(referers.filter(([, referer]) => referer?.includes(token))).toEqual([])
  expect(answer!.headers()['referrer-policy']).toBe('no-referrer')
})
