// Page weight budgets (budgets.json gzipKB) on every built page: the
// JavaScript a page can make the browser download, that is its entry scripts
// and modulepreloads, their static imports and every chunk they may import
// dynamically (a form's island), and its CSS, as scripts/audit/lib/page-weight.ts
// reads them from the build's manifest. Content, form and booking pages have
// their own JS budget; CSS has one for all.
//   npx tsx scripts/audit/weight.ts
import { kb, type Budgets } from './lib/budgets.ts'
import { loadSite, type BuiltPage } from './lib/dist.ts'
import { isMain, result, runAlone, type Check } from './lib/audit-report.ts'
import { budgetClassOf, loadRoutes, templateSamples, type BudgetClass } from './lib/templates.ts'
import { createWeigher as weigherOf, pageEntries } from './lib/page-weight.ts'

export interface PageWeight {
  path: string
  budgetClass: BudgetClass
  eagerJs: number
  totalJs: number
  css: number
}

export function weightProblems(w: PageWeight, budgets: Budgets['gzipKB']): string[] {
  const problems: string[] = []
  const jsBudget =
    { form: budgets.formPageJs, booking: budgets.bookingPageJs, staff: budgets.staffPageJs, content: budgets.contentPageJs }[
      w.budgetClass
    ] * 1024
  if (w.totalJs > jsBudget)
    problems.push(`${w.path}: ${kb(w.totalJs)} of JavaScript (gzip) is over the ${w.budgetClass} page budget of ${kb(jsBudget)}`)
  if (w.css > budgets.css * 1024) problems.push(`${w.path}: ${kb(w.css)} of CSS (gzip) is over the budget of ${kb(budgets.css * 1024)}`)
  return problems
}

export function createWeigher(dist: string) {
  const weigh = weigherOf(dist)
  return (page: BuiltPage, budgetClass: BudgetClass): PageWeight => ({
    path: page.path,
    budgetClass,
    ...weigh(pageEntries(page.scan, page.path)),
  })
}

export const check: Check = {
  name: 'weight',
  async run({ dist, root, budgets }) {
    const site = await loadSite(dist, root)
    const routes = await loadRoutes(root)
    const weigh = createWeigher(dist)
    const weights = site.pages.map((p) => weigh(p, budgetClassOf(routes, p.path)))
    const failures = weights.flatMap((w) => weightProblems(w, budgets.gzipKB))
    const byPath = new Map(weights.map((w) => [w.path, w]))
    const notes = ['template              class     JS eager   JS total   CSS   (gzip; total = with the chunks it imports lazily)']
    for (const t of templateSamples(routes)) {
      const w = t.path ? byPath.get(t.path) : undefined
      notes.push(
        w
          ? `${t.name.padEnd(21)} ${w.budgetClass.padEnd(8)} ${kb(w.eagerJs).padStart(9)} ${kb(w.totalJs).padStart(10)} ${kb(w.css).padStart(9)}  ${w.path}`
          : `${t.name.padEnd(21)} (no page)`,
      )
    }
    const max = (c: BudgetClass) => Math.max(0, ...weights.filter((w) => w.budgetClass === c).map((w) => w.totalJs))
    const g = budgets.gzipKB
    return result(
      failures,
      `${weights.length} pages; max JS content ${kb(max('content'))}/${g.contentPageJs} KB, form ${kb(max('form'))}/${g.formPageJs} KB, booking ${kb(max('booking'))}/${g.bookingPageJs} KB, staff ${kb(max('staff'))}/${g.staffPageJs} KB; max CSS ${kb(Math.max(...weights.map((w) => w.css)))}/${g.css} KB`,
      notes,
    )
  },
}

if (isMain(import.meta.url)) await runAlone(check)
