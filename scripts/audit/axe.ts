// axe on every URL of the built sitemap plus the noindex and not-found pages,
// at 1280 px and 390 px: runs tests/e2e/a11y.spec.ts, one test per URL, an axe
// pass at each width (each problem line names its width).
//   npx tsx scripts/audit/axe.ts
import { runSpec } from './lib/playwright.ts'
import { groupProblems, isMain, result, runAlone, type Check } from './lib/audit-report.ts'

export const check: Check = {
  name: 'axe',
  async run({ root }) {
    const r = await runSpec(root, 'tests/e2e/a11y.spec.ts', 'axe')
    const failures = groupProblems(
      r.failures.flatMap((f) => f.problems.map((key) => ({ page: `${f.title.replace(/^axe /, '')} (${f.project})`, key }))),
    )
    if (r.passed + r.failed + r.flaky === 0) failures.push('no test ran: is dist/sitemap.xml empty?')
    return result(
      failures,
      `${r.passed + r.failed + r.flaky} pages, each at 1280 and 390 px: ${r.passed} clean, ${r.failed} with violations${r.flaky ? `, ${r.flaky} flaky` : ''}`,
    )
  },
}

if (isMain(import.meta.url)) await runAlone(check)
