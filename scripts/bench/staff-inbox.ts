// The staff console's reads with years of leads (issues 27 and 35), at 10,000 and at 100,000 people
// (staff-seed.ts, kept between runs): the inbox's first page and the board as a new function instance
// answers them (from the index's summaries: index-summary.ts), each through its real route with a
// signed-in session, p50 and p95; with 10,000 also a filtered page, a search and the funnel (they read
// every month), beside listing every key of the leads store, reading and merging every lead blob and
// `npm run leads -- export` on the same store. The first page's and the board's p95 at both sizes, and
// how many times faster the first page is than the listing, are checked against budgets.json staffConsole.
//
// Part of `npm run bench` (skip it with --skip=staff); alone:
//   npx tsx scripts/bench/staff-inbox.ts [--leads=10000|100000] [--runs=30] [--write]   (--write: BENCHMARKS.md's staff section)
//   npx tsx scripts/bench/staff-inbox.ts --seed-only   seeds the kept stores now, so a timed run does not
import { readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'
import { loadBudgets } from '../audit/lib/budgets.ts'
import { openStore, startLocalBlobs } from '../../netlify/lib/blobs.ts'
import { parseFlags } from '../lib/cli-flags.ts'
import { percentile } from './bench-math.ts'
import { seededStore, type SeededStore } from './staff-seed.ts'

type Timing = { p50: number; p95: number; runs: number }
type Row = [what: string, timing: Timing]

async function time(runs: number, work: () => Promise<unknown>, warm = true): Promise<Timing> {
  const samples: number[] = []
  if (warm) await work()
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    await work()
    samples.push(performance.now() - t)
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), runs }
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ')

/** A signed-in staff session's cookie, written as sign-in writes it. */
async function signedInCookie(): Promise<string> {
  const { signSessionId, sessionSecret } = await import('../../netlify/lib/staff/staff-auth.ts')
  const { staffStore } = await import('../../netlify/lib/staff/staff-store.ts')
  process.env.STAFF_EMAILS = 'bench@agency.test'
  const secret = sessionSecret()
  if (!secret.ok) throw new Error(secret.problem)
  const sid = 'bench-session-0123456789abcdef'
  const at = new Date().toISOString()
  await staffStore().writeSession(sid, { email: 'bench@agency.test', createdAt: at, lastUsedAt: at })
  return `staff_session=${signSessionId(secret.secret, sid)}`
}

type Call = (route: (r: Request) => Promise<Response>, path: string) => Promise<void>

/** The reads every size is measured on: what a new function instance answers first (the summaries). */
async function summaryRows(call: Call, runs: number): Promise<Row[]> {
  const { leadsRoute, boardRoute } = await import('../../netlify/lib/staff/staff-api.ts')
  const { forgetIndexCache } = await import('../../netlify/lib/staff/person-index.ts')
  return [
    [
      'inbox, first page (50), a new instance (the summary blob and the listing of the months)',
      await time(runs, () => (forgetIndexCache(), call(leadsRoute, '/api/staff/leads'))),
    ],
    [
      'board, a new instance (the board blob and the listing of the months)',
      await time(runs, () => (forgetIndexCache(), call(boardRoute, '/api/staff/board'))),
    ],
  ]
}

