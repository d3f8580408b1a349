// The Content-Security-Policy in the browser: runs tests/e2e/csp.spec.ts,
// which loads every page through the local server and fails on any CSP
// violation or any request to a host the policy does not name.
//   npx tsx scripts/audit/csp.ts
import { runSpec } from './lib/playwright.ts'
import { groupProblems, isMain, result, runAlone, type Check } from './lib/audit-report.ts'

export const check: Check = {
  name: 'csp',
  async run({ root }) {
    const r = await runSpec(root, 'tests/e2e/csp.spec.ts', 'csp', ['--project=desktop'])
    const failures = groupProblems(r.failures.flatMap((f) => f.problems.map((key) => ({ page: f.title.replace(/^csp /, ''), key }))))
    if (r.passed + r.failed + r.flaky === 0) failures.push('no test ran: is dist/sitemap.xml empty?')
    return result(
      failures,
      `${r.passed + r.failed + r.flaky} pages loaded: ${r.passed} clean, ${r.failed} with problems${r.flaky ? `, ${r.flaky} flaky` : ''}`,
    )
  },
}

if (isMain(import.meta.url)) await runAlone(check)
