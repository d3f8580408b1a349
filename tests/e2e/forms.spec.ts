// The three lead forms in Chromium against the built site served by
// scripts/serve.ts (functions + local Blobs): keyboard-only completion,
// reload and restore, a failing server then recovery. What was stored is
// checked with the staff export (`npm run leads -- export`), the tool staff use.
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, test, type Page, type Request, type Route } from '@playwright/test'
import type { WizardStep } from '../../schemas/forms.ts'
import { onboardingOptions } from '../../schemas/lead.ts'
import { contactForm, growthSessionForm, onboardingForm } from '../../src/generated/forms.ts'
import { routing, typePages } from '../../src/generated/routing.ts'

/** The onboarding's progress line for a step, as content words it. */
const onboardingStep = (current: number) =>
  onboardingForm.labels.progress.replace('{current}', String(current)).replace('{total}', String(Object.keys(onboardingForm.steps).length))
const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const run = promisify(execFile)

interface ExportedLead {
  leadId: string
  form: string
  complete: boolean
  step?: number
  slug?: string
  submissions: number
  answers: Record<string, unknown>
  attribution: Record<string, string>
  spamReasons?: string[]
  flags?: { code: string; detail: string }[]
}

/** The store the test server writes: the BLOBS_DIR that playwright.config.ts gives scripts/serve.ts. */
const BLOBS_DIR = process.env.BLOBS_DIR ?? '.tmp/e2e-blobs'

async function exported(form: string, opts: { spam?: boolean } = {}): Promise<ExportedLead[]> {
  const args = ['tsx', 'scripts/leads.ts', 'export', '--format', 'json', '--form', form, ...(opts.spam ? ['--spam'] : [])]
  const { stdout } = await run('npx', args, { cwd: repoRoot, env: { ...process.env, BLOBS_DIR } })
  return JSON.parse(stdout) as ExportedLead[]
}

/** Polls the export until the lead shows up (saves may still be retrying). */
async function exportedLead(form: string, leadId: string): Promise<ExportedLead> {
  let lead: ExportedLead | undefined
  await expect
    .poll(
      async () => {
        lead = (await exported(form)).find((l) => l.leadId === leadId)
        return lead?.complete ?? false
      },
      { timeout: 30_000, intervals: [300, 600, 1000] },
    )
    .toBe(true)
  return lead!
}

/** Every JSON body POSTed to a function path, in order. */
function recordPosts(page: Page, path: string) {
  const bodies: Record<string, unknown>[] = []
  page.on('request', (r: Request) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path) bodies.push(r.postDataJSON() as Record<string, unknown>)
  })
  return bodies
}

/** Keyboard only: Tab until the element with this id has focus. */
async function tabTo(page: Page, id: string, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((x) => document.activeElement?.id === x, id)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`could not reach #${id} with Tab`)
}

/**
 * Leaving a form: wait for the new page's address, not its load event (the
 * schedule pages embed a third-party calendar that may never finish offline).
 * Generous, because every function call in @netlify/dev starts a fresh worker.
 */
const LEAVE = { waitUntil: 'commit', timeout: 30_000 } as const
/** Waiting on one function call (a cold worker each time locally). */
const SERVER = { timeout: 20_000 }

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '')

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('[data-ready]')).toBeAttached()
  return Date.now()
}

/** The spam guard counts from when the form appeared; a scripted visitor must not beat it. */
async function waitSince(page: Page, since: number, ms: number) {
  const left = since + ms - Date.now()
  if (left > 0) await page.waitForTimeout(left)
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    // Start every test from a clean browser, but not after a reload within it.
    if (!sessionStorage.getItem('e2e-started')) {
      localStorage.clear()
      sessionStorage.setItem('e2e-started', '1')
    }
  })
})

// ------------------------------------------------------------------ contact

