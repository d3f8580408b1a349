// Shared helpers for the end-to-end tests: the built site's own lists.
import { readFileSync } from 'node:fs'
import { expect, type Locator, type Page } from '@playwright/test'

/** Every URL path in the built sitemap.xml (the tests walk the real site, not a hand-picked list). */
export function sitemapPaths(): string[] {
  const xml = readFileSync('dist/sitemap.xml', 'utf8')
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!)
}

/**
 * Waits for the page's script to have run (src/pages/every-page.ts marks <html data-enhanced>): it is
 * fetched after the first paint (scripts/lib/first-paint.ts), so it may run after the load event that
 * page.goto waits for. Menus, accordions and videos that close, open or play by script need it.
 */
export async function enhanced(page: Page): Promise<void> {
  await expect(page.locator('html[data-enhanced]')).toBeAttached()
}

/**
 * An FAQ accordion of `count` questions (its <details>): opening one closes the
 * one open before (at most one open at a time), and the open one closes again.
 */
export async function expectFaqAccordion(items: Locator, count: number): Promise<void> {
  await enhanced(items.page())
  await expect(items).toHaveCount(count)
  await items.nth(0).locator('summary').click()
  await expect(items.nth(0)).toHaveAttribute('open', '')
  await items.nth(3).locator('summary').click()
  await expect(items.nth(3)).toHaveAttribute('open', '')
  await expect(items.nth(0)).not.toHaveAttribute('open', '')
  const openCount = () => items.evaluateAll((els) => els.filter((e) => (e as HTMLDetailsElement).open).length)
  await expect.poll(openCount).toBe(1)
  await items.nth(3).locator('summary').click()
  await expect.poll(openCount).toBe(0)
}
