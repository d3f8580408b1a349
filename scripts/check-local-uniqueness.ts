// Checks that the built local landing pages are not doorway pages: each page
// must carry enough text of its own and must not be too close to any other
// local page. Budgets live in budgets/local-uniqueness.json.
//
//   npx tsx scripts/check-local-uniqueness.ts [distDir]     (default: dist)
//
// Reads dist/{service}/{state}/{city}/index.html for the six local services,
// skips pages marked noindex (the unknown-city placeholder), measures the
// visible text of <main> only, and exits 1 when a page is over budget.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { LOCAL_SERVICE_SLUGS } from '../schemas/local.ts'
import { parseFlags } from './lib/cli-flags.ts'
import { hasNoindex, mainText } from './lib/html-text.ts'
import { loadLocalUniquenessBudgets } from './lib/local-uniqueness-budgets.ts'
import {
  analyseUniqueness,
  median,
  overBudget,
  SHINGLE_SIZE,
  toWords,
  type PageWords,
  type UniquenessBudgets,
} from './lib/text-similarity.ts'

const root = path.resolve(import.meta.dirname, '..')
const { positionals } = parseFlags({ allowPositionals: true }, 'npx tsx scripts/check-local-uniqueness.ts [distDir]')
if (positionals.length > 1) fail(`one build folder at most, not ${positionals.length}: ${positionals.join(' ')}`)
const distDir = path.resolve(positionals[0] ?? 'dist')

function fail(message: string): never {
  console.error(`check-local-uniqueness: ${message}`)
  process.exit(1)
}

/** [state, city] of every {state}/{city}/index.html under a service's folder, by state then city. */
function cityPages(serviceDir: string): [string, string][] {
  return readdirSync(serviceDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep))
    .filter((parts): parts is [string, string, string] => parts.length === 3 && parts[2] === 'index.html')
    .map(([state, city]): [string, string] => [state, city])
    .sort(([s1, c1], [s2, c2]) => (s1 !== s2 ? (s1 < s2 ? -1 : 1) : c1 < c2 ? -1 : c1 > c2 ? 1 : 0))
}

let budgets: UniquenessBudgets
try {
  budgets = loadLocalUniquenessBudgets(root)
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}

if (!existsSync(distDir)) {
  fail(
    `no build at ${distDir}. Build the site first (npm run build), or pass the build folder: npx tsx scripts/check-local-uniqueness.ts <distDir>`,
  )
}

const pages: PageWords[] = []
const skipped: string[] = []
const withoutMain: string[] = []
for (const service of LOCAL_SERVICE_SLUGS) {
  const serviceDir = path.join(distDir, service)
  if (!existsSync(serviceDir)) continue
  for (const [state, city] of cityPages(serviceDir)) {
    const urlPath = `/${service}/${state}/${city}/`
    const html = readFileSync(path.join(serviceDir, state, city, 'index.html'), 'utf8')
    if (hasNoindex(html)) {
      skipped.push(urlPath)
      continue
    }
    const text = mainText(html)
    if (text === null) withoutMain.push(urlPath)
    else pages.push({ path: urlPath, words: toWords(text), group: urlPath.split('/')[1] })
  }
}

if (withoutMain.length > 0) {
  fail(
    `${withoutMain.length} local page(s) have no <main> element, so their content cannot be measured: ${withoutMain.slice(0, 5).join(', ')}${withoutMain.length > 5 ? ', …' : ''}. Wrap the page content in <main>.`,
  )
}
if (pages.length === 0) {
  fail(
    `no indexable local page found under ${distDir} (looked for {${LOCAL_SERVICE_SLUGS.join(',')}}/{state}/{city}/index.html` +
      `${skipped.length > 0 ? `; ${skipped.length} noindex page(s) skipped` : ''}). Build the site first, or pass the build folder.`,
  )
}

const results = analyseUniqueness(pages, SHINGLE_SIZE)
const width = Math.max(...results.map((r) => r.path.length))
for (const r of results) {
  console.log(`${r.path.padEnd(width)}  ${String(r.ownWords).padStart(5)}  ${r.maxSimilarity.toFixed(3)}  ${r.mostSimilarPath ?? '-'}`)
}

const own = results.map((r) => r.ownWords)
const similarity = results.map((r) => r.maxSimilarity)
console.log('')
console.log(
  `${results.length} local page(s) measured on ${SHINGLE_SIZE}-word shingles of <main>${skipped.length > 0 ? `, ${skipped.length} noindex page(s) skipped` : ''}`,
)
console.log(`own words:      min ${Math.min(...own)}, median ${median(own)} (budget: at least ${budgets.minOwnWords})`)
console.log(
  `max similarity: max ${Math.max(...similarity).toFixed(3)}, median ${median(similarity).toFixed(3)} (budget: at most ${budgets.maxSimilarity})`,
)

const { tooThin, tooSimilar } = overBudget(results, budgets)
if (tooThin.length > 0 || tooSimilar.length > 0) {
  console.error('')
  if (tooThin.length > 0) {
    console.error(
      `${tooThin.length} page(s) have fewer than ${budgets.minOwnWords} words of their own. Give each city more text of its own (cities/*.yaml: intro, economy, digitalLandscape, angles) or show less text shared between pages:`,
    )
    for (const r of tooThin) console.error(`  ${r.path}  ${r.ownWords}`)
  }
  if (tooSimilar.length > 0) {
    console.error(`${tooSimilar.length} page(s) are more than ${budgets.maxSimilarity} similar to another local page:`)
    for (const r of tooSimilar) console.error(`  ${r.path}  ${r.maxSimilarity.toFixed(3)}  ${r.mostSimilarPath}`)
  }
  process.exit(1)
}
console.log('All local pages are within the uniqueness budgets.')
