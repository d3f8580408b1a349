// The report of `npm run bench` (scripts/bench/run-bench.ts measures): build time
// per build, time per page against budgets.json, whether it grows linearly,
// and the functions' latency. Each part writes its lines through `say`, which
// prints them and keeps them for BENCHMARKS.md.
import { kb, loadBudgets } from '../audit/lib/budgets.ts'
import type { BuildTiming } from './build-time.ts'
import type { LatencyResult, measureLatency } from './latency.ts'

type Say = (line?: string) => void
export type Latency = Awaited<ReturnType<typeof measureLatency>>

export interface BuildRow {
  label: string
  cities: number
  timing: BuildTiming
  /** Synthetic sets: built from a fresh copy (every social card drawn) or again with the card cache kept. */
  cache?: 'cold' | 'warm'
}

/** The build time table, one row per build. */
export function reportBuildTable(say: Say, builds: BuildRow[]) {
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
}

/** Time per page from the smallest to the largest build, against budgets.json. */
export function reportBuildBudgets(say: Say, root: string, builds: BuildRow[], ok: BuildRow[]) {
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
}

/** Whether build time grows linearly with the pages. */
export function reportVerdict(say: Say, builds: BuildRow[], ok: BuildRow[]) {
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
}

export function reportLatency(say: Say, latency: Latency) {
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

/** Availability and booking with hosts (hosts.ts): one host and no calendars beside two hosts with busy calendars. */
export function reportHosts(say: Say, runs: readonly { scenario: string; results: readonly LatencyResult[] }[]) {
  say()
  say('## Booking with hosts and busy calendars')
  say()
  say(
    'GET /api/availability (the strategy call over the whole horizon) and POST /api/booking, in-process against the local Blobs server, ' +
      'from a store already holding up to 40 bookings. "One host, no calendars" is the shape of the booking engine before hosts; ' +
      '"two hosts, busy calendars" gives the strategy call two hosts whose calendars (injected busy blocks) hold a stand-up, a lunch and, ' +
      'every other day, a workshop. Availability reads the day index of the whole horizon and the busy times once per request.',
  )
  say()
  say('| scenario | call | load | requests | p50 | p95 | p99 | max | failures |')
  say('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |')
  const t = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : '-')
  for (const { scenario, results } of runs)
    for (const r of results) {
      const [fn, load] = r.label.split(', ')
      say(`| ${scenario} | ${fn} | ${load} | ${r.requests} | ${t(r.p50)} | ${t(r.p95)} | ${t(r.p99)} | ${t(r.max)} | ${r.failures} |`)
    }
}
