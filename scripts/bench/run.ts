// npm run bench: how the site scales and what it costs, measured on this machine.
//   1. build time, in total and per page, for the real site and for a synthetic
//      set of 1,000 cities (6 local pages each), and whether time per page stays flat;
//   2. JS and CSS bytes (gzip) per template;
//   3. the contact function's latency (p50, p95, p99), 500 sequential and 500 at
//      50 concurrent, beside an echo function on the same local server.
// Every build runs in a temporary copy of the repository (the real dist/ and
// src/generated/ are never touched) that is removed at the end.
//
//   npm run bench                              everything, prints a report
//   npm run bench -- --write                   also writes BENCHMARKS.md
//   npm run bench -- --cities=100,1000 --heap=8192 --requests=200 --concurrency=20 --skip=latency,cities --keep
import { readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { kb, loadBudgets } from '../audit/lib/budgets.ts'
import { urlPathOf, type BuiltPage } from '../audit/lib/dist.ts'
import { scanHtml } from '../audit/lib/html.ts'
import { budgetClassOf, loadRoutes, templateSamples } from '../audit/lib/templates.ts'
import { createWeigher } from '../audit/weight.ts'
import { timeBuild, type BuildTiming } from './build-time.ts'
import { growCities } from './cities.ts'
import { measureLatency } from './latency.ts'
import { machine } from './machine.ts'
import { copyRepo, type Workspace } from './workspace.ts'
import { parseFlags } from '../lib/cli.ts'

const { values: flags } = parseFlags(
  {
    options: {
      write: { type: 'boolean' },
      keep: { type: 'boolean' },
      cities: { type: 'string' },
      heap: { type: 'string' },
      requests: { type: 'string' },
      concurrency: { type: 'string' },
      skip: { type: 'string' },
    },
  },
  'npm run bench -- [--write] [--cities=100,1000] [--heap=8192] [--requests=500] [--concurrency=50] [--skip=latency,cities,warm] [--keep]',
)
const arg = (name: 'cities' | 'heap' | 'requests' | 'concurrency' | 'skip', fallback: string) => flags[name] ?? fallback
const flag = (name: 'write' | 'keep') => flags[name] === true
const skip = new Set(arg('skip', '').split(',').filter(Boolean))
/** Synthetic city counts to build besides the real site; the last is the target (1,000). */
const CITY_SETS = arg('cities', '100,1000').split(',').map(Number)
/** Heap ceiling in MB for every build step (default: Node's own default heap, as `npm run build` runs). */
const HEAP = arg('heap', '')
const REQUESTS = Number(arg('requests', '500'))
const CONCURRENCY = Number(arg('concurrency', '50'))
const root = process.cwd()
const out: string[] = []
const say = (line = '') => {
  console.log(line)
  out.push(line)
}
const log = (line: string) => console.log(line)

interface BuildRow {
  label: string
  cities: number
  timing: BuildTiming
  /** Synthetic sets: built from a fresh copy (every social card drawn) or again with the card cache kept. */
  cache?: 'cold' | 'warm'
}

function templateWeights(dist: string, routes: Awaited<ReturnType<typeof loadRoutes>>) {
  const weigh = createWeigher(dist)
  return templateSamples(routes).map(({ name, path }) => {
    if (!path) return { name, path: '(none)', w: null }
    const file = join(dist, path, 'index.html')
    const html = readFileSync(file, 'utf8')
    const page: BuiltPage = { path: urlPathOf(dist, file), file, html, scan: scanHtml(html), noindex: false }
    return { name, path, w: weigh(page, budgetClassOf(routes, path)) }
  })
}

async function main() {
  const started = performance.now()
  const m = machine()
  say('# Benchmarks')
  say()
  say(
    `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench\` (${process.argv.slice(2).join(' ') || 'defaults'}).`,
  )
  say()
  say('| machine | |')
  say('| --- | --- |')
  for (const [k, v] of Object.entries(m)) say(`| ${k} | ${v} |`)

  const workspaces: Workspace[] = []
  const builds: BuildRow[] = []
  let latency: Awaited<ReturnType<typeof measureLatency>> | null = null
  try {
    log('\nbuilding the real site in a temporary copy…')
    const real = copyRepo(root, 'real')
    workspaces.push(real)
    const realTiming = await timeBuild(real.dir, log)
    const routes = await loadRoutes(real.dir)
    const { local } = (await import(pathToFileURL(join(real.dir, 'src/generated/local.ts')).href)) as { local: { cities: unknown[] } }
    builds.push({ label: 'real site', cities: local.cities.length, timing: realTiming })

    say()
    say('## Bytes per template (gzip)')
    say()
    say('JS "total" counts the chunks a page imports lazily (a form\'s island). Budgets: budgets.json.')
    say()
    say('| template | page | class | JS eager | JS total | CSS |')
    say('| --- | --- | --- | ---: | ---: | ---: |')
    for (const { name, path, w } of templateWeights(join(real.dir, 'dist'), routes))
      say(
        w
          ? `| ${name} | ${path} | ${w.budgetClass} | ${kb(w.eagerJs)} | ${kb(w.totalJs)} | ${kb(w.css)} |`
          : `| ${name} | (no page) | | | | |`,
      )

    if (!skip.has('latency')) {
      log(`\nfunction latency (${REQUESTS} sequential, ${REQUESTS} at ${CONCURRENCY} concurrent)…`)
      latency = await measureLatency(real.dir, { requests: REQUESTS, concurrency: CONCURRENCY, warmup: 20, log })
    }
    if (!skip.has('cities'))
      for (const count of CITY_SETS) {
        log(`\nbuilding with ${count} cities in a temporary copy…`)
        const synthetic = copyRepo(root, `cities-${count}`)
        const total = growCities(join(synthetic.dir, 'content/local/cities'), count)
        const env: Record<string, string> = HEAP ? { NODE_OPTIONS: `--max-old-space-size=${HEAP}` } : {}
        const timing = await timeBuild(synthetic.dir, log, env)
        builds.push({ label: `${total} cities`, cities: total, timing, cache: 'cold' })
        // The same build again, its social-card cache kept: what a deploy costs with netlify/plugins/build-cache.
        if (count === CITY_SETS.at(-1) && !skip.has('warm') && !timing.failure) {
          log(`\nbuilding with ${count} cities again, the card cache kept…`)
          builds.push({
            label: `${total} cities, cache kept`,
            cities: total,
            timing: await timeBuild(synthetic.dir, log, env),
            cache: 'warm',
          })
        }
        if (flag('keep')) workspaces.push(synthetic)
        else synthetic.remove() // thousands of pages: free the disk before the next set
      }
  } finally {
    if (!flag('keep')) for (const w of workspaces) w.remove()
    else log(`kept: ${workspaces.map((w) => w.dir).join(' ')}`)
  }

  say()
  say('## Build time')
  say()
  say(
    "`npm run build` phases (generate, vike build, prerender, postbuild), each timed in a fresh copy of the repository, in Node's default heap. " +
      "Peak RSS: the largest resident set of any Node process of the build (the kernel's maxrss, scripts/bench/report-rss.cjs).",
  )
  say()
  say('| site | cities | pages | generate | vike build | prerender | postbuild | total | ms per page | HTML per page | peak RSS |')
  say('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const b of builds) {
    const t = b.timing
    const phase = (n: string) => {
      const p = t.phases.find((x) => x.name === n)
      return p ? `${(p.ms / 1000).toFixed(1)} s` : t.failure?.phase === n ? `failed after ${(t.failure.afterMs / 1000).toFixed(1)} s` : '-'
    }
    const pages = t.failure ? `${t.pages} of ${t.expectedPages}` : String(t.pages)
    const perPage = t.failure ? '-' : (t.totalMs / t.pages).toFixed(1)
    const rss = Math.max(t.failure?.peakRssMb ?? 0, ...t.phases.map((p) => p.peakRssMb))
    const total = t.failure ? 'failed' : `${(t.totalMs / 1000).toFixed(1)} s`
    const html = t.pages ? kb(t.htmlBytes / t.pages) : '-'
    say(
      `| ${b.label} | ${b.cities} | ${pages} | ${phase('generate')} | ${phase('vike build')} | ${phase('prerender')} | ${phase('postbuild')} | ${total} | ${perPage} | ${html} | ${rss.toFixed(0)} MB |`,
    )
  }
  for (const b of builds.filter((x) => x.timing.failure))
    say(`\n${b.label}: ${b.timing.failure!.phase} failed: ${b.timing.failure!.reason}`)
  const ok = builds.filter((b) => !b.timing.failure && b.cache !== 'warm')
  if (ok.length >= 2) {
    const a = ok[0]!
    const b = ok[ok.length - 1]!
    const perA = a.timing.totalMs / a.timing.pages
    const perB = b.timing.totalMs / b.timing.pages
    const marginal = (b.timing.totalMs - a.timing.totalMs) / (b.timing.pages - a.timing.pages)
    const htmlA = a.timing.htmlBytes / a.timing.pages
    const htmlB = b.timing.htmlBytes / b.timing.pages
    say()
    say(
      `From ${a.label} to ${b.label}: ${perA.toFixed(1)} -> ${perB.toFixed(1)} ms per page (each extra page ${marginal.toFixed(1)} ms); HTML per page ${kb(htmlA)} -> ${kb(htmlB)}.`,
    )
  }
  // budgets.json build: time per page at the largest city set, cold and warm.
  const budget = loadBudgets(root).build
  for (const [cache, limit] of [
    ['cold', budget.coldMsPerPage],
    ['warm', budget.warmMsPerPage],
  ] as const) {
    const b = builds.filter((x) => x.cache === cache && !x.timing.failure).at(-1)
    if (!b) continue
    const per = b.timing.totalMs / b.timing.pages
    say()
    say(
      `Budget (budgets.json build.${cache}MsPerPage): ${b.label}, ${per.toFixed(1)} ms per page, ${per <= limit ? 'within' : 'OVER'} the ${limit} ms budget.`,
    )
    if (per > limit) process.exitCode = 1
  }
  const failed = builds.find((b) => b.timing.failure)
  // Linearity is judged between the two largest builds: the real site's fixed costs (bundling)
  // weigh on its per-page time, and its footer lists fewer cities than the cap allows.
  const [prev, last] = ok.slice(-2)
  const perPage = (b: BuildRow) => b.timing.totalMs / b.timing.pages
  const htmlPerPage = (b: BuildRow) => b.timing.htmlBytes / b.timing.pages
  const grows = !!prev && !!last && htmlPerPage(last) > 1.25 * htmlPerPage(prev)
  say()
  say(
    failed
      ? `Verdict: not linear. The ${failed.label} build fails (${failed.timing.failure!.reason}).`
      : !prev || !last
        ? 'Verdict: one build only; nothing to compare.'
        : grows
          ? `Verdict: not linear. HTML per page grows with the city count (${prev.label} ${kb(htmlPerPage(prev))}, ${last.label} ${kb(htmlPerPage(last))}), so total work grows with pages x cities.`
          : perPage(last) <= 1.25 * perPage(prev)
            ? `Verdict: linear. From ${prev.label} to ${last.label} (${prev.timing.pages} -> ${last.timing.pages} pages) time per page goes ${perPage(prev).toFixed(1)} -> ${perPage(last).toFixed(1)} ms and HTML per page stays ${kb(htmlPerPage(last))}.`
            : `Verdict: time per page grows with the site (${perPage(prev).toFixed(1)} -> ${perPage(last).toFixed(1)} ms from ${prev.label} to ${last.label}).`,
  )
  if (latency) {
    say()
    say('## Function latency')
    say()
    say(
      `POST of a valid contact submission to /api/contact (validated and stored in the local Blobs store), GET /api/availability (the strategy call's free slots over the whole booking horizon, as /schedule asks) and POST /api/booking (the discovery call's free slots that do not touch one another, each booked once: 201 expected), beside /api/echo (answers its body) on the same local server (scripts/serve.ts), loopback, after 20 warm-up calls each. Latencies are those of the requests answered as expected (200; 201 for a booking); failed requests are counted, and explained below. ${latency.stored} of ${latency.sent} contact submissions were found stored, and ${latency.notified} notified (an .eml in the local mail sink) ${(latency.notifiedAfterMs / 1000).toFixed(1)} s after the bookings' last answer.${latency.crashed ? ' The local server exited during the run.' : ''}`,
    )
    say()
    say(
      "The functions run in the server's process, each module loaded once (scripts/lib/local-functions.ts); calls are not queued. " +
        "Concurrent calls share one Node process on this machine's cores, so at 50 concurrent a call waits for the CPU the other 49 use: " +
        'throughput is the number to compare with the sequential rows. On Netlify each call runs in its own instance. ' +
        "Contact minus echo is what validating and storing a lead costs; booking adds reading the day's bookings and claiming the slot.",
    )
    say()
    say('| function | load | requests | p50 | p95 | p99 | max | failures | answered per second |')
    say('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
    for (const r of latency.results) {
      const [fn, load] = r.label.split(', ')
      const t = (n: number) => (Number.isNaN(n) ? '-' : `${n.toFixed(1)} ms`)
      const perSecond = ((r.requests - r.failures) / r.seconds).toFixed(1)
      say(`| ${fn} | ${load} | ${r.requests} | ${t(r.p50)} | ${t(r.p95)} | ${t(r.p99)} | ${t(r.max)} | ${r.failures} | ${perSecond}/s |`)
    }
    const echo = latency.results.filter((r) => r.label.startsWith('echo, '))
    const [seq, conc] = [echo.find((r) => r.concurrency === 1), echo.find((r) => r.concurrency > 1)]
    if (seq && conc) {
      const gain = (conc.requests - conc.failures) / conc.seconds / ((seq.requests - seq.failures) / seq.seconds)
      say()
      const p50 = `${seq.p50.toFixed(1)} ms, ${seq.p50 < 50 ? 'met' : 'not met'}`
      const concurrent = `${conc.concurrency} concurrent echo calls: ${conc.failures} failed, ${gain.toFixed(1)}x the sequential throughput`
      say(`Goal: echo p50 under 50 ms: ${p50}; ${concurrent}.`)
    }
    const reasons = latency.results.flatMap((r) => Object.entries(r.failureReasons).map(([why, n]) => `- ${r.label}: ${n} x ${why}`))
    if (reasons.length) {
      say()
      say('Failed requests:')
      say()
      for (const line of reasons) say(line)
    }
  }
  say()
  say(
    `Benchmark wall time: ${((performance.now() - started) / 1000).toFixed(0)} s; load average at the end ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ')}.`,
  )
  if (flag('write')) {
    writeFileSync(join(root, 'BENCHMARKS.md'), out.join('\n') + '\n')
    console.log('\nwrote BENCHMARKS.md')
  }
}

await main()