/** The reads of every month (a filter, a search, the funnel) and of the leads store, beside them: the full store only. */
async function fullRows(call: Call, directory: string, runs: number, seededAt: number): Promise<Row[]> {
  const { leadsRoute, funnelRoute } = await import('../../netlify/lib/staff/staff-api.ts')
  const { growthSessionForm } = await import('../../src/generated/forms.ts')
  const { pipeline } = await import('../../src/generated/pipeline.ts')
  const { leadStoreFrom, STORE_NAME } = await import('../../netlify/lib/leads/lead-store.ts')
  const { mergeLeads } = await import('../../netlify/lib/leads/lead-merge.ts')
  const status = pipeline.statuses[1]!.id
  const yearAgo = new Date(seededAt - 365 * 86_400_000).toISOString().slice(0, 10)
  const leads = openStore(STORE_NAME, { consistency: 'strong' })
  const listKeys = async () => {
    let n = 0
    for await (const page of leads.list({ prefix: 'lead/', paginate: true })) n += page.blobs.length
    return n
  }
  const rows: Row[] = [
    [
      `inbox, filtered (status ${status}, form growth-session), an instance that has read every month`,
      await time(runs, () => call(leadsRoute, `/api/staff/leads?status=${status}&form=growth-session`)),
    ],
    ['inbox, search ("harbour 12"), the same', await time(runs, () => call(leadsRoute, '/api/staff/leads?q=harbour%2012'))],
    ['funnel (the last 365 days), the same', await time(runs, () => call(funnelRoute, `/api/staff/funnel?from=${yearAgo}`))],
    ['list every key of the leads store (3 runs)', await time(3, listKeys, false)],
    [
      'read and merge every lead blob (1 run)',
      await time(1, async () => mergeLeads(await leadStoreFrom(leads).list(), { growthSessionForm }), false),
    ],
  ]
  // `npm run leads -- export` on the same store (its project folder: this store).
  const { main } = await import('../leads.ts')
  const env = { ...process.env, LEADS_PROJECT_ROOT: directory, BLOBS_DIR: '.' }
  const quiet = { write: () => {} }
  rows.push([
    '`npm run leads -- export` (CSV, every lead; 1 run)',
    await time(1, () => main(['export'], { env, stdout: quiet, stderr: quiet }), false),
  ])
  return rows
}

/** The reads of one seeded store, timed on it through the routes. */
async function measure(seeded: SeededStore, runs: number): Promise<Row[]> {
  const blobs = await startLocalBlobs(seeded.directory, '.')
  const saved = { context: process.env.NETLIFY_BLOBS_CONTEXT, emails: process.env.STAFF_EMAILS }
  process.env.NETLIFY_BLOBS_CONTEXT = blobs.context
  try {
    const cookie = await signedInCookie()
    const call: Call = async (route, path) => {
      const res = await route(new Request(`http://localhost${path}`, { headers: { cookie } }))
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
      await res.arrayBuffer()
    }
    const rows = await summaryRows(call, runs)
    if (!seeded.indexOnly) rows.push(...(await fullRows(call, seeded.directory, runs, seeded.seededAt)))
    return rows
  } finally {
    for (const [k, v] of [
      ['NETLIFY_BLOBS_CONTEXT', saved.context],
      ['STAFF_EMAILS', saved.emails],
    ] as const)
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    await blobs.close()
  }
}

export interface StaffBenchResult {
  /** BENCHMARKS.md's staff section (markdown, without its markers). */
  section: string
  /** Within budgets.json staffConsole. */
  ok: boolean
}

/** The sizes measured: 10,000 people with every lead blob, 100,000 with their index alone (what the first page and the board read). */
export const SIZES = [
  { leads: 10_000, indexOnly: false },
  { leads: 100_000, indexOnly: true },
]

