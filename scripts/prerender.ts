// Prerenders every route of the site to static HTML (dist/client/<path>/index.html)
// with Vike's public server API, one page after another.
//
// Why not `vike build`'s own prerender: it keeps every page's pageContext (its
// data, React element and HTML, about a megabyte a page) until the last page is
// written, so memory grew with the number of pages and the 1,000-city build
// (6,035 pages) needed an 8 GB heap. Here each page's context is garbage as soon
// as its file is written, so the build runs in Node's default heap whatever the
// number of cities (BENCHMARKS.md). The route list is the same one the sitemap
// and the tests read (src/generated/routes.ts), so no page can be left out.
//
// Rendering is synchronous CPU work, so the routes are shared out between one
// process per core (`--shard=i/n`, each takes every n-th route), as Vike's own
// prerender does with its `parallel` setting.
import { fork } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { renderPage } from 'vike/server'
import { routes } from '../src/generated/routes.ts'
import { site } from '../src/generated/site.ts'
import { socialCardPath, type PageMeta } from '../src/lib/page-meta.ts'
import { writeCard } from './lib/social-card.ts'

const CLIENT_DIR = 'dist/client'
/** Rendered with Vike's error page; Netlify serves it for unknown paths (postbuild names it 404.html). */
const NOT_FOUND_PATH = '/404/'
/** Pages one process renders at once: a little overlap hides file writes. */
const CONCURRENCY = 4

interface ShardResult {
  pages: number
  /** Social cards drawn now, and copied from the cache (.cache/social-cards). */
  cardsDrawn: number
  cardsCached: number
  cardMs: number
  bytes: number
  /** Peak resident set of the process, in MB. */
  rssMb: number
}

const cards = { drawn: 0, cached: 0, ms: 0 }
const domain = new URL(site.baseUrl).host

/** The page's own social card, drawn in the same process as its HTML (so the cards share the prerender's cores). */
async function writeSocialCard(meta: PageMeta | undefined) {
  if (!meta?.card || meta.path === null || meta.image !== socialCardPath(meta.path)) return
  const started = performance.now()
  const drawn = await writeCard({ ...meta.card, brand: site.brand.name, domain }, join(CLIENT_DIR, meta.image))
  cards.ms += performance.now() - started
  if (drawn) cards.drawn++
  else cards.cached++
}

async function renderTo(path: string, expectNotFound: boolean): Promise<number> {
  const pageContext = await renderPage({ urlOriginal: path })
  const { httpResponse, errorWhileRendering } = pageContext
  if (errorWhileRendering) throw new Error(`prerender ${path}: ${(errorWhileRendering as Error).stack ?? String(errorWhileRendering)}`)
  if (!httpResponse) throw new Error(`prerender ${path}: no page matches this route (src/generated/routes.ts lists it)`)
  const ok = expectNotFound ? httpResponse.statusCode === 404 : httpResponse.statusCode === 200
  if (!ok) throw new Error(`prerender ${path}: answered ${httpResponse.statusCode}`)
  const file = join(CLIENT_DIR, path, 'index.html')
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, httpResponse.body)
  await writeSocialCard((pageContext as { data?: { meta?: PageMeta } }).data?.meta)
  return Buffer.byteLength(httpResponse.body)
}

/** Renders every n-th job of the route list (and the 404 page in shard 0). */
async function renderShard(index: number, count: number): Promise<ShardResult> {
  // The server build registers the pages, hooks and assets that renderPage() uses.
  const entry = resolve('dist/server/entry.mjs')
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`vike build\` first (npm run build runs both)`)
  await import(pathToFileURL(entry).href)
  const jobs = [...routes.map((r) => ({ path: r.path, notFound: false })), { path: NOT_FOUND_PATH, notFound: true }].filter(
    (_, i) => i % count === index,
  )
  let next = 0
  let bytes = 0
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!
      // Awaited first: `bytes += await …` would read `bytes` before another worker adds to it.
      const written = await renderTo(job.path, job.notFound)
      bytes += written
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return {
    pages: jobs.length,
    cardsDrawn: cards.drawn,
    cardsCached: cards.cached,
    cardMs: cards.ms,
    bytes,
    rssMb: process.resourceUsage().maxRSS / 1024,
  }
}

/** Runs one shard in a child process and resolves with what it rendered. */
function runShard(index: number, count: number): Promise<ShardResult> {
  return new Promise((done, fail) => {
    const child = fork(fileURLToPath(import.meta.url), [`--shard=${index}/${count}`], { execArgv: ['--import', 'tsx'] })
    let result: ShardResult | undefined
    child.on('message', (m) => (result = m as ShardResult))
    child.on('error', fail)
    child.on('exit', (code) =>
      code === 0 && result ? done(result) : fail(new Error(`prerender shard ${index}/${count} exited with code ${code}`)),
    )
  })
}

async function main() {
  const { values } = parseArgs({ options: { shard: { type: 'string' }, processes: { type: 'string' } } })
  if (values.shard) {
    const [index, count] = values.shard.split('/').map(Number) as [number, number]
    process.send!(await renderShard(index, count))
    return
  }
  const started = performance.now()
  const count = Number(values.processes ?? Math.min(availableParallelism(), 4))
  const shards = await Promise.all(Array.from({ length: count }, (_, i) => runShard(i, count)))
  const pages = shards.reduce((n, s) => n + s.pages, 0)
  const bytes = shards.reduce((n, s) => n + s.bytes, 0)
  const ms = performance.now() - started
  const drawn = shards.reduce((n, s) => n + s.cardsDrawn, 0)
  const cached = shards.reduce((n, s) => n + s.cardsCached, 0)
  const cardMs = shards.reduce((n, s) => n + s.cardMs, 0)
  console.log(
    `prerendered ${pages} pages (${(bytes / 1e6).toFixed(1)} MB of HTML) in ${(ms / 1000).toFixed(1)} s with ${count} processes, ` +
      `${(ms / pages).toFixed(1)} ms a page, peak RSS ${Math.max(...shards.map((s) => s.rssMb)).toFixed(0)} MB a process`,
  )
  // cardMs adds up awaited time, which overlaps between a process's concurrent pages: an upper bound, not CPU time.
  console.log(
    `social cards: ${drawn} drawn, ${cached} copied from the cache (.cache/social-cards), ${(cardMs / 1000).toFixed(1)} s awaited`,
  )
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
