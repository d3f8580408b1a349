// Lighthouse on one page of every template (scripts/audit/lib/templates.ts):
// mobile form factor, simulated throttling, Debian's Chromium, against the
// local Netlify server started here. Each category must reach its minimum in
// budgets.json, CLS must stay under its budget, and the loading audits behind
// budget point 2 (LCP image not lazy and discoverable, sized images, font
// display) must pass.
//   npx tsx scripts/audit/lighthouse.ts [--runs=5] [--templates=home,local]   (CI=1: up to 5 runs by default)
//
// LCP on its templates: the median of its runs (lib/lcp-budget.ts).
// Each page is measured until one run meets every budget, up to --runs times,
// and judged by its best run (Lighthouse CI's "optimistic" aggregation). On a
// shared machine, noise only ever adds time: other processes slow a run, none
// speeds one up, so the fastest run is the nearest to what the page itself
// costs (the reasoning of Python's timeit, which reports the minimum). The
// category scores other than performance, CLS and the required audits are the
// same in every run; the best run carries them too.
//
// Pages that are noindex on purpose (growth session, booking confirmation)
// fail Lighthouse's "is-crawlable" SEO audit by design. For them the SEO score
// is computed without that one audit (Lighthouse's own weighting otherwise);
// both numbers are printed.
import { availableParallelism, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Budgets } from './lib/budgets.ts'
import { loadSite } from './lib/dist.ts'
import { lcpVerdict } from './lib/lcp-budget.ts'
import { startServer } from './lib/server.ts'
import { isMain, result, runAlone, type Check } from './lib/audit-report.ts'
import { loadRoutes, templateSamples } from './lib/templates.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts'
import { parseFlags } from '../lib/cli-flags.ts'

const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]

/** Audits that must not fail on any template: the LCP element is prioritised, nothing shifts. */
const REQUIRED_AUDITS = [
  'lcp-lazy-loaded',
  'prioritize-lcp-image',
  'unsized-images',
  'font-display',
  'font-display-insight',
  'layout-shifts',
] as const

interface AuditResult {
  id: string
  title: string
  score: number | null
  scoreDisplayMode: string
  numericValue?: number
  displayValue?: string
  details?: { items?: unknown[] }
}
interface CategoryResult {
  score: number | null
  auditRefs: { id: string; weight: number }[]
}
interface Lhr {
  categories: Record<string, CategoryResult>
  audits: Record<string, AuditResult>
  runWarnings?: string[]
  runtimeError?: { code: string; message: string }
  environment?: { benchmarkIndex?: number }
}

export interface PageScores {
  template: string
  path: string
  scores: Record<Category, number>
  /** Raw SEO score when it was adjusted for a noindex page. */
  rawSeo?: number
  lcpMs: number
  cls: number
  tbtMs: number
  lcpElement: string
  /** Failing audits of each category below its budget, and failing required audits. */
  problems: string[]
}

/** A category's score from its audits, optionally leaving some out (Lighthouse's weighted mean). */
function categoryScore(lhr: Lhr, category: string, without: readonly string[] = []): number {
  const refs = lhr.categories[category]!.auditRefs.filter((r) => r.weight > 0 && !without.includes(r.id))
  let sum = 0
  let weights = 0
  for (const ref of refs) {
    const a = lhr.audits[ref.id]
    if (!a || a.score === null || ['notApplicable', 'manual', 'informative', 'error'].includes(a.scoreDisplayMode)) continue
    sum += a.score * ref.weight
    weights += ref.weight
  }
  return weights === 0 ? 100 : Math.round((sum / weights) * 100)
}

function lcpElementOf(lhr: Lhr): string {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0] as
    { items?: { node?: { snippet?: string; selector?: string } }[] } | undefined
  const node = table?.items?.[0]?.node
  return node ? `${node.selector ?? ''} ${(node.snippet ?? '').slice(0, 90)}`.trim() : '(none)'
}

