// axe on every page of the built site, at both projects' widths (390 px and
// 1280 px): one test per URL, generated from dist/sitemap.xml plus the
// noindex pages in dist/ and the not-found page (scripts/audit/lib/pages.ts).
// WCAG 2.0, 2.1 and 2.2, levels A and AA. `npm run audit` runs this file.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { browserPages } from '../../scripts/audit/lib/pages.ts'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

/** One readable line per rule: what is wrong and where (first elements' selectors). */
const describe = (v: Violation) =>
  `${v.id} [${v.impact ?? 'n/a'}] ${v.help}: ${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'}, e.g. ${v.nodes
    .slice(0, 3)
    .map((n) => n.target.join(' '))
    .join(' | ')} (${v.helpUrl})`

for (const { path, status } of browserPages()) {
  test(`axe ${path}`, { tag: '@audit' }, async ({ page }) => {
    const response = await page.goto(path, { waitUntil: 'load' })
    expect(response?.status(), `status of ${path}`).toBe(status)
    await page.evaluate(() => document.fonts.ready)
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
    expect(violations.map(describe), `axe violations on ${path}`).toEqual([])
  })
}
