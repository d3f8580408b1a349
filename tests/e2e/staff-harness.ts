// What the staff console's end-to-end specs share: the mail a server left in
// its local mail sink (the .eml files the outbox's sink channel writes), read
// as a mail client would (tests/functions/smtp-harness.ts: headers, decoded
// parts, the invitation by ical.js); the sign-in link in it, and signing a page
// in with it; and axe at both widths, with a screenshot of each to
// STAFF_SHOTS_DIR when it is set.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Browser, type Locator, type Page } from '@playwright/test'
import { contactForm } from '../../src/generated/forms.ts'
import { staffConsole as words } from '../../src/generated/staff-console.ts'
import { booking as bookingSettings } from '../../src/generated/booking.ts'
import { invitationIn, readMail, type Invitation, type ReceivedMail } from '../functions/smtp-harness.ts'
import { LOCAL_STAFF_EMAIL } from '../../netlify/lib/staff/staff-auth.ts'
import { STAFF_PAGES } from '../../src/lib/staff-routes.ts'
import { startServer, type LocalServer } from '../../scripts/audit/lib/server.ts'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const SHOTS = process.env.STAFF_SHOTS_DIR

export type SunkMail = ReceivedMail & { file: string; invitation: Invitation | null }

/** Every email in the sink folder `dir` written at or after `since` (ms), oldest first. */
export function mailsIn(dir: string, since = 0): SunkMail[] {
  let files: string[] = []
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'))
  } catch {
    return []
  }
  return files
    .map((f) => ({ file: join(dir, f), at: statSync(join(dir, f)).mtimeMs }))
    .filter((f) => f.at >= since)
    .sort((a, b) => a.at - b.at || a.file.localeCompare(b.file))
    .map(({ file }) => {
      const raw = readFileSync(file, 'utf8')
      return { ...readMail(raw), file, invitation: invitationIn(raw) }
    })
}

/** The emails to `to` in the sink. */
export const mailsTo = (dir: string, to: string, since = 0) =>
  mailsIn(dir, since).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))

/** The sign-in link of the newest email to `to` written after `since`. */
export function signInLinkIn(dir: string, to: string, since: number): string | null {
  for (const m of mailsTo(dir, to, since).reverse()) {
    const link = /https?:\/\/[^\s"<>]+\/staff\/\?token=[^\s"<>]+/.exec(m.body)
    if (link) return link[0]
  }
  return null
}

/**
 * A server of a spec's own (scripts/serve.ts on the built site, like the suite's): a fresh Blobs store
 * (`<root>/blobs`) and mail sink (`<root>/mail`), the local staff member allowed in, and each host tied
 * to an address (STAFF_EMAILS `address=host`), so the hosts' own invitations go there.
 */
export async function startStaffServer(
  root: string,
  hosts: readonly string[],
  hostAddress: (host: string) => string,
): Promise<LocalServer> {
  rmSync(root, { recursive: true, force: true })
  return startServer({
    env: {
      BLOBS_DIR: `${root}/blobs`,
      LEADS_MAIL_SINK: `${root}/mail`,
      SMTP_URL: '',
      SERVE_RATE_LIMITS: 'off',
      STAFF_EMAILS: [LOCAL_STAFF_EMAIL, ...hosts.map((h) => `${hostAddress(h)}=${h}`)].join(','),
    },
  })
}

/** Signs `page` in as the local staff member, through the link the server at `origin` emails to its sink `mailDir`. */
export async function signInAsStaff(page: Page, origin: string, mailDir: string) {
  const since = Date.now() - 1000
  const asked = await page.request.post('/api/staff/sign-in', { data: { email: LOCAL_STAFF_EMAIL }, headers: { origin } })
  expect(asked.status()).toBeLessThan(300)
  let link: string | null = null
  await expect
    .poll(() => (link = signInLinkIn(mailDir, LOCAL_STAFF_EMAIL, since)), { timeout: 60_000, intervals: [500, 1000, 2000] })
    .not.toBeNull()
  const url = new URL(link!)
  await page.goto(`${url.pathname}${url.search}`)
  // The console opens on Due.
  await page.waitForURL(`**${STAFF_PAGES.due}`, { timeout: 20_000 })
}

