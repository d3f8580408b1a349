// Page weight budgets (budgets.json gzipKB) on every built page: the
// JavaScript a page can make the browser download, that is its entry scripts
// and modulepreloads, their static imports and every chunk they may import
// dynamically (a form's island), and its CSS. Content pages and form pages
// have their own JS budget; CSS has one for all.
//   npx tsx scripts/audit/weight.ts
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { kb, type Budgets } from './lib/budgets.ts'
import { loadSite, type BuiltPage } from './lib/dist.ts'
import { isMain, result, runAlone, type Check } from './lib/report.ts'
import { budgetClassOf, loadRoutes, templateSamples, type BudgetClass } from './lib/templates.ts'

export interface AssetGraph {
  /** Static imports (and re-exports) of a module, as absolute URL paths. */
  staticImports: string[]
  /** Modules and stylesheets it may load later: import() and Vite's preload lists. */
  dynamicImports: string[]
}

const resolveFrom = (from: string, spec: string) => new URL(spec, `http://x${from}`).pathname

/** The imports of one built JS module (minified ESM as Vite writes it). */
export function moduleImports(code: string, path: string): AssetGraph {
  const staticImports = [...code.matchAll(/(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["']([^"']+\.m?js)["']/g)].map((m) => resolveFrom(path, m[1]!))
  const dynamicImports = [...code.matchAll(/\bimport\(\s*["']([^"']+\.m?js)["']\s*\)/g)].map((m) => resolveFrom(path, m[1]!))
  // Vite lists what to preload with each dynamic import in __vite__mapDeps, as paths from the site root.
  const deps = code.match(/__vite__mapDeps[\s\S]{0,200}?\(m\.f=\[([^\]]*)\]/)?.[1]
  if (deps) for (const m of deps.matchAll(/["']([^"']+\.(?:m?js|css))["']/g)) dynamicImports.push(resolveFrom('/', m[1]!))
  return { staticImports, dynamicImports }
}

export interface PageAssets {
  /** JS loaded with the page: entries, modulepreloads and their static imports. */
  eagerJs: string[]
  /** JS and CSS the page's code can import later (islands and their dependencies). */
  lazyJs: string[]
  css: string[]
}

/** Everything a page's HTML leads the browser to, following imports. `read` returns a file's text or null. */
export function pageAssets(entries: { scripts: string[]; stylesheets: string[] }, read: (path: string) => string | null): PageAssets {
  const eager = new Set<string>()
  const lazy = new Set<string>()
  const css = new Set(entries.stylesheets)
  const visit = (start: string[], into: Set<string>, other: Set<string>) => {
    const queue = start.filter((p) => !into.has(p) && !other.has(p))
    for (const p of queue) into.add(p)
    const later: string[] = []
    while (queue.length) {
      const path = queue.pop()!
      const code = read(path)
      if (code === null) continue
      const g = moduleImports(code, path)
      for (const dep of g.staticImports)
        if (!into.has(dep) && !other.has(dep)) {
          into.add(dep)
          queue.push(dep)
        }
      later.push(...g.dynamicImports)
    }
    return later
  }
  let pending = visit(entries.scripts, eager, lazy)
  while (pending.length) {
    const cssDeps = pending.filter((p) => p.endsWith('.css'))
    for (const c of cssDeps) css.add(c)
    pending = visit(
      pending.filter((p) => !p.endsWith('.css')),
      lazy,
      eager,
    )
  }
  return { eagerJs: [...eager], lazyJs: [...lazy], css: [...css] }
}

export interface PageWeight {
  path: string
  budgetClass: BudgetClass
  eagerJs: number
  totalJs: number
  css: number
}

export function weightProblems(w: PageWeight, budgets: Budgets['gzipKB']): string[] {
  const problems: string[] = []
  const jsBudget = { form: budgets.formPageJs, booking: budgets.bookingPageJs, content: budgets.contentPageJs }[w.budgetClass] * 1024
  if (w.totalJs > jsBudget) problems.push(`${w.path}: ${kb(w.totalJs)} of JavaScript (gzip) is over the ${w.budgetClass} page budget of ${kb(jsBudget)}`)
  if (w.css > budgets.css * 1024) problems.push(`${w.path}: ${kb(w.css)} of CSS (gzip) is over the budget of ${kb(budgets.css * 1024)}`)
  return problems
}

export function createWeigher(dist: string) {
  const gz = new Map<string, number>()
  const read = (path: string) => {
    const file = join(dist, path)
    return existsSync(file) ? readFileSync(file, 'utf8') : null
  }
  const size = (path: string) => {
    if (!gz.has(path)) {
      const file = join(dist, path)
      gz.set(path, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0)
    }
    return gz.get(path)!
  }
  const sum = (paths: string[]) => paths.reduce((n, p) => n + size(p), 0)
  return (page: BuiltPage, budgetClass: BudgetClass): PageWeight => {
    const local = (u: string) => !/^([a-z]+:)?\/\//i.test(u)
    const scripts = page.scan.refs.filter((r) => (r.where === '<script src>' || r.where.includes('modulepreload')) && local(r.url)).map((r) => new URL(r.url, `http://x${page.path}`).pathname)
    const stylesheets = page.scan.stylesheets.filter(local).map((u) => new URL(u, `http://x${page.path}`).pathname)
    const a = pageAssets({ scripts, stylesheets }, read)
    const eagerJs = sum(a.eagerJs)
    return { path: page.path, budgetClass, eagerJs, totalJs: eagerJs + sum(a.lazyJs), css: sum(a.css) }
  }
}

export const check: Check = {
  name: 'weight',
  async run({ dist, root, budgets }) {
    const site = loadSite(dist, root)
    const routes = await loadRoutes(root)
    const weigh = createWeigher(dist)
    const weights = site.pages.map((p) => weigh(p, budgetClassOf(routes, p.path)))
    const failures = weights.flatMap((w) => weightProblems(w, budgets.gzipKB))
    const byPath = new Map(weights.map((w) => [w.path, w]))
    const notes = ['template              class     JS eager   JS total   CSS   (gzip; total = with the chunks it imports lazily)']
    for (const t of templateSamples(routes)) {
      const w = t.path ? byPath.get(t.path) : undefined
      notes.push(w ? `${t.name.padEnd(21)} ${w.budgetClass.padEnd(8)} ${kb(w.eagerJs).padStart(9)} ${kb(w.totalJs).padStart(10)} ${kb(w.css).padStart(9)}  ${w.path}` : `${t.name.padEnd(21)} (no page)`)
    }
    const max = (c: BudgetClass) => Math.max(0, ...weights.filter((w) => w.budgetClass === c).map((w) => w.totalJs))
    const g = budgets.gzipKB
    return result(
      failures,
      `${weights.length} pages; max JS content ${kb(max('content'))}/${g.contentPageJs} KB, form ${kb(max('form'))}/${g.formPageJs} KB, booking ${kb(max('booking'))}/${g.bookingPageJs} KB; max CSS ${kb(Math.max(...weights.map((w) => w.css)))}/${g.css} KB`,
      notes,
    )
  },
}

if (isMain(import.meta.url)) await runAlone(check)
