// npm run bench: how the site scales and what it costs, measured on this machine.
//   1. build time, in total and per page, for the real site and for a synthetic
//      set of 1,000 cities (6 local pages each), and whether time per page stays flat;
//   2. JS and CSS bytes (gzip) per template;
//   3. the contact function's latency (p50, p95, p99), 500 sequential and 500 at
//      50 concurrent, beside an echo function on the same local server;
//   4. availability and booking with one host and no calendars beside two hosts
//      with busy calendars (hosts.ts), p50, p95 and p99;
//   5. the scheduled sweep with 0 and with 1,000 partial leads waiting (sweep.ts);
//   6. the staff console's first page and board with 10,000 and 100,000 people, its search and funnel, beside listing the store and
//      `npm run leads -- export` (staff-inbox.ts; --skip=staff leaves it out and keeps BENCHMARKS.md's
//      staff section as it was: about 4 minutes with the seeded store kept in .tmp/staff-bench/, 6 to 7
//      more the first time, which seeds it).
// Every build runs in a temporary copy of the repository (the real dist/ and
// src/generated/ are never touched) that is removed at the end.
//
//   npm run bench                              everything, prints a report
//   npm run bench -- --write                   also writes BENCHMARKS.md
//   npm run bench -- --cities=100,1000 --heap=8192 --requests=200 --concurrency=20 --skip=latency,cities --keep
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { kb } from '../audit/lib/budgets.ts'
import { urlPathOf, type BuiltPage } from '../audit/lib/dist.ts'
import { scanHtml } from '../audit/lib/html.ts'
import { budgetClassOf, loadRoutes, templateSamples } from '../audit/lib/templates.ts'
import { createWeigher } from '../audit/weight.ts'
import { timeBuild } from './build-time.ts'
import {
  reportBuildBudgets,
  reportBuildTable,
  reportHosts,
  reportLatency,
  reportVerdict,
  type BuildRow,
  type Latency,
} from './bench-report.ts'
import { growCities } from './cities.ts'
import { measureLatency } from './latency.ts'
import { measureHosts, type HostsLatency } from './hosts.ts'
import { machine } from './machine.ts'
import { measureSweep, reportSweep, SWEEP_BEGIN, SWEEP_END } from './sweep.ts'
import { copyRepo, type Workspace } from './workspace.ts'
import { parseFlags } from '../lib/cli-flags.ts'

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
  'npm run bench -- [--write] [--cities=100,1000] [--heap=8192] [--requests=500] [--concurrency=50] [--skip=latency,hosts,cities,warm,sweep,staff] [--keep]',
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

/** The builds (real site, then each synthetic city set) and the function latency, each in a temporary copy. */
async function measure(): Promise<{ builds: BuildRow[]; latency: Latency | null; hosts: HostsLatency[] | null }> {
  const workspaces: Workspace[] = []
  const builds: BuildRow[] = []
  let latency: Latency | null = null
  let hosts: HostsLatency[] | null = null
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
    if (!skip.has('hosts')) {
      log(`\nbooking with hosts and busy calendars, in-process (${REQUESTS} availability calls each way)…`)
      hosts = await measureHosts(real.dir, { requests: REQUESTS, concurrency: CONCURRENCY, log })
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

  return { builds, latency, hosts }
}

/** The staff console's section (staff-inbox.ts), between its markers; when skipped, the one BENCHMARKS.md holds is kept. */
async function staffConsole() {
  const { benchStaffInbox, currentStaffSection, markedSection } = await import('./staff-inbox.ts')
  say()
  if (skip.has('staff')) {
    const kept = existsSync(join(root, 'BENCHMARKS.md')) ? currentStaffSection(join(root, 'BENCHMARKS.md')) : null
    if (kept) say(kept)
    return
  }
  log('\nthe staff console with 10,000 and 100,000 people…')
  const { section, ok } = await benchStaffInbox({ root, log })
  say(markedSection(section))
  if (!ok) process.exitCode = 1
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

  const { builds, latency, hosts } = await measure()
  reportBuildTable(say, builds)
  // Builds that finished, synthetic ones from a fresh copy: what the comparisons use.
  const ok = builds.filter((b) => !b.timing.failure && b.cache !== 'warm')
  reportBuildBudgets(say, root, builds, ok)
  reportVerdict(say, builds, ok)
  if (latency) reportLatency(say, latency)
  if (hosts) reportHosts(say, hosts)
  if (!skip.has('sweep')) {
    // Between the markers `npx tsx scripts/bench/sweep.ts --write` replaces on its own.
    say(SWEEP_BEGIN)
    reportSweep(await measureSweep(), say)
    say(SWEEP_END)
  }
  await staffConsole()
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
