// axe on the pages of the built site at 1280 px and 390 px: one test per URL,
// both widths in one visit, generated from dist/sitemap.xml plus the
// noindex pages in dist/ and the not-found page (scripts/audit/lib/pages.ts):
// in `npm test` every page but the local pages, of which one per service and per
// state; every page in `npm run audit` and `npm run test:deep`.
// WCAG 2.0, 2.1 and 2.2, levels A and AA. `npm run audit` runs this file.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { browserPagesToWalk } from '../../scripts/audit/lib/pages.ts'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

/** One readable line per rule: what is wrong and where (first elements' selectors). */
const describe = (v: Violation) =>
  `${v.id} [${v.impact ?? 'n/a'}] ${v.help}: ${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'}, e.g. ${v.nodes
    .slice(0, 3)
    .map((n) => n.target.join(' '))
    .join(' | ')} (${v.helpUrl})`

// A trace of a 140 KB page costs seconds; the assertion message already says what is wrong.
test.use({ trace: 'off' })

// Both widths in one visit: the page is loaded once and checked at each width (the layout
// follows the viewport; nothing of this site depends on touch emulation), which halves the
// page loads and browser contexts of the suite's largest spec.
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]

test.describe('axe', () => {
  for (const { path, status } of browserPagesToWalk()) {
    test(`axe ${path}`, { tag: '@audit' }, async ({ page }) => {
      const response = await page.goto(path, { waitUntil: 'load' })
      expect(response?.status(), `- answered with another status than ${status}`).toBe(status)
      await page.evaluate(() => document.fonts.ready)
      const found: string[] = []
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport)
        // One frame, so the new width's layout is the one checked.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
        // Legacy mode runs axe in the page itself instead of aggregating in an extra blank page:
        // a third faster, and the only frames it skips are cross-origin ones (video player,
        // booking calendar), which are not ours to fix and never load offline anyway.
        const { violations } = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze()
        found.push(...violations.map((v) => `- [${viewport.width} px] ${describe(v)}`))
      }
      // The message lists each violation on a "- " line; scripts/audit/axe.ts reads them back.
      expect(found.length, `${found.length} axe violation(s) on ${path}:\n${found.join('\n')}`).toBe(0)
    })
  }
})