/** Scores, metrics and problems of one Lighthouse result against the budgets. */
export function evaluate(lhr: Lhr, template: string, path: string, noindex: boolean, budgets: Budgets['lighthouse']): PageScores {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<
    Category,
    number
  >
  let rawSeo: number | undefined
  if (noindex && lhr.audits['is-crawlable']?.score === 0) {
    rawSeo = scores.seo
    scores.seo = categoryScore(lhr, 'seo', ['is-crawlable'])
  }
  const problems: string[] = []
  if (lhr.runtimeError) problems.push(`Lighthouse could not measure the page: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const minimum = (c: Category) =>
    c === 'performance' ? (budgets.performanceByTemplate?.[template] ?? budgets.minScores[c]) : budgets.minScores[c]
  for (const c of CATEGORIES) {
    if (scores[c] >= minimum(c)) continue
    const failing = lhr.categories[c]!.auditRefs.filter(
      (r) => r.weight > 0 && !(c === 'seo' && rawSeo !== undefined && r.id === 'is-crawlable'),
    )
      .map((r) => lhr.audits[r.id]!)
      .filter((a) => a && a.score !== null && a.score < 0.9 && !['notApplicable', 'manual', 'informative'].includes(a.scoreDisplayMode))
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`)
    problems.push(`${c} ${scores[c]} < ${minimum(c)}: ${failing.join(', ') || 'no single failing audit'}`)
  }
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? 0
  if (cls > budgets.maxCumulativeLayoutShift) problems.push(`CLS ${cls.toFixed(3)} > ${budgets.maxCumulativeLayoutShift}`)
  for (const id of REQUIRED_AUDITS) {
    const a = lhr.audits[id]
    if (a && a.score !== null && a.score < 1 && !['notApplicable', 'manual', 'informative'].includes(a.scoreDisplayMode))
      problems.push(`${id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`)
  }
  return {
    template,
    path,
    scores,
    rawSeo,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    cls,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    lcpElement: lcpElementOf(lhr),
    problems,
  }
}

/**
 * One Lighthouse run in a fresh Chromium (a reused browser sometimes loses the
 * trace: NO_NAVSTART). A run that could not measure the page at all is
 * repeated, up to twice; a run that measured is never repeated.
 */
export async function measure(url: string): Promise<Lhr> {
  let lhr: Lhr | undefined
  for (let attempt = 0; attempt < 3; attempt++) {
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
    try {
      const r = await lighthouse(
        url,
        { port: chrome.port, logLevel: 'error', output: 'json' },
        {
          extends: 'lighthouse:default',
          settings: {
            formFactor: 'mobile',
            throttlingMethod: 'simulate',
            onlyCategories: [...CATEGORIES],
            disableFullPageScreenshot: true,
          },
        },
      )
      if (!r) throw new Error(`Lighthouse returned nothing for ${url}`)
      lhr = r.lhr as unknown as Lhr
    } finally {
      chrome.kill()
    }
    if (!lhr.runtimeError) break
    console.warn(`  lighthouse ${url}: ${lhr.runtimeError.code}, measuring again`)
  }
  return lhr!
}

/** The run a page is judged by: the fewest problems, then the best performance score (the first of equals). */
export function bestRun(results: readonly PageScores[]): PageScores {
  if (results.length === 0) throw new Error('bestRun: no run')
  return results.reduce((best, r) =>
    r.problems.length < best.problems.length ||
    (r.problems.length === best.problems.length && r.scores.performance > best.scores.performance)
      ? r
      : best,
  )
}

const lcpOf = (results: readonly PageScores[]) => results.map((r) => r.lcpMs)

/** Its flags, which `npm run audit` accepts too. */
export const LIGHTHOUSE_FLAGS = { runs: { type: 'string' }, templates: { type: 'string' } } as const

// Strict parsing is the entry script's (run-audit.ts, or this file alone, below): this reads the two flags among the others.
function arg(name: keyof typeof LIGHTHOUSE_FLAGS): string | undefined {
  const value = parseArgs({ options: LIGHTHOUSE_FLAGS, strict: false }).values[name]
  return typeof value === 'string' ? value : undefined
}

