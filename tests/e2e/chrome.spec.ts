// The shared chrome at 390 px (mobile project) and 1280 px (desktop project):
// navigation, Services dropdown, mobile menu, footer location accordion,
// keyboard use with visible focus.
import { expect, test } from '@playwright/test'

test.describe('navigation', () => {
  test('desktop: the Services dropdown opens, lists All Services and six pages, and closes on an outside press', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'desktop navigation')
    await page.goto('/about/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const name of ['Home', 'About', 'Reviews', 'Blog', 'Contact'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    const services = nav.locator('details[data-dropdown]')
    await services.locator('summary').click()
    await expect(services).toHaveAttribute('open', '')
    const items = services.getByRole('link')
    await expect(items).toHaveCount(7)
    await expect(items.first()).toHaveText('All Services')
    await page.mouse.click(5, 600)
    await expect(services).not.toHaveAttribute('open', '')
    await expect(page.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/contact/')
  })

  test('desktop: keyboard opens and closes the dropdown with visible focus', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop navigation')
    await page.goto('/')
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

  test('mobile: the menu opens, opening it closes the dropdown, and an outside touch closes it', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'mobile menu')
    await page.goto('/')
    const menu = page.locator('details[data-mobile-menu]')
    await menu.locator('summary').first().click()
    await expect(menu).toHaveAttribute('open', '')
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' })
    await expect(mobileNav.getByRole('link', { name: 'About' })).toBeVisible()
    const sub = mobileNav.locator('details[data-dropdown]')
    await sub.locator('summary').click()
    await expect(sub.getByRole('link', { name: 'All Services' })).toBeVisible()
    // Closing and reopening the menu starts with the dropdown closed.
    await menu.locator('summary').first().click()
    await expect(menu).not.toHaveAttribute('open', '')
    await menu.locator('summary').first().click()
    await expect(sub).not.toHaveAttribute('open', '')
    await page.touchscreen.tap(200, 780)
    await expect(menu).not.toHaveAttribute('open', '')
  })
})

test('footer: Services by Location opens one service and one state at a time', async ({ page }) => {
  await page.goto('/')
  const acc = page.locator('[data-location-accordion]')
  const services = acc.locator('details[data-service-item]')
  await expect(services).toHaveCount(6)
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
  await expect(acc.locator('a')).toHaveCount(138)
})

test('footer shows contact details, legal links and claims', async ({ page }) => {
  await page.goto('/services/')
  const footer = page.locator('footer')
  await expect(footer.getByRole('link', { name: '(03) 5550 4321' })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'hello@harbourline.example' })).toBeVisible()
  for (const name of ['Privacy Policy', 'Terms and Conditions', 'Earnings Disclaimer'])
    await expect(footer.getByRole('link', { name })).toBeVisible()
  await expect(footer.getByText('3X', { exact: true })).toBeVisible()
  await expect(footer.getByText('5X', { exact: true })).toBeVisible()
})

test('a skip link reaches the main content from the keyboard', async ({ page }) => {
  await page.goto('/about/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main')).toBeFocused()
})

test('a new page starts at the top', async ({ page }) => {
  await page.goto('/about/')
  await page.mouse.wheel(0, 3000)
  await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/privacy-policy/)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})
