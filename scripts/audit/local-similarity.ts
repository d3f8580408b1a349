// How alike the local landing pages of one service are from city to city:
// every pair of siblings (same service, two cities) compared on the visible
// text of <main>, as word lists, by Python's difflib ratio
// (SequenceMatcher(None, a, b).ratio() = 2*M/T, ported in
// scripts/lib/text-similarity.ts), with a the page whose path sorts first.
// Fails when the median pair or any one pair is over the budgets in
// budgets/local-uniqueness.json (siblings). Pages marked noindex (the unknown-
// city placeholder, a city its content leaves out of the index) are left out:
// they are not pages a search engine compares.
//
//   npx tsx scripts/audit/local-similarity.ts [distDir]     (default: dist, or AUDIT_DIST)
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { LOCAL_SERVICE_SLUGS } from '../../schemas/local.ts'
import { hasNoindex, mainText } from '../lib/html-text.ts'
import { loadLocalUniquenessBudgets } from '../lib/local-uniqueness-budgets.ts'
import { median, quantile, sequenceRatio, toWords } from '../lib/text-similarity.ts'
import { isMain, result, runAlone, type Check } from './lib/audit-report.ts'

interface SiblingPage {
  path: string
  service: string
  words: readonly string[]
}

interface SiblingPair {
  a: string
  b: string
  ratio: number
}

/** The indexable local pages of a build, by service then path, with the words of their <main>. */
function readSiblingPages(dist: string): { pages: SiblingPage[]; noindex: string[] } {
  const pages: SiblingPage[] = []
  const noindex: string[] = []
  for (const service of LOCAL_SERVICE_SLUGS) {
    const dir = path.join(dist, service)
    if (!existsSync(dir)) continue
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(path.sep))
      .filter((parts) => parts.length === 3 && parts[2] === 'index.html')
      .map((parts) => `/${service}/${parts[0]}/${parts[1]}/`)
      .sort()
    for (const urlPath of files) {
      const html = readFileSync(path.join(dist, urlPath, 'index.html'), 'utf8')
      if (hasNoindex(html)) noindex.push(urlPath)
      else pages.push({ path: urlPath, service, words: toWords(mainText(html) ?? '') })
    }
  }
  return { pages, noindex }
}

/** Every pair of pages of one service, a before b in the pages' order. */
function siblingPairs(pages: readonly SiblingPage[]): SiblingPair[] {
  const pairs: SiblingPair[] = []
  for (let i = 0; i < pages.length; i++)
    for (let j = i + 1; j < pages.length; j++)
      if (pages[i]!.service === pages[j]!.service)
        pairs.push({ a: pages[i]!.path, b: pages[j]!.path, ratio: sequenceRatio(pages[i]!.words, pages[j]!.words) })
  return pairs
}

const f = (n: number) => n.toFixed(3)

export const check: Check = {
  name: 'local-similarity',
  async run({ dist, root }) {
    const budgets = loadLocalUniquenessBudgets(root).siblings
    const { pages, noindex } = readSiblingPages(dist)
    if (pages.length < 2)
      return result([`fewer than two indexable local pages under ${dist}: build the site first (npm run build)`], 'nothing to compare')
    const empty = pages.filter((p) => p.words.length === 0).map((p) => `${p.path}: no text in <main>`)
    const pairs = siblingPairs(pages).sort((x, y) => y.ratio - x.ratio)
    const ratios = pairs.map((p) => p.ratio)
    const mid = median(ratios)
    const failures = [...empty]
    if (mid > budgets.maxMedianRatio)
      failures.push(
        `median sibling ratio ${f(mid)} is over ${budgets.maxMedianRatio}: give each city more of its own, or share less template text`,
      )
    for (const p of pairs.filter((p) => p.ratio > budgets.maxRatio))
      failures.push(`${p.a} and ${p.b}: ${f(p.ratio)} (budget ${budgets.maxRatio})`)
    const words = pages.map((p) => p.words.length)
    const notes = [
      `${pages.length} pages (median ${median(words)} words), ${pairs.length} sibling pairs${noindex.length ? `, ${noindex.length} noindex page(s) left out` : ''}`,
      `median ${f(mid)}, 90th percentile ${f(quantile(ratios, 0.9))}, worst ${f(ratios[0] ?? 0)} (budget: median <= ${budgets.maxMedianRatio}, worst <= ${budgets.maxRatio})`,
      ...LOCAL_SERVICE_SLUGS.map((s) => {
        const own = pairs.filter((p) => p.a.startsWith(`/${s}/`)).map((p) => p.ratio)
        return `  ${s}: median ${f(median(own))}, worst ${f(Math.max(...own))}`
      }),
      'most alike:',
      ...pairs.slice(0, 5).map((p) => `  ${f(p.ratio)}  ${p.a}  ${p.b}`),
    ]
    return result(
      failures,
      `${pairs.length} sibling pairs: median ${f(mid)}, p90 ${f(quantile(ratios, 0.9))}, worst ${f(ratios[0] ?? 0)}`,
      notes,
    )
  },
}

if (isMain(import.meta.url)) {
  const dist = process.argv.slice(2).find((a) => !a.startsWith('-'))
  if (dist) process.env.AUDIT_DIST = path.resolve(dist)
  await runAlone(check)
}
