// What every audit check returns, how the results are printed, and how a
// check runs on its own (`npx tsx scripts/audit/links.ts`).
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadBudgets, type Budgets } from './budgets.ts'

export interface CheckResult {
  ok: boolean
  /** One line for the summary table, e.g. "173 pages, 41,210 links". */
  summary: string
  /** One line per problem, naming the page (URL path or file) and what is wrong. */
  failures: string[]
  /** Facts worth printing that do not fail the audit (scores, weights, warnings). */
  notes?: string[]
}

interface AuditContext {
  /** Repository root (the audit runs from it). */
  root: string
  /** The built site. */
  dist: string
  budgets: Budgets
}

export interface Check {
  name: string
  run(ctx: AuditContext): Promise<CheckResult>
}

export const result = (failures: string[], summary: string, notes: string[] = []): CheckResult => ({
  ok: failures.length === 0,
  summary,
  failures,
  notes,
})

/** Groups identical problems found on many pages into one line each. */
export function groupProblems(items: { page: string; key: string }[]): string[] {
  const byKey = new Map<string, string[]>()
  for (const { page, key } of items) byKey.set(key, [...(byKey.get(key) ?? []), page])
  return [...byKey].map(([key, pages]) => {
    const unique = [...new Set(pages)]
    return unique.length === 1
      ? `${unique[0]}: ${key}`
      : `${key} (on ${unique.length} pages: ${unique.slice(0, 3).join(', ')}${unique.length > 3 ? ', …' : ''})`
  })
}

const MAX_LINES = Number(process.env.AUDIT_MAX_LINES ?? 40)

/** Prints a check's notes and failures (capped; AUDIT_MAX_LINES=0 lifts the cap). */
export function printDetails(name: string, r: CheckResult): void {
  const cap = (lines: string[]) =>
    MAX_LINES > 0 && lines.length > MAX_LINES
      ? [...lines.slice(0, MAX_LINES), `… and ${lines.length - MAX_LINES} more (AUDIT_MAX_LINES=0 shows all)`]
      : lines
  if (r.notes?.length) {
    console.log(`\n${name}:`)
    for (const line of r.notes) console.log(`  ${line}`)
  }
  if (r.failures.length) {
    console.log(`\n${name}: ${r.failures.length} failure${r.failures.length === 1 ? '' : 's'}`)
    for (const line of cap(r.failures)) console.log(`  ✗ ${line}`)
  }
}

export function printTable(rows: { name: string; result: CheckResult; seconds: number }[]): void {
  const w = Math.max(5, ...rows.map((r) => r.name.length))
  console.log(`\n${'check'.padEnd(w)}  result  failures  time    summary`)
  console.log(`${'-'.repeat(w)}  ------  --------  ------  ${'-'.repeat(40)}`)
  for (const { name, result: r, seconds } of rows)
    console.log(
      `${name.padEnd(w)}  ${(r.ok ? 'pass' : 'FAIL').padEnd(6)}  ${String(r.failures.length).padStart(8)}  ${`${seconds.toFixed(1)}s`.padStart(6)}  ${r.summary}`,
    )
}

export function defaultContext(): AuditContext {
  const root = process.cwd()
  return { root, dist: resolve(root, process.env.AUDIT_DIST ?? 'dist'), budgets: loadBudgets(root) }
}

/** True when this module is the script node was started with. */
export const isMain = (metaUrl: string) => !!process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === metaUrl

/** Runs one check as a script: prints it and exits 1 on failure. */
export async function runAlone(check: Check): Promise<void> {
  const started = performance.now()
  try {
    const r = await check.run(defaultContext())
    printDetails(check.name, r)
    printTable([{ name: check.name, result: r, seconds: (performance.now() - started) / 1000 }])
    process.exit(r.ok ? 0 : 1)
  } catch (error) {
    console.error(`${check.name}: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
