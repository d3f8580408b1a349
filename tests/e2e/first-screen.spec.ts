// The first screen converts (issue 37): on every page that exists to convert (its content has a
// contact form, a wizard, the onboarding or a booking: the list comes from the generated pages,
// so a new such page is held to it too), the first field, choice or time is whole in the first
// screen, below the sticky header, at 390x844 and at 1280x800, without scrolling; the page's h1
// (its promise) is above it on the phone and beside it, to its left, on the desktop.
import { devices, expect, test, type Page } from '@playwright/test'
import { HERO_FORM_SECTIONS } from '../../schemas/sections/hero-form.ts'
import { pages } from '../../src/generated/pages.ts'

/** A client's onboarding link: every /client/<slug>/ serves the one onboarding page (_redirects). */
const visitPath = (route: string) => (route === '/client' ? '/client/acme-pty-ltd/' : `${route.replace(/\/$/, '')}/`)

const converting = pages
  .map((p) => ({
    path: visitPath(p.route),
    form: p.sections.find((s) => (HERO_FORM_SECTIONS as readonly string[]).includes(s.type))?.type,
  }))
  .filter((p): p is { path: string; form: (typeof HERO_FORM_SECTIONS)[number] } => p.form !== undefined)

/** What a visitor answers first: a field, a choice (the booking's days) or a time; never the honeypot (tabindex -1). */
const FIELD = ':is(input, select, textarea, button, [role=option], [role=radio]):not([type=hidden]):not([tabindex="-1"])'

async function firstScreen(page: Page, path: string, form: string) {
  await page.goto(path)
  const field = page.locator(`[data-section="${form}"]`).locator(FIELD).first()
  await expect(field).toBeVisible() // the booking's days come after its availability request
  const [box, h1, header, scrollY, height] = await Promise.all([
    field.boundingBox(),
    page.locator('h1').boundingBox(),
    page.locator('body > * header, header').first().boundingBox(),
    page.evaluate(() => window.scrollY),
    page.evaluate(() => window.innerHeight),
  ])
  return { box: box!, h1: h1!, headerBottom: header ? header.y + header.height : 0, scrollY, height }
}

const SIZES = [
  { name: 'phone 390x844', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, beside: false },
  { name: 'desktop 1280x800', use: { viewport: { width: 1280, height: 800 } }, beside: true },
] as const

test('content has pages that exist to convert', () => {
  expect(converting.map((p) => p.form)).toEqual(expect.arrayContaining([...HERO_FORM_SECTIONS]))
})

for (const size of SIZES) {
  test.describe(size.name, () => {
    // Pixel 7's defaultBrowserType cannot change within a worker; the project's Chromium is the same browser.
    const { defaultBrowserType: _, ...use } = size.use as typeof size.use & { defaultBrowserType?: string }
    test.use(use)
    for (const { path, form } of converting)
      test(`${path}: the first ${form} field is in the first screen with the promise ${size.beside ? 'beside' : 'above'} it`, async ({
        page,
      }) => {
        const m = await firstScreen(page, path, form)
        const where = `${path} at ${size.name}: field at y ${Math.round(m.box.y)}-${Math.round(m.box.y + m.box.height)}, h1 at y ${Math.round(m.h1.y)}`
        expect(m.scrollY, `${where}: the page scrolled by itself`).toBe(0)
        expect(m.box.y, `${where}: under the sticky header`).toBeGreaterThanOrEqual(m.headerBottom)
        expect(m.box.y + m.box.height, `${where}: below the first screen (${m.height} px)`).toBeLessThanOrEqual(m.height)
        expect(m.h1.y, `${where}: the heading is not in the first screen`).toBeGreaterThanOrEqual(m.headerBottom)
        if (size.beside) expect(m.box.x, `${where}: the form is not beside the heading`).toBeGreaterThanOrEqual(m.h1.x + m.h1.width)
        else expect(m.h1.y + m.h1.height, `${where}: the heading is not above the field`).toBeLessThanOrEqual(m.box.y)
        // A booking's first choice is a day; its first time must be in the first screen too.
        if (form === 'booking') await expect(page.locator('[data-booking-times] label').first()).toBeInViewport({ ratio: 1 })
      })
  })
}
