// Routing and the lead carried into the booking (issue 36), in Chromium against
// the built site and the real functions (scripts/serve.ts): the wizard, answered
// with the budget of content's route to the discovery call (content/routing.yaml),
// lands on that call's page with the signed reference to the lead and the pool
// of hosts shown; the plan email's booking link, opened in a new browser context
// (no storage, no cookies: another device), shows the same call with the details
// the lead gave and asks only what is missing, and its booking carries the ref.
// Screenshots of both pages at 390 and 1280 px go to ROUTING_SHOTS_DIR (default
// test-results/booking-routing/).
import { execFile } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { expect, test, type Page } from '@playwright/test'
import { booking } from '../../src/generated/booking.ts'
import { growthSessionForm } from '../../src/generated/forms.ts'
import { pages } from '../../src/generated/pages.ts'
import { routing, typePages } from '../../src/generated/routing.ts'
import { team } from '../../src/generated/team.ts'
import type { BookingCreatedResponse } from '../../schemas/booking-request.ts'

const run = promisify(execFile)
const SERVER = { timeout: 30_000 }
const SHOTS = process.env.ROUTING_SHOTS_DIR ?? 'test-results/booking-routing'

/** Content's route to the discovery call on the budget alone, and the answers that take it. */
const route = routing.routes.find((r) => r.meetingType === 'discovery-call' && r.when.length)!
const routed = Object.fromEntries(route.when.map((c) => [c.field, c.in[0]!]))
const type = booking.meetingTypes.find((t) => t.id === route.meetingType)!
const pool = route.hosts ?? type.hosts
const page = typePages[type.id]!
const section = pages.find((p) => p.route === page)!.sections.find((s) => s.type === 'booking')!
const details = section.details
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