/** Opens the lead page of `prospect` from the inbox's search: its Calls region, where the call cards are. */
export async function openLeadCalls(page: Page, prospect: { email: string; name: string }): Promise<Locator> {
  await page.goto(`${STAFF_PAGES.inbox}?q=${encodeURIComponent(prospect.email)}`)
  await page
    .getByRole('row', { name: new RegExp(prospect.email) })
    .getByRole('link')
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: prospect.name })).toBeVisible({ timeout: 20_000 })
  return page.getByRole('region', { name: words.lead.bookings })
}

/** axe finds nothing at 1280 and 390 px; each width is photographed when STAFF_SHOTS_DIR is set. */
export async function axeClean(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze()
    expect(
      violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`),
      `${name} at ${width} px`,
    ).toEqual([])
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true })
      await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true })
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** A visitor, in a browser of their own, sends the contact form; their page is left open on the thank-you page. */
export async function sendContactForm(browser: Browser, who: { firstName: string; lastName: string; email: string; company: string }) {
  const visitor = await browser.newPage()
  await visitor.goto('/contact/')
  await expect(visitor.locator('[data-ready]')).toBeAttached({ timeout: 20_000 })
  await visitor.locator('#contact-firstName').fill(who.firstName)
  await visitor.locator('#contact-lastName').fill(who.lastName)
  await visitor.locator('#contact-email').fill(who.email)
  await visitor.locator('#contact-phone').fill('0412 345 678')
  await visitor.locator('#contact-company').fill(who.company)
  await visitor.locator('#contact-industry').selectOption({ index: 1 })
  await visitor.locator('#contact-challenges').fill('Our leads dried up.')
  await visitor.getByRole('button', { name: contactForm.submitLabel }).click()
  await visitor.waitForURL(new RegExp(`${contactForm.successUrl}/?$`), { waitUntil: 'commit', timeout: 30_000 })
  return visitor
}

/**
 * Signs the page in as `email` through the sign-in page and the link emailed to the sink `mailDir`, and
 * waits for Due, where the console opens. `onForm` runs on the form before asking (axe, for one).
 */
export async function signInByMail(page: Page, mailDir: string, email: string, onForm?: () => Promise<void>) {
  const since = Date.now() - 1000
  await page.goto(STAFF_PAGES.signIn)
  await onForm?.()
  await page.getByLabel(words.signIn.email).fill(email)
  await page.getByRole('button', { name: words.signIn.submit }).click()
  await expect(page.getByRole('heading', { name: words.signIn.checkHeading })).toBeVisible({ timeout: 20_000 })
  let link: string | null = null
  await expect.poll(() => (link = signInLinkIn(mailDir, email, since)), { timeout: 60_000, intervals: [500, 1000, 2000] }).not.toBeNull()
  const url = new URL(link!)
  await page.goto(`${url.pathname}${url.search}`)
  await page.waitForURL(`**${STAFF_PAGES.due}`, { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1, name: words.due.heading })).toBeVisible()
}

/**
 * A server of the spec's own (the built site, a fresh Blobs store and mail sink under `root`) and a page
 * at 1280 px in the office's zone, signed in as staff through the link emailed to the allow-listed address.
 */
export async function signedInServer(
  browser: Browser,
  root: string,
  staffEmails: string = LOCAL_STAFF_EMAIL,
): Promise<{ server: LocalServer; page: Page; mailDir: string }> {
  const mailDir = `${root}/mail`
  rmSync(root, { recursive: true, force: true })
  const server = await startServer({
    env: { BLOBS_DIR: `${root}/blobs`, LEADS_MAIL_SINK: mailDir, SMTP_URL: '', SERVE_RATE_LIMITS: 'off', STAFF_EMAILS: staffEmails },
  })
  // In the office's zone: dates and times typed in the console are read as the browser's local time.
  const context = await browser.newContext({
    baseURL: server.origin,
    timezoneId: bookingSettings.timezone,
    viewport: { width: 1280, height: 800 },
  })
  const page = await context.newPage()
  await signInAsStaff(page, server.origin, mailDir)
  return { server, page, mailDir }
}