export async function benchStaffInbox(
  options: { sizes?: typeof SIZES; runs?: number; root?: string; log?: (line: string) => void } = {},
): Promise<StaffBenchResult> {
  const { sizes = SIZES, runs = 30, root = process.cwd(), log = console.log } = options
  const started = performance.now()
  const loadBefore = load()
  const budget = loadBudgets(root).staffConsole
  const n = (v: number) => v.toLocaleString('en-AU')
  const ms = (v: number) => (v >= 1000 ? n(Math.round(v)) : v.toFixed(1))
  const within = (v: number, max: number) => (v <= max ? 'within' : 'OVER')
  let ok = true
  const lines = [
    '## Staff console with 10,000 and 100,000 people',
    '',
    'Measured by `npm run bench` (this part alone: `npx tsx scripts/bench/staff-inbox.ts --write`).',
    '',
  ]
  for (const size of sizes) {
    const seeded = await seededStore(size.leads, root, log, { indexOnly: size.indexOnly })
    log(`staff console reads with ${n(size.leads)} people, ${runs} runs each…`)
    const rows = await measure(seeded, runs)
    const [first, board] = [rows[0]![1], rows[1]![1]]
    const listing = rows.find(([what]) => what.startsWith('list every key'))?.[1].p50
    const times = listing === undefined ? null : listing / first.p95
    const sizeOk =
      first.p95 <= budget.inboxFirstPageP95Ms &&
      board.p95 <= budget.boardP95Ms &&
      (times === null || times >= budget.minTimesFasterThanListing)
    ok &&= sizeOk
    lines.push(
      `### ${n(seeded.leads)} people`,
      '',
      `${n(seeded.leads)} people (${n(seeded.open)} in an open status): ${n(seeded.submissions)} submissions (contact forms, and wizards saved step by step, a third of them left at step 4) and ${n(seeded.bookings)} bookings over three years, ` +
        `the index of people in ${seeded.months} month blobs, in a local Blobs store (the real local server)` +
        (seeded.indexOnly ? ', the index alone (no lead blobs: what these reads read); ' : '; ') +
        (seeded.seedSeconds === null
          ? 'the store seeded by an earlier run was reused (.tmp/staff-bench/). '
          : `seeded in ${seeded.seedSeconds.toFixed(0)} s. `) +
        `Each read through its route (netlify/lib/staff/staff-api.ts) with a signed-in session, ${runs} runs after a warm-up, in one process as a function instance runs them; ` +
        '"a new instance" forgets the month blobs it has read before each run.',
      '',
      '| read | p50 (ms) | p95 (ms) |',
      '| --- | ---: | ---: |',
      ...rows.map(([what, t]) => `| ${what} | ${ms(t.p50)} | ${ms(t.p95)} |`),
      '',
      `Budget (budgets.json staffConsole): the inbox's first page p95 on a new instance ${first.p95.toFixed(0)} ms, ${within(first.p95, budget.inboxFirstPageP95Ms)} ${budget.inboxFirstPageP95Ms} ms; ` +
        `the board p95 ${board.p95.toFixed(0)} ms, ${within(board.p95, budget.boardP95Ms)} ${budget.boardP95Ms} ms` +
        (times === null
          ? '.'
          : `; ${times.toFixed(0)}x faster than listing every key of the leads store (its p50 over that p95): ${times >= budget.minTimesFasterThanListing ? 'within' : 'OVER'} the budget of at least ${budget.minTimesFasterThanListing}x.`),
      '',
    )
  }
  lines.push(
    `Load average (1 / 5 / 15 min, 2 cores shared with other work) before ${loadBefore}, after ${load()}; this part took ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  )
  return { section: lines.join('\n'), ok }
}

const BEGIN = '<!-- staff-inbox bench: begin -->'
const END = '<!-- staff-inbox bench: end -->'

/** The section between its markers, as BENCHMARKS.md holds it. */
export const markedSection = (section: string) => `${BEGIN}\n${section}\n${END}`

/** The staff section BENCHMARKS.md holds now (with its markers), or null. */
export function currentStaffSection(file = 'BENCHMARKS.md'): string | null {
  const text = readFileSync(file, 'utf8')
  const start = text.indexOf(BEGIN)
  const end = text.indexOf(END)
  return start < 0 || end < 0 ? null : text.slice(start, end + END.length)
}

/** Writes the section into BENCHMARKS.md between its markers (appended the first time); the rest is left as it is. */
export function writeStaffSection(section: string, file = 'BENCHMARKS.md') {
  const text = readFileSync(file, 'utf8')
  const block = markedSection(section)
  const start = text.indexOf(BEGIN)
  const next = start < 0 ? `${text.trimEnd()}\n\n${block}\n` : text.slice(0, start) + block + text.slice(text.indexOf(END) + END.length)
  writeFileSync(file, next)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values: flags } = parseFlags(
    { options: { leads: { type: 'string' }, runs: { type: 'string' }, write: { type: 'boolean' }, 'seed-only': { type: 'boolean' } } },
    'npx tsx scripts/bench/staff-inbox.ts [--leads=10000|100000] [--runs=30] [--write] [--seed-only]',
  )
  const sizes = flags.leads ? SIZES.filter((x) => x.leads === Number(flags.leads)) : SIZES
  if (flags['seed-only']) {
    for (const size of sizes) console.log(await seededStore(size.leads, process.cwd(), console.log, { indexOnly: size.indexOnly }))
    process.exit(0)
  }
  const { section, ok } = await benchStaffInbox({ sizes, runs: Number(flags.runs ?? 30) })
  console.log(`\n${section}`)
  if (flags.write) writeStaffSection(section)
  process.exit(ok ? 0 : 1)
}