async function shots(p: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  for (const width of [390, 1280]) {
    await p.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    await p.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await p.setViewportSize({ width: 1280, height: 800 })
}

/** Walks the wizard by pointer: each typed step's answer, then Enter; each choice its routed value, else the first. */
async function finishWizard(p: Page, email: string) {
  const typed: Record<string, string> = {
    name: 'Ana',
    email,
    phone: '412345678',
    text: 'Acme Pty Ltd',
    url: '',
    textarea: 'Not enough leads.',
  }
  for (const step of growthSessionForm.steps) {
    await expect(p.locator(`[data-step="${growthSessionForm.steps.indexOf(step) + 1}"]`)).toBeAttached(SERVER)
    if (step.type === 'choice') {
      const value = routed[step.field] ?? step.options[0]!.value
      const label = step.options.find((o) => o.value === value)!.label
      await p.getByRole('button', { name: new RegExp(`${escapeRe(label)}$`) }).click()
    } else {
      await p.locator('#growth-input').fill(typed[step.type] ?? '')
      await p.locator('#growth-input').press('Enter')
    }
  }
}

/** The plan email of a lead, from the local mail sink, as staff's CLI lists it. */
async function planEmailOf(leadId: string): Promise<string> {
  let file = ''
  await expect
    .poll(
      async () => {
        const { stdout } = await run('npx', ['tsx', 'scripts/leads.ts', 'notifications', '--format', 'json'], {
          env: { ...process.env, BLOBS_DIR: process.env.BLOBS_DIR ?? '.tmp/e2e-blobs' },
        })
        const n = (JSON.parse(stdout) as { event: string; leadId?: string; status: string; file?: string }[]).find(
          (x) => x.leadId === leadId && x.event === 'growth-plan' && x.status === 'delivered',
        )
        file = n?.file ?? ''
        return !!file
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true)
  return readFileSync(file, 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
}

test('the wizard routes to the discovery call with its pool; the plan email’s link in a new browser prefills what the lead gave', async ({
  page: wizard,
  browser,
}) => {
  test.setTimeout(180_000)
  const email = `ana.routing.${Date.now().toString(36)}@acme.com.au`
  await wizard.goto('/growth-session/?gclid=TEST123&utm_source=google')
  await expect(wizard.locator('[data-ready]')).toBeAttached(SERVER)
  // The spam guard counts from when the form appeared.
  await wizard.waitForTimeout(growthSessionForm.minFillSeconds * 1000 + 200)
  const saves: Record<string, unknown>[] = []
  wizard.on('request', (r) => {
    if (r.url().endsWith('/api/growth-session') && r.method() === 'POST') saves.push(r.postDataJSON() as Record<string, unknown>)
  })
  await finishWizard(wizard, email)

  // Handed over to the discovery call's page, with the reference to the lead.
  await wizard.waitForURL(new RegExp(`${escapeRe(page)}/?\\?ref=[^&]+$`), { waitUntil: 'commit', timeout: 30_000 })
  const ref = new URL(wizard.url()).searchParams.get('ref')!
  expect(ref).toContain(saves[0]!.leadId as string)
  const poolBox = wizard.locator('[data-booking-pool]')
  await expect(poolBox).toContainText(type.name)
  await expect(poolBox).toContainText(String(type.durationMinutes))
  for (const id of type.hosts) {
    const name = team.find((m) => m.id === id)!.name
    const host = poolBox.locator(`[data-pool-host="${id}"]`)
    if (pool.includes(id)) await expect(host).toContainText(name)
    else await expect(host).toBeHidden()
  }
  await expect(wizard.locator(`[data-booking="${type.id}"] [role=option]`).first()).toBeVisible(SERVER)
  await shots(wizard, 'wizard-handover')

  // The plan email's booking link: the same page and ref.
  const eml = await planEmailOf(saves[0]!.leadId as string)
  const link = [...eml.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => new URL(m[0])).find((u) => u.searchParams.get('ref'))!
  expect(link.pathname.replace(/\/$/, '')).toBe(page)
  expect(link.searchParams.get('ref')).toBe(ref)

  // Another device: a new context, nothing in its storage.
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const p = await other.newPage()
  await p.goto(link.pathname + link.search)
  await expect(p.locator(`[data-booking="${type.id}"] [role=option]`).last()).toBeVisible(SERVER)
  // The last day offered: far from the days the other booking tests take.
  await p.locator('[role=option]').last().click()
  await p.locator('[data-booking-times] label').first().click()
  await p.getByRole('button', { name: section.picker.continue }).click()
  const known = p.locator('[data-booking-known]')
  await expect(known).toBeVisible()
  await expect(known.locator('[data-known="name"]')).toContainText('Ana')
  await expect(known.locator('[data-known="email"]')).toContainText(email)
  await expect(known.locator('[data-known="phone"]')).toContainText('+61412345678')
  await expect(known.locator('[data-known="company"]')).toContainText('Acme Pty Ltd')
  // Only what is missing is asked: here nothing but the notes.
  for (const name of ['name', 'email', 'phone']) await expect(p.locator(`#booking-${type.id}-${name}`)).toHaveCount(0)
  await expect(p.getByLabel(details.fields.notes.label)).toBeVisible()
  await shots(p, 'email-link-details')

  const answer = p.waitForResponse((r) => r.url().endsWith('/api/booking') && r.request().method() === 'POST', SERVER)
  await p.locator('form button[type=submit]').click()
  const res = await answer
  expect(res.request().postDataJSON()).toMatchObject({ type: type.id, leadRef: ref, name: 'Ana', email, phone: '+61412345678' })
  expect(res.request().postDataJSON()).not.toHaveProperty('leadId')
  expect(res.status()).toBe(201)
  const booked = (await res.json()) as BookingCreatedResponse
  expect(pool).toContain(booked.host!.id)

  // Opened again: the call held, with its manage link, instead of a second booking.
  await p.goto(link.pathname + link.search)
  await expect(p.locator('[data-booking-step="existing"] [data-booking-manage-link]')).toBeVisible(SERVER)

  // Leave the calendar as it was.
  const token = new URL(booked.manageUrl).searchParams.get('token')!
  expect((await p.request.post('/api/booking/cancel', { data: { token } })).ok()).toBe(true)
  await other.close()
})