export const check: Check = {
  name: 'lighthouse',
  async run({ dist, root, budgets }) {
    // Scores of one run swing by many points on a shared 2-core machine (a blank page scores 94-100
    // there): CI measures a page up to 5 times, stopping at the first run that meets every budget.
    const runs = Math.max(1, Number(arg('runs') ?? process.env.AUDIT_LIGHTHOUSE_RUNS ?? (process.env.CI ? 5 : 1)))
    // --templates, not --only: `npm run audit -- --only=lighthouse` names checks, and must not filter templates.
    const only = arg('templates')?.split(',')
    const all = templateSamples(await loadRoutes(root))
    const samples = all.filter((s) => !only || only.includes(s.name))
    const failures: string[] = samples.filter((s) => !s.path).map((s) => `template ${s.name}: no page of this template in the build`)
    for (const name of Object.keys(budgets.lighthouse.performanceByTemplate ?? {}))
      if (!all.some((s) => s.name === name)) failures.push(`budgets.json lighthouse.performanceByTemplate names no template: "${name}"`)
    const lcpBudget = budgets.lighthouse.largestContentfulPaint
    for (const name of lcpBudget?.templates ?? [])
      if (!all.some((s) => s.name === name)) failures.push(`budgets.json lighthouse.largestContentfulPaint names no template: "${name}"`)
    const lcpLines: string[] = []
    if (!samples.some((s) => s.path)) failures.push(`no template to measure${only ? ` (--templates=${only.join(',')} matches none)` : ''}`)
    const site = await loadSite(dist, root)
    const server = await startServer({ cwd: root, env: { SERVE_PROJECT_ROOT: root } })
    const rows: PageScores[] = []
    const benchmarks: number[] = []
    try {
      // A CDN answers warm: fetch each sample page and its files once so the first measurement does not pay the local server's start-up.
      for (const { path } of samples)
        if (path) {
          const page = site.byPath.get(path)
          for (const url of [path, ...(page?.scan.refs.filter((r) => r.kind === 'asset' && r.url.startsWith('/')).map((r) => r.url) ?? [])])
            await fetch(`${server.origin}${url}`)
              .then((r) => r.arrayBuffer())
              .catch(() => {})
        }
      for (const { name, path } of samples) {
        if (!path) continue
        const noindex = site.byPath.get(path)?.noindex ?? false
        const results: PageScores[] = []
        // A template under the LCP budget is measured at least its runs times, for their median.
        const lcpRuns = lcpBudget?.templates.includes(name) ? lcpBudget.runs : 0
        for (let i = 0; i < Math.max(runs, lcpRuns); i++) {
          const lhr = await measure(`${server.origin}${path}`)
          if (lhr.environment?.benchmarkIndex) benchmarks.push(lhr.environment.benchmarkIndex)
          results.push(evaluate(lhr, name, path, noindex, budgets.lighthouse))
          if (results.length >= lcpRuns && results.at(-1)!.problems.length === 0) break
        }
        const row = bestRun(results)
        rows.push(row)
        if (lcpBudget && lcpRuns) {
          const verdict = lcpVerdict(lcpOf(results), lcpBudget)
          lcpLines.push(
            `  ${name.padEnd(20)} median ${verdict.medianMs.toFixed(0).padStart(5)} ms  runs ${results.map((r) => r.lcpMs.toFixed(0)).join(', ')}  (budget ${lcpBudget.maxMs} ms)  ${path}`,
          )
          if (verdict.problem) failures.push(`${name} (${path}): ${verdict.problem}`)
        }
        console.log(
          `  lighthouse ${name.padEnd(20)} ${CATEGORIES.map((c) => String(row.scores[c]).padStart(3)).join(' ')}  ${path}${results.length > 1 ? `  (perf of each run: ${results.map((r) => r.scores.performance).join(', ')})` : ''}`,
        )
        for (const p of row.problems) failures.push(`${name} (${path}): ${p}`)
      }
    } finally {
      await server.stop()
    }
    const notes = [
      `template              perf  a11y    bp   seo   LCP ms     CLS  TBT ms  (mobile, simulated throttling${runs > 1 ? `, best of up to ${runs} runs` : ''})`,
      ...rows.map(
        (r) =>
          `${r.template.padEnd(20)} ${CATEGORIES.map((c) => String(r.scores[c]).padStart(5)).join(' ')}${r.rawSeo !== undefined ? '*' : ' '} ${r.lcpMs.toFixed(0).padStart(7)} ${r.cls.toFixed(3).padStart(7)} ${r.tbtMs.toFixed(0).padStart(7)}  ${r.path}`,
      ),
      ...(rows.some((r) => r.rawSeo !== undefined)
        ? [
            '* noindex by design: SEO without is-crawlable (raw: ' +
              rows
                .filter((r) => r.rawSeo !== undefined)
                .map((r) => `${r.template} ${r.rawSeo}`)
                .join(', ') +
              ')',
          ]
        : []),
      `Chromium benchmark index (Lighthouse's CPU speed estimate; simulated timings scale with it): ${benchmarks.length ? `${Math.min(...benchmarks).toFixed(0)}-${Math.max(...benchmarks).toFixed(0)}` : 'n/a'}; load average at the end ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
      ...(lcpLines.length ? ['LCP, median of the runs (budgets.json lighthouse.largestContentfulPaint):', ...lcpLines] : []),
      'LCP elements:',
      ...rows.map((r) => `  ${r.template.padEnd(20)} ${r.lcpElement}`),
    ]
    const min = (c: Category) => Math.min(...rows.map((r) => r.scores[c]))
    return result(
      failures,
      `${rows.length} templates; lowest: perf ${min('performance')}, a11y ${min('accessibility')}, bp ${min('best-practices')}, seo ${min('seo')}`,
      notes,
    )
  },
}

if (isMain(import.meta.url)) {
  parseFlags({ options: LIGHTHOUSE_FLAGS }, 'npx tsx scripts/audit/lighthouse.ts [--runs=3] [--templates=home,contact]')
  await runAlone(check)
}