test.describe('contact form', () => {
  test(
    'keyboard only: every field, then the configured success page; the lead is stored with its attribution',
    { tag: '@mobile' },
    async ({ page }) => {
      const posts = recordPosts(page, '/api/contact')
      const t0 = await open(page, '/contact/?utm_source=newsletter&utm_medium=email&utm_campaign=spring')
      await tabTo(page, 'contact-firstName')
      await page.keyboard.type('Ana')
      await page.keyboard.press('Tab')
      await page.keyboard.type('Nguyen')
      await page.keyboard.press('Tab')
      await page.keyboard.type('ana@acme.com.au')
      await page.keyboard.press('Tab')
      await page.keyboard.type('0412 345 678')
      await page.keyboard.press('Tab')
      await page.keyboard.type('Acme Pty Ltd')
      await page.keyboard.press('Tab')
      await page.keyboard.type('acme.com.au')
      await page.keyboard.press('Tab')
      expect(await activeId(page)).toBe('contact-industry')
      await page.keyboard.press('ArrowDown') // first industry
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab') // revenue stays empty (optional)
      await page.keyboard.type('Our leads dried up.')
      await page.keyboard.press('Tab')
      const button = page.getByRole('button', { name: contactForm.submitLabel })
      await expect(button).toBeFocused()
      await waitSince(page, t0, 3500)
      await page.keyboard.press('Enter')
      await page.waitForURL(new RegExp(`${contactForm.successUrl}/?$`), LEAVE)

      expect(posts).toHaveLength(1)
      const lead = await exportedLead('contact', posts[0]!.leadId as string)
      expect(lead.answers).toMatchObject({
        firstName: 'Ana',
        lastName: 'Nguyen',
        email: 'ana@acme.com.au',
        industry: 'professional-services',
        revenue: '',
        challenges: 'Our leads dried up.',
      })
      expect(lead.attribution).toMatchObject({
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'spring',
        landingPage: expect.stringContaining('/contact/'),
      })
    },
  )

  test('shows the spec messages and focuses the first field to fix', async ({ page }) => {
    await open(page, '/contact/')
    await page.getByRole('button', { name: contactForm.submitLabel }).click()
    // Every required field's own message, as content words it.
    for (const message of Object.values(contactForm.fields).flatMap((f) => ('required' in f && f.required ? [f.required] : [])))
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    await expect(page.locator('#contact-firstName')).toBeFocused()
    await page.locator('#contact-email').fill('ana@acme')
    await expect(page.getByText(contactForm.fields.email.domain!)).toBeVisible()
    await page.locator('#contact-email').fill('ana')
    await expect(page.getByText(contactForm.fields.email.invalid!, { exact: true })).toBeVisible()
    await expect(page.locator('#contact-email')).toHaveAttribute('aria-invalid', 'true')
  })

  test('reload restores what was typed', async ({ page }) => {
    await open(page, '/contact/')
    await page.locator('#contact-firstName').fill('Ana')
    await page.locator('#contact-challenges').fill('line one\nline two')
    await page.locator('#contact-industry').selectOption('finance')
    await page.waitForTimeout(500) // the draft is written 300 ms after the last change
    await page.reload()
    await expect(page.locator('[data-ready]')).toBeAttached()
    await expect(page.locator('#contact-firstName')).toHaveValue('Ana')
    await expect(page.locator('#contact-challenges')).toHaveValue('line one\nline two')
    await expect(page.locator('#contact-industry')).toHaveValue('finance')
  })

  test('a failing server: each kind of failure shows its toast and keeps the answers; then it goes through', async ({ page }) => {
    const t0 = await open(page, '/contact/')
    const fill = {
      '#contact-firstName': 'Ana',
      '#contact-lastName': 'Nguyen',
      '#contact-email': 'ana@acme.com.au',
      '#contact-phone': '0412345678',
      '#contact-company': 'Acme',
      '#contact-challenges': 'Help',
    }
    for (const [sel, v] of Object.entries(fill)) await page.locator(sel).fill(v)
    await page.locator('#contact-industry').selectOption('technology')
    await waitSince(page, t0, 3500)
    const submit = page.locator('form button[type=submit]')
    const toast = page.getByTestId('toast')

    // 1. transport error
    await page.route('**/api/contact', (r) => r.abort('failed'))
    await submit.click()
    await expect(toast.filter({ hasText: contactForm.failure.network })).toBeVisible(SERVER)
    await expect(toast.first()).toContainText(contactForm.failure.title)
    await expect(submit).toBeEnabled()

    // 1b. the site's rate limit: Netlify answers 429 before the function, in plain text
    await page.unroute('**/api/contact')
    await page.route('**/api/contact', (r) => r.fulfill({ status: 429, contentType: 'text/plain', body: 'Too Many Requests' }))
    await submit.click()
    await expect(toast.filter({ hasText: contactForm.failure.tooMany })).toBeVisible(SERVER)

    // 2. the server says no, in its own words
    await page.unroute('**/api/contact')
    await page.route('**/api/contact', (r) =>
      r.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Server says no' }) }),
    )
    await submit.click()
    await expect(toast.filter({ hasText: 'Server says no' })).toBeVisible()

    // 3. an answer nobody can read
    await page.unroute('**/api/contact')
    await page.route('**/api/contact', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<html>oops</html>' }))
    await submit.click()
    await expect(toast.filter({ hasText: contactForm.failure.unexpected })).toBeVisible()

    for (const [sel, v] of Object.entries(fill)) await expect(page.locator(sel)).toHaveValue(v)

    // 4. a slow but working server: Processing... with the button disabled, then the success page
    await page.unroute('**/api/contact')
    await page.route('**/api/contact', async (r) => {
      await new Promise((res) => setTimeout(res, 700))
      await r.continue()
    })
    await submit.click()
    await expect(submit).toHaveText(contactForm.submittingLabel)
    await expect(submit).toBeDisabled()
    await page.waitForURL(new RegExp(`${contactForm.successUrl}/?$`), LEAVE)
  })

  test('a person who fills the form in about a second (autofill) is a lead like any other, flagged "fast"', async ({ page }) => {
    const posts = recordPosts(page, '/api/contact')
    await open(page, '/contact/')
    // Autofill sets every field at once, in one step of the page, then the person presses the button:
    // one script step here too, so how fast this machine drives the browser (a loaded CI runner took
    // 8 s for seven fills) does not decide whether the server sees a fast person.
    const started = Date.now()
    await page.evaluate(
      async (values) => {
        for (const [selector, value] of Object.entries(values)) {
          const el = document.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(selector)!
          if (el instanceof HTMLSelectElement) el.selectedIndex = Number(value)
          else Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!.call(el, value)
          el.dispatchEvent(new Event('input', { bubbles: true }))
          el.dispatchEvent(new Event('change', { bubbles: true }))
        }
        // The form renders what it was given before its button reads it, as between two keystrokes.
        await new Promise((resolve) => setTimeout(resolve, 100))
        document.querySelector<HTMLFormElement>('form')!.requestSubmit()
      },
      {
        '#contact-firstName': 'Quick',
        '#contact-lastName': 'Person',
        '#contact-email': 'quick@acme.com.au',
        '#contact-phone': '0412 345 678',
        '#contact-company': 'Acme Pty Ltd',
        '#contact-industry': '1',
        '#contact-challenges': 'Call me.',
      },
    )
    expect(Date.now() - started).toBeLessThan(contactForm.minFillSeconds * 1000)
    await page.waitForURL(new RegExp(`${contactForm.successUrl}/?$`), LEAVE)
    // Sent with the token fetched when the form was first touched, not the browser's clock.
    expect(posts[0]!.formToken).toEqual(expect.stringMatching(/^contact\./))
    const lead = await exportedLead('contact', posts[0]!.leadId as string)
    expect(lead.answers).toMatchObject({ firstName: 'Quick', email: 'quick@acme.com.au' })
    expect(lead.flags).toEqual([{ code: 'fast', detail: expect.stringMatching(/^sent \d+\.\d s after the form token was issued/) }])
  })

  test('a bot that fills the honeypot gets a success answer and lands in spam', async ({ page }) => {
    const posts = recordPosts(page, '/api/contact')
    const t0 = await open(page, '/contact/')
    await page.locator('#contact-firstName').fill('Bot')
    await page.locator('#contact-lastName').fill('Bot')
    await page.locator('#contact-email').fill('bot@spam.example')
    await page.locator('#contact-phone').fill('0412 345 678')
    await page.locator('#contact-company').fill('Spam')
    await page.locator('#contact-industry').selectOption('other')
    await page.locator('#contact-challenges').fill('Buy now')
    await page.locator('input[name=fax]').evaluate((el: HTMLInputElement) => (el.value = 'http://spam.example'))
    await waitSince(page, t0, 3500)
    await page.locator('form button[type=submit]').click()
    await page.waitForURL(new RegExp(`${contactForm.successUrl}/?$`), LEAVE)
    const spam = (await exported('contact', { spam: true })).find((l) => l.leadId === posts[0]!.leadId)
    expect(spam?.spamReasons).toEqual(['honeypot field filled'])
    expect((await exported('contact')).some((l) => l.leadId === posts[0]!.leadId)).toBe(false)
  })
})

// ---------------------------------------------------------- growth session

const question = (page: Page) => page.locator('h2[id$="-q"]')
const stepFor = (field: string) => growthSessionForm.steps.find((s) => s.field === field)!
const optionsOf = (field: string) => {
  const step = stepFor(field)
  return step.type === 'choice' ? step.options : []
}
/** The question of a step without its {tokens}, as a pattern of its first words. */
const questionOf = (field: string) => new RegExp(escapeRegExp(stepFor(field).question.split('{')[0]!.trim()))
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Option i of a choice step, by the label content gives it (its key letter is part of the button's name). */
const choice = (page: Page, field: string, i: number) =>
  page.getByRole('button', { name: new RegExp(`${escapeRegExp(optionsOf(field)[i]!.label)}$`) })
/** The route the keyboard walk takes (content/routing.yaml's route on the budget alone, to the second booking page). */
const t2Route = routing.routes.find((r) => r.when.length === 1 && r.when[0]!.field === 'investment')!
const t2Rule = { equals: t2Route.when[0]!.in[0]!, to: typePages[t2Route.meetingType]! }
/** The page everyone else's answers lead to. */
const defaultPage = typePages[routing.routes.at(-1)!.meetingType]!
/** A booking page's address as the wizard hands over to it: with the signed reference to the lead when its answer came. */
const handedTo = (page: string) => new RegExp(`${escapeRegExp(page)}/?(\\?ref=[^&]+)?$`)
const phoneStep = stepFor('phone') as Extract<WizardStep, { type: 'phone' }>
/** A question as the visitor reads it, {firstName} filled. */
const greeting = (field: string, firstName: string) => new RegExp(escapeRegExp(stepFor(field).question.replace('{firstName}', firstName)))
const stepNo = (page: Page) => page.locator('[data-step]').getAttribute('data-step')
/** After a step change: the question and the focused answer both whole in the viewport (not under the header, not above it). */
async function expectStepInView(page: Page) {
  await expect(question(page)).toBeInViewport({ ratio: 1 })
  await expect(page.locator(':focus')).toBeInViewport({ ratio: 1 })
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((h) => h.getBoundingClientRect().bottom)
  await expect.poll(() => question(page).evaluate((q) => q.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom)
}

test.describe('growth-session wizard', () => {
  test('keyboard only, with two saves failing: ends on /T2-schedule and exports one complete lead with every answer', async ({ page }) => {
    const posts = recordPosts(page, '/api/growth-session')
    let attempts = 0
    const failed: number[] = []
    await page.route('**/api/growth-session', async (route) => {
      attempts++
      if (attempts === 2 || attempts === 5) {
        failed.push(attempts)
        return route.abort('failed')
      }
      return route.continue()
    })
    const t0 = await open(page, '/growth-session/?utm_source=google&utm_campaign=wizard')
    await expect(question(page)).toHaveText(questionOf('firstName'))
    // No Tab: a visitor who arrives by keyboard is already in question 1, and the page has not scrolled past its heading.
    await expect(page.locator('#growth-input')).toBeFocused()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    // Enter on an empty required step: the toast, and no move.
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('toast')).toContainText(growthSessionForm.messages.invalid)
    expect(await stepNo(page)).toBe('1')

    await page.keyboard.type('Ana')
    await waitSince(page, t0, 1200)
    await page.keyboard.press('Enter')
    await expect(question(page)).toHaveText(greeting('email', 'Ana')) // greets by first name
    await expect(page.locator('#growth-input')).toBeFocused()
    await expectStepInView(page)
    await page.keyboard.type('ana@acme.com.au')
    await page.keyboard.press('Enter')

    await expect(page.locator('#growth-input-prefix')).toHaveText(phoneStep.prefix)
    await page.keyboard.type('4123')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('toast').filter({ hasText: phoneStep.error ?? growthSessionForm.messages.invalid })).toBeVisible()
    await expect(page.getByRole('button', { name: phoneStep.buttonLabel ?? growthSessionForm.labels.ok })).toBeDisabled()
    await page.keyboard.type('45678')
    await expect(page.getByRole('button', { name: phoneStep.buttonLabel ?? growthSessionForm.labels.ok })).toBeEnabled()
    await page.keyboard.press('Enter')

    await expect(question(page)).toHaveText(questionOf('company'))
    await expectStepInView(page)
    await page.keyboard.type('Acme Pty Ltd')
    await page.keyboard.press('Enter')
    await expect(question(page)).toHaveText(questionOf('website')) // optional: no asterisk, empty is fine
    await expect(question(page)).not.toContainText('*')
    await page.keyboard.press('Enter')

    await expect(question(page)).toHaveText(questionOf('challenge'))
    await page.keyboard.type('Not enough leads.')
    await page.keyboard.press('Shift+Enter') // a new line, not the next step
    await page.keyboard.type('And they cost too much.')
    expect(await stepNo(page)).toBe('6')
    await expect(page.locator('#growth-input')).toHaveValue('Not enough leads.\nAnd they cost too much.')
    await page.keyboard.press('Enter')

    // Choice steps: letters choose only while the choices have focus (WCAG 2.1.4).
    await expect(question(page)).toHaveText(questionOf('timeline'))
    await expect(choice(page, 'timeline', 0)).toBeFocused()
    await expectStepInView(page)
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('b')
    expect(await stepNo(page)).toBe('7')
    await page.keyboard.press('Tab')
    await expect(choice(page, 'timeline', 0)).toBeFocused()
    await page.keyboard.press('b') // the second option
    await expect(question(page)).toHaveText(questionOf('businessType'))
    await expect(choice(page, 'businessType', 0)).toBeFocused()
    await page.keyboard.press('a')
    await expect(question(page)).toHaveText(questionOf('investment'))
    await expect(choice(page, 'investment', 0)).toBeFocused()
    await page.keyboard.press(String.fromCharCode(97 + optionsOf('investment').findIndex((o) => o.value === t2Rule.equals)))
    await expect(page.getByRole('status').filter({ hasText: /Submitting|Taking you/ })).toBeVisible()
    await page.waitForURL(handedTo(t2Rule.to), LEAVE)

    expect(failed).toEqual([2, 5])
    const leadId = posts[0]!.leadId as string
    expect(new Set(posts.map((p) => p.leadId))).toEqual(new Set([leadId]))
    const lead = await exportedLead('growth-session', leadId)
    expect(lead.answers).toEqual({
      firstName: 'Ana',
      email: 'ana@acme.com.au',
      phone: '+61412345678', // typed after the fixed +61, stored as E.164
      company: 'Acme Pty Ltd',
      website: '',
      challenge: 'Not enough leads.\nAnd they cost too much.',
      timeline: optionsOf('timeline')[1]!.value,
      businessType: optionsOf('businessType')[0]!.value,
      investment: t2Rule.equals,
    })
    expect(lead).toMatchObject({ complete: true, step: 9 })
    expect(lead.attribution).toMatchObject({ utm_source: 'google', utm_campaign: 'wizard' })
    // Every save carried the time zone and the whole form.
    for (const p of posts) expect(p).toMatchObject({ timezone: expect.any(String), formData: expect.any(Object) })
    // The draft and the lead id are gone.
    expect(
      await page.evaluate(() => [localStorage.getItem('hl.growth-session.draft'), localStorage.getItem('hl.growth-session.lead-id')]),
    ).toEqual([null, null])
  })

  test("the phone step refuses 12 with the step's message and stores 0412 555 111 typed after its +61 as +61412555111", async ({
    page,
  }) => {
    const posts = recordPosts(page, '/api/growth-session')
    const t0 = await open(page, '/growth-session/')
    const input = page.locator('#growth-input')
    await input.fill('Ana')
    await waitSince(page, t0, 1200)
    await input.press('Enter')
    await expect(question(page)).toHaveText(questionOf('email'))
    await input.fill('ana@acme.com.au')
    await input.press('Enter')
    await expect(page.locator('#growth-input-prefix')).toHaveText(phoneStep.prefix)
    await page.keyboard.type('12')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('toast').filter({ hasText: phoneStep.error! })).toBeVisible()
    expect(await stepNo(page)).toBe('3')
    await input.fill('')
    await page.keyboard.type('0412 555 111')
    await expect(input).toHaveValue('0412555111')
    await page.keyboard.press('Enter')
    await expect(question(page)).toHaveText(questionOf('company'))
    await expect.poll(() => posts.find((p) => p.step === 3)?.phone, SERVER).toBe('+61412555111')
    const leadId = posts[0]!.leadId as string
    await expect
      .poll(async () => (await exported('growth-session')).find((l) => l.leadId === leadId)?.answers.phone, SERVER)
      .toBe('+61412555111')
    // Back shows the number as it was typed after the prefix.
    await page.getByRole('button', { name: growthSessionForm.labels.back }).click()
    await expect(input).toHaveValue('0412555111')
  })

  test('reload restores the answers, the step and the lead id; Back shows earlier answers', async ({ page }) => {
    const posts = recordPosts(page, '/api/growth-session')
    const t0 = await open(page, '/growth-session/')
    const input = page.locator('#growth-input')
    await input.fill('Ana')
    await waitSince(page, t0, 1200)
    await input.press('Enter')
    await expect(question(page)).toHaveText(questionOf('email'))
    await input.fill('ana@acme.com.au')
    await input.press('Enter')
    await expect(page.locator('#growth-input-prefix')).toBeVisible()
    await input.fill('412345678')
    await page.waitForTimeout(500)
    await page.reload()
    await expect(page.locator('[data-ready]')).toBeAttached()
    expect(await stepNo(page)).toBe('3')
    await expect(page.getByText(growthSessionForm.labels.restored)).toBeVisible()
    await expect(page.locator('#growth-input')).toHaveValue('412345678')
    await page.getByRole('button', { name: growthSessionForm.labels.back }).click()
    await expect(page.locator('#growth-input')).toHaveValue('ana@acme.com.au')
    await expect(page.locator('#growth-input')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('#growth-input-prefix')).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(question(page)).toHaveText(questionOf('company'))
    // Saves go out in order behind the visitor, so the last one may still be on its way;
    // one still unanswered at the reload is sent again (same submission id, stored once).
    const saves = () => [...new Map(posts.map((p) => [p.submissionId, p.step])).values()]
    await expect.poll(saves, SERVER).toEqual([1, 2, 2, 3])
    expect(new Set(posts.map((p) => p.leadId)).size).toBe(1)
  })

  test('a reload before the first answer: the restored draft still gives saves the server accepts', async ({ page }) => {
    // The draft written before any answer once carried an empty lead id and a start time of 0, which the function refuses.
    const answers: number[] = []
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/api/growth-session') answers.push(r.status())
    })
    await open(page, '/growth-session/')
    await page.waitForTimeout(500) // the draft is written 300 ms after it changes
    await page.reload()
    await expect(page.locator('[data-ready]')).toBeAttached()
    const t0 = Date.now()
    await page.locator('#growth-input').fill('Ana')
    await waitSince(page, t0, 1200)
    await page.locator('#growth-input').press('Enter')
    await expect(question(page)).toHaveText(greeting('email', 'Ana'))
    await expect.poll(() => answers, SERVER).toEqual([200])
  })

  test('the server down for a while: the visitor is not held up, and every answer arrives once it is back', async ({ page }) => {
    const posts = recordPosts(page, '/api/growth-session')
    // The server down: each save is held unanswered until the visitor has moved on, then refused.
    // A wizard that waited for its save would never move on, so this fails on waiting, not on a
    // clock (a wall-time bound failed on busy machines).
    const held: Route[] = []
    await page.route('**/api/growth-session', (r) => void held.push(r))
    const refuseHeld = () =>
      Promise.all(
        held
          .splice(0)
          .map((r) =>
            r.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false,"error":"down"}' }).catch(() => {}),
          ),
      )
    const t0 = await open(page, '/growth-session/')
    const input = page.locator('#growth-input')
    const step = page.locator('[data-step]')
    const answer = async (v: string) => {
      const before = Number(await step.getAttribute('data-step'))
      await input.fill(v)
      await input.press('Enter')
      // The next step while the save is still unanswered: a failed save does not hold the visitor.
      await expect(step).toHaveAttribute('data-step', String(before + 1))
      await refuseHeld()
    }
    await waitSince(page, t0, 1200)
    await answer('Ana')
    await answer('ana@acme.com.au')
    await answer('412345678')
    await answer('Acme')
    await answer('')
    await answer('Leads')
    await choice(page, 'timeline', 2).click()
    await choice(page, 'businessType', 1).click()
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('hl.lead-outbox') ?? '[]').length)).toBeGreaterThan(0)
    await page.unroute('**/api/growth-session')
    await refuseHeld()
    await choice(
      page,
      'investment',
      optionsOf('investment').findIndex((o) => o.value !== t2Rule.equals),
    ).click()
    await page.waitForURL(handedTo(defaultPage), LEAVE)
    const lead = await exportedLead('growth-session', posts[0]!.leadId as string)
    expect(lead.answers).toMatchObject({
      firstName: 'Ana',
      timeline: optionsOf('timeline')[2]!.value,
      businessType: optionsOf('businessType')[1]!.value,
      investment: optionsOf('investment').find((o) => o.value !== t2Rule.equals)!.value,
    })
  })
})

