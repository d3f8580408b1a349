// The shared chrome at 1280 px (desktop project) and, for the tests tagged
// @mobile, at 390 px (mobile project, playwright.config.ts): navigation,
// Services dropdown, mobile menu, footer location accordion, keyboard use with
// visible focus. Labels, links and counts come from content (site.yaml, local/).
import { expect, test } from '@playwright/test'
import { local } from '../../src/generated/local.ts'
import { site } from '../../src/generated/site.ts'
import { canonicalHref } from '../../src/lib/routes.ts'
import { enhanced } from './helpers.ts'

const dropdown = site.nav.find((item) => item.children?.length)!
const links = site.nav.filter((item) => !item.children?.length)

test.describe('navigation', () => {
  test('desktop: the Services dropdown opens, lists its pages, and closes on an outside press', async ({ page }) => {
    await page.goto(canonicalHref(links.at(-1)!.href))
    await enhanced(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const { label } of links) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
    const services = nav.locator('details[data-dropdown]')
    await services.locator('summary').click()
    await expect(services).toHaveAttribute('open', '')
    const items = services.getByRole('link')
    await expect(items).toHaveCount(dropdown.children!.length)
    await expect(items.first()).toHaveText(dropdown.children![0]!.label)
    await page.mouse.click(5, 600)
    await expect(services).not.toHaveAttribute('open', '')
    await expect(page.getByRole('link', { name: site.headerCta.label })).toHaveAttribute('href', canonicalHref(site.headerCta.href))
  })

  test('desktop: keyboard opens and closes the dropdown with visible focus', async ({ page }) => {
    await page.goto('/')
    await enhanced(page)
    const summary = page.getByRole('navigation', { name: 'Main' }).locator('details[data-dropdown] summary')
    await summary.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('nav[aria-label="Main"] details[data-dropdown]')).toHaveAttribute('open', '')
    const outline = await summary.evaluate((el) => getComputedStyle(el).outlineStyle)
    expect(outline).not.toBe('none')
    await page.keyboard.press('Escape')
    await expect(page.locator('nav[aria-label="Main"] details[data-dropdown]')).not.toHaveAttribute('open', '')
    await expect(summary).toBeFocused()
  })

  test(
    'mobile: the menu opens, opening it closes the dropdown, and an outside touch closes it',
    { tag: '@mobile-only' },
    async ({ page }) => {
      await page.goto('/')
      await enhanced(page)
      const menu = page.locator('details[data-mobile-menu]')
      await menu.locator('summary').first().click()
      await expect(menu).toHaveAttribute('open', '')
      const mobileNav = page.getByRole('navigation', { name: 'Mobile' })
      await expect(mobileNav.getByRole('link', { name: links[1]!.label, exact: true })).toBeVisible()
      const sub = mobileNav.locator('details[data-dropdown]')
      await sub.locator('summary').click()
      await expect(sub.getByRole('link', { name: dropdown.children![0]!.label, exact: true })).toBeVisible()
      // Closing and reopening the menu starts with the dropdown closed.
      await menu.locator('summary').first().click()
      await expect(menu).not.toHaveAttribute('open', '')
      await menu.locator('summary').first().click()
      await expect(sub).not.toHaveAttribute('open', '')
      await page.touchscreen.tap(200, 780)
      await expect(menu).not.toHaveAttribute('open', '')
    },
  )
})

test('footer: Services by Location opens one service and one state at a time', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/')
  await enhanced(page)
  const acc = page.locator('[data-location-accordion]')
  const services = acc.locator('details[data-service-item]')
  await expect(services).toHaveCount(local.services.length)
  await services.nth(0).locator('summary').first().click()
  const states = services.nth(0).locator('details[data-state-item]')
  await states.nth(0).locator('summary').click()
  await expect(states.nth(0).getByRole('link').first()).toBeVisible()
  await states.nth(1).locator('summary').click()
  await expect(states.nth(0)).not.toHaveAttribute('open', '')
  await expect(states.nth(1)).toHaveAttribute('open', '')
  // Selecting the open state closes it.
  await states.nth(1).locator('summary').click()
  await expect(states.nth(1)).not.toHaveAttribute('open', '')
  await states.nth(1).locator('summary').click()
  // Opening another service closes the first and resets its state.
  await services.nth(1).locator('summary').first().click()
  await expect(services.nth(0)).not.toHaveAttribute('open', '')
  await services.nth(0).locator('summary').first().click()
  await expect(states.nth(1)).not.toHaveAttribute('open', '')
  // Every local page, while there are no more than the footer's limit.
  const localPages = local.services.length * local.cities.length
  expect(localPages).toBeLessThanOrEqual(site.footer.maxLocationLinks)
  await expect(acc.locator('a')).toHaveCount(localPages)
})

test('footer shows contact details, legal links and claims', async ({ page }) => {
  await page.goto(canonicalHref(dropdown.href))
  await enhanced(page)
  const footer = page.locator('footer')
  await expect(footer.getByRole('link', { name: site.contact.phone })).toBeVisible()
  await expect(footer.getByRole('link', { name: site.contact.email })).toBeVisible()
  for (const { label } of site.footer.legal) await expect(footer.getByRole('link', { name: label })).toBeVisible()
  for (const name of site.footer.claims) await expect(footer.getByText(site.claims[name]!.value, { exact: true })).toBeVisible()
})

test('a skip link reaches the main content from the keyboard', async ({ page }) => {
  await page.goto(canonicalHref(links[1]!.href))
  await enhanced(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: site.labels.skipLink })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main')).toBeFocused()
})

test('a new page starts at the top', async ({ page }) => {
  await page.goto(canonicalHref(links[1]!.href))
  await enhanced(page)
  await page.mouse.wheel(0, 3000)
  const legal = site.footer.legal[0]!
  await page.locator('footer').getByRole('link', { name: legal.label }).click()
  await expect(page).toHaveURL(new RegExp(canonicalHref(legal.href)))
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})
