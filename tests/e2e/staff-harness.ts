// What the staff console's end-to-end specs share: the mail a server left in
// its local mail sink (the .eml files the outbox's sink channel writes), read
// as a mail client would (tests/functions/smtp-harness.ts: headers, decoded
// parts, the invitation by ical.js); the sign-in link in it; a server of a spec's own with a page
// signed in to it; and axe at both widths, with a screenshot of each to STAFF_SHOTS_DIR when it is set.
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Browser, type Page } from '@playwright/test'
import { rmSync } from 'node:fs'
import { LOCAL_STAFF_EMAIL } from '../../netlify/lib/staff/staff-auth.ts'
import { startServer, type LocalServer } from '../../scripts/audit/lib/server.ts'
import { booking as bookingSettings } from '../../src/generated/booking.ts'
import { STAFF_PAGES } from '../../src/lib/staff-routes.ts'
import { invitationIn, readMail, type Invitation, type ReceivedMail } from '../functions/smtp-harness.ts'

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
  const since = Date.now() - 1000
  const asked = await page.request.post('/api/staff/sign-in', { data: { email: LOCAL_STAFF_EMAIL }, headers: { origin: server.origin } })
  expect(asked.status()).toBeLessThan(300)
  let link: string | null = null
  await expect
    .poll(() => (link = signInLinkIn(mailDir, LOCAL_STAFF_EMAIL, since)), { timeout: 60_000, intervals: [500, 1000, 2000] })
    .not.toBeNull()
  const url = new URL(link!)
  await page.goto(`${url.pathname}${url.search}`)
  await page.waitForURL(`**${STAFF_PAGES.inbox}`, { timeout: 20_000 })
  return { server, page, mailDir }
}