// --------------------------------------------------------------- onboarding

test.describe('onboarding', () => {
  const slug = 'acme-co'
  const goalLabel = (value: string) => onboardingOptions(onboardingForm, 'goals', 'primaryGoals').find((o) => o.value === value)!.label

  test('keyboard only: four steps, Complete Onboarding stores the answers with the slug and thanks the client', async ({ page }) => {
    const posts = recordPosts(page, '/api/onboarding')
    const t0 = await open(page, `/client/${slug}/`)
    await expect(page.getByText(onboardingStep(1))).toBeVisible()
    await expect(page.getByText(onboardingForm.labels.percent.replace('{percent}', '25'))).toBeVisible()
    await expect(page.getByRole('button', { name: onboardingForm.labels.previous })).toBeDisabled()
    // Who fills it in comes first: the acknowledgement goes to them.
    await tabTo(page, 'onboarding-businessInfo-contactName')
    await page.keyboard.type('Jane Citizen')
    await tabTo(page, 'onboarding-businessInfo-email')
    await page.keyboard.type('jane@acme.com.au')
    await tabTo(page, 'onboarding-businessInfo-businessName')
    await page.keyboard.type('Acme Pty Ltd')
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowDown') // industry: first option
    await tabTo(page, 'onboarding-businessInfo-description')
    await page.keyboard.type('We sell anvils.')
    // Next with the keyboard
    for (let step = 2; step <= 4; step++) {
      for (
        let i = 0;
        i < 30 && !(await page.evaluate((next) => document.activeElement?.textContent === next, onboardingForm.labels.next));
        i++
      )
        await page.keyboard.press('Tab')
      if (step === 3) {
        // (back on step 2 the goals were chosen below)
      }
      await page.keyboard.press('Enter')
      await expect(page.getByText(onboardingStep(step))).toBeVisible()
      if (step === 2) {
        // Goals: Tab to the first checkbox and tick it with Space.
        for (
          let i = 0;
          i < 10 && !(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'checkbox'));
          i++
        )
          await page.keyboard.press('Tab')
        await page.keyboard.press('Space')
        await page.keyboard.press('Tab')
        await page.keyboard.press('Space')
      }
      if (step === 4) {
        await tabTo(page, 'onboarding-budget-monthlyBudget')
        await page.keyboard.press('ArrowDown')
        await tabTo(page, 'onboarding-budget-startTimeline')
        await page.keyboard.press('ArrowDown')
      }
    }
    await expect(page.getByText(onboardingForm.labels.percent.replace('{percent}', '100'))).toBeVisible()
    for (
      let i = 0;
      i < 30 && !(await page.evaluate((label) => document.activeElement?.textContent === label, onboardingForm.labels.complete));
      i++
    )
      await page.keyboard.press('Tab')
    await waitSince(page, t0, 3500)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: onboardingForm.thanks.title })).toBeFocused(SERVER)

    const lead = await exportedLead('onboarding', posts[0]!.leadId as string)
    expect(lead.slug).toBe(slug)
    expect(lead.answers).toMatchObject({
      businessInfo: {
        contactName: 'Jane Citizen',
        email: 'jane@acme.com.au',
        businessName: 'Acme Pty Ltd',
        industry: 'healthcare',
        description: 'We sell anvils.',
      },
      goals: { primaryGoals: ['increase-traffic', 'generate-leads'] },
      budget: { monthlyBudget: 'under-1000', startTimeline: 'immediately' },
    })
  })

  test('Complete with required answers missing goes back to the first one, with the messages', async ({ page }) => {
    await open(page, `/client/${slug}/`)
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: onboardingForm.labels.next }).click()
    await page.getByRole('button', { name: onboardingForm.labels.complete }).click()
    await expect(page.getByText(onboardingStep(1))).toBeVisible()
    // The first required answer is who fills it in; the business name is missing too.
    await expect(page.getByText(onboardingForm.steps.businessInfo!.fields.contactName!.required!)).toBeVisible()
    await expect(page.getByText(onboardingForm.steps.businessInfo!.fields.businessName!.required!)).toBeVisible()
    await expect(page.locator('#onboarding-businessInfo-contactName')).toBeFocused()
    await expect(page.getByTestId('toast')).toContainText(onboardingForm.labels.fixErrors)
  })

  test('reload restores the step and the answers', async ({ page }) => {
    await open(page, `/client/${slug}/`)
    await page.locator('#onboarding-businessInfo-businessName').fill('Acme Pty Ltd')
    await page.getByRole('button', { name: onboardingForm.labels.next }).click()
    await page.getByLabel(goalLabel('generate-leads')).check()
    await page.waitForTimeout(500)
    await page.reload()
    await expect(page.getByText(onboardingStep(2))).toBeVisible()
    await expect(page.getByLabel(goalLabel('generate-leads'))).toBeChecked()
    await page.getByRole('button', { name: onboardingForm.labels.previous }).click()
    await expect(page.locator('#onboarding-businessInfo-businessName')).toHaveValue('Acme Pty Ltd')
  })

  test('a failing server keeps the answers; the retry goes through', async ({ page }) => {
    const t0 = await open(page, `/client/${slug}/`)
    await page.locator('#onboarding-businessInfo-contactName').fill('Jane Citizen')
    await page.locator('#onboarding-businessInfo-email').fill('jane@acme.com.au')
    await page.locator('#onboarding-businessInfo-businessName').fill('Acme Pty Ltd')
    await page.locator('#onboarding-businessInfo-industry').selectOption('retail')
    await page.getByRole('button', { name: onboardingForm.labels.next }).click()
    await page.getByLabel(goalLabel('boost-sales')).check()
    await page.getByRole('button', { name: onboardingForm.labels.next }).click()
    await page.getByRole('button', { name: onboardingForm.labels.next }).click()
    await page.locator('#onboarding-budget-monthlyBudget').selectOption('not-sure')
    await page.locator('#onboarding-budget-startTimeline').selectOption('within-month')
    await waitSince(page, t0, 3500)
    await page.route('**/api/onboarding', (r) =>
      r.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'We could not save your details just now. Please try again in a moment.' }),
      }),
    )
    await page.getByRole('button', { name: onboardingForm.labels.complete }).click()
    await expect(page.getByTestId('toast')).toContainText('We could not save your details just now.', SERVER)
    await expect(page.locator('#onboarding-budget-monthlyBudget')).toHaveValue('not-sure')
    await page.unroute('**/api/onboarding')
    await page.getByRole('button', { name: onboardingForm.labels.complete }).click()
    await expect(page.getByRole('heading', { name: onboardingForm.thanks.title })).toBeVisible(SERVER)
  })
})
