// npm run audit: every quality check of the built site (dist/), against the
// budgets in budgets.json. Prints each check's findings, then one table, and
// exits 1 when any check fails. Build first (npm run build).
//
//   npm run audit                          all checks
//   npm run audit -- --only=links,json-ld  some checks
//   npm run audit -- --skip=axe,csp        all but some
//   npm run audit -- --runs=5              Lighthouse: up to 5 runs per page, judged by the best (the default when CI is set)
//
// Each check also runs alone: npx tsx scripts/audit/<check>.ts
// The fast static checks run first; Lighthouse runs alone on the machine (its
// scores depend on the CPU), then the two browser specs.
import { check as axe } from './axe.ts'
import { check as csp } from './csp.ts'
import { check as duplicates } from './duplicates.ts'
import { check as headers } from './headers.ts'
import { check as jsonLd } from './json-ld.ts'
import { check as lighthouse, LIGHTHOUSE_FLAGS } from './lighthouse.ts'
import { check as links } from './links.ts'
import { check as localSimilarity } from './local-similarity.ts'
import { check as media } from './media.ts'
import { check as sitemap } from './sitemap.ts'
import { check as html } from './validate-html.ts'
import { check as weight } from './weight.ts'
import { defaultContext, printDetails, printTable, type Check, type CheckResult } from './lib/audit-report.ts'
import { parseFlags } from '../lib/cli-flags.ts'

const CHECKS: readonly Check[] = [links, html, jsonLd, sitemap, duplicates, localSimilarity, weight, media, headers, lighthouse, axe, csp]

async function main() {
  const { values } = parseFlags(
    { options: { only: { type: 'string' }, skip: { type: 'string' }, ...LIGHTHOUSE_FLAGS } },
    'npm run audit -- [--only=links,html | --skip=axe,csp] [--runs=5] [--templates=home,contact]',
  )
  const list = (value: string | undefined) => value?.split(',').filter(Boolean)
  const only = list(values.only)
  const skip = list(values.skip) ?? []
  for (const n of [...(only ?? []), ...skip])
    if (!CHECKS.some((c) => c.name === n)) {
      console.error(`unknown check "${n}"; the checks are: ${CHECKS.map((c) => c.name).join(', ')}`)
      process.exit(2)
    }
  const selected = CHECKS.filter((c) => (!only || only.includes(c.name)) && !skip.includes(c.name))
  const ctx = defaultContext()
  const started = performance.now()
  const rows: { name: string; result: CheckResult; seconds: number }[] = []
  for (const check of selected) {
    console.log(`\n▶ ${check.name}`)
    const t = performance.now()
    let r: CheckResult
    try {
      r = await check.run(ctx)
    } catch (error) {
      r = { ok: false, summary: 'could not run', failures: [error instanceof Error ? error.message : String(error)] }
    }
    const seconds = (performance.now() - t) / 1000
    console.log(`  ${r.ok ? 'pass' : 'FAIL'} in ${seconds.toFixed(1)} s: ${r.summary}`)
    rows.push({ name: check.name, result: r, seconds })
  }
  console.log('\n════════ findings ════════')
  for (const { name, result } of rows) printDetails(name, result)
  printTable(rows)
  const failed = rows.filter((r) => !r.result.ok)
  console.log(
    `\n${failed.length ? `${failed.length} of ${rows.length} checks failed (${failed.map((r) => r.name).join(', ')})` : `all ${rows.length} checks passed`} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  )
  process.exit(failed.length ? 1 : 0)
}

await main()
