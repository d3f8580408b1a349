// Shared helpers for the end-to-end tests: the built site's own lists.
import { readFileSync } from 'node:fs'
import { expect, type Locator } from '@playwright/test'

/** Every URL path in the built sitemap.xml (the tests walk the real site, not a hand-picked list). */
export function sitemapPaths(): string[] {
  const xml = readFileSync('dist/sitemap.xml', 'utf8')
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!)
}

/**
 * An FAQ accordion of `count` questions (its <details>): opening one closes the
 * one open before (at most one open at a time), and the open one closes again.
 */
export async function expectFaqAccordion(items: Locator, count: number): Promise<void> {
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
