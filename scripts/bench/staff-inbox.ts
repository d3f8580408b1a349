// The staff console's reads with years of leads (issue 27): 10,000 leads with bookings in a local
// Blobs store (staff-seed.ts, kept between runs), then the inbox's first page, a filtered page, a
// search and the funnel, each through its real route with a signed-in session, p50 and p95, beside
// listing every key of the leads store, reading and merging every lead blob (what the inbox cost
// before the index) and `npm run leads -- export`, on the same store. The first page's p95 and how
// many times faster it is than the listing are checked against budgets.json staffConsole.
//
// Part of `npm run bench` (skip it with --skip=staff); alone:
//   npx tsx scripts/bench/staff-inbox.ts [--leads=10000] [--runs=30] [--write]   (--write: BENCHMARKS.md's staff section)
//   npx tsx scripts/bench/staff-inbox.ts --seed-only   seeds the kept store now (minutes), so a timed run does not
import { readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'
import { loadBudgets } from '../audit/lib/budgets.ts'
import { openStore, startLocalBlobs } from '../../netlify/lib/blobs.ts'
import { parseFlags } from '../lib/cli-flags.ts'
import { percentile } from './bench-math.ts'
import { seededStore } from './staff-seed.ts'

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

/** The reads, timed, on the running local store. */
async function measureReads(directory: string, runs: number, seededAt: number): Promise<Row[]> {
  const cookie = await signedInCookie()
  const { leadsRoute, funnelRoute } = await import('../../netlify/lib/staff/staff-api.ts')
  const { forgetIndexCache } = await import('../../netlify/lib/staff/person-index.ts')
  const { growthSessionForm } = await import('../../src/generated/forms.ts')
  const { pipeline } = await import('../../src/generated/pipeline.ts')
  const { leadStoreFrom, STORE_NAME } = await import('../../netlify/lib/leads/lead-store.ts')
  const { mergeLeads } = await import('../../netlify/lib/leads/lead-merge.ts')
  const call = async (route: (r: Request) => Promise<Response>, path: string) => {
    const res = await route(new Request(`http://localhost${path}`, { headers: { cookie } }))
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
    await res.arrayBuffer()
  }
  const status = pipeline.statuses[1]!.id
  const yearAgo = new Date(seededAt - 365 * 86_400_000).toISOString().slice(0, 10)
  const leads = openStore(STORE_NAME, { consistency: 'strong' })
  const listKeys = async () => {
    let n = 0
    for await (const page of leads.list({ prefix: 'lead/', paginate: true })) n += page.blobs.length
    return n
  }
  const rows: Row[] = [
    ['inbox, first page (50), an instance that has read the index before', await time(runs, () => call(leadsRoute, '/api/staff/leads'))],
    [
      'inbox, first page (50), a new instance (every month blob read)',
      await time(runs, () => (forgetIndexCache(), call(leadsRoute, '/api/staff/leads'))),
    ],
    [
      `inbox, filtered (status ${status}, form growth-session)`,
      await time(runs, () => call(leadsRoute, `/api/staff/leads?status=${status}&form=growth-session`)),
    ],
    ['inbox, search ("harbour 12")', await time(runs, () => call(leadsRoute, '/api/staff/leads?q=harbour%2012'))],
    ['funnel (the last 365 days)', await time(runs, () => call(funnelRoute, `/api/staff/funnel?from=${yearAgo}`))],
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

export interface StaffBenchResult {
  /** BENCHMARKS.md's staff section (markdown, without its markers). */
  section: string
  /** Within budgets.json staffConsole. */
  ok: boolean
}

export async function benchStaffInbox(
  options: { leads?: number; runs?: number; root?: string; log?: (line: string) => void } = {},
): Promise<StaffBenchResult> {
  const { leads = 10_000, runs = 30, root = process.cwd(), log = console.log } = options
  const started = performance.now()
  const loadBefore = load()
  const seeded = await seededStore(leads, root, log)
  const blobs = await startLocalBlobs(seeded.directory, '.')
  const saved = { context: process.env.NETLIFY_BLOBS_CONTEXT, emails: process.env.STAFF_EMAILS }
  process.env.NETLIFY_BLOBS_CONTEXT = blobs.context
  let rows: Row[]
  try {
    log(`staff console reads with ${leads} leads, ${runs} runs each…`)
    rows = await measureReads(seeded.directory, runs, seeded.seededAt)
  } finally {
    for (const [k, v] of [
      ['NETLIFY_BLOBS_CONTEXT', saved.context],
      ['STAFF_EMAILS', saved.emails],
    ] as const)
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    await blobs.close()
  }
  const budget = loadBudgets(root).staffConsole
  const [warm, cold] = [rows[0]![1], rows[1]![1]]
  const listing = rows[5]![1].p50
  // The budget is the page staff get from an instance that is serving them (it read the index on its
  // first request); a new instance's first page is reported beside it, against the same 300 ms.
  const firstPage = warm.p95
  const times = listing / firstPage
  const ok = firstPage <= budget.inboxFirstPageP95Ms && times >= budget.minTimesFasterThanListing
  const n = (v: number) => v.toLocaleString('en-AU')
  const ms = (v: number) => (v >= 1000 ? n(Math.round(v)) : v.toFixed(1))
  const lines = [
    `## Staff console with ${n(seeded.leads)} leads`,
    '',
    `${n(seeded.leads)} people: ${n(seeded.submissions)} submissions (contact forms, and wizards saved step by step, a third of them left at step 4) and ${n(seeded.bookings)} bookings over three years, ` +
      `in a local Blobs store (the real local server), the index of people in ${seeded.months} month blobs; ` +
      (seeded.seedSeconds === null
        ? 'the store seeded by an earlier run was reused (.tmp/staff-bench/). '
        : `seeded in ${seeded.seedSeconds.toFixed(0)} s. `) +
      `Each read through its route (netlify/lib/staff/staff-api.ts) with a signed-in session, ${runs} runs after a warm-up, in one process as a function instance runs them. ` +
      'An instance keeps the month blobs it has read and reads again only those whose ETag changed; "a new instance" forgets them before each run.',
    '',
    '| read | p50 (ms) | p95 (ms) |',
    '| --- | ---: | ---: |',
    ...rows.map(([what, t]) => `| ${what} | ${ms(t.p50)} | ${ms(t.p95)} |`),
    '',
    `Budget (budgets.json staffConsole): the inbox's first page p95 on an instance that has read the index before, ${firstPage.toFixed(0)} ms: ` +
      `${firstPage <= budget.inboxFirstPageP95Ms ? 'within' : 'OVER'} the ${budget.inboxFirstPageP95Ms} ms budget; ` +
      `${times.toFixed(0)}x faster than listing every key of the leads store (its p50 over that p95): ` +
      `${times >= budget.minTimesFasterThanListing ? 'within' : 'OVER'} the budget of at least ${budget.minTimesFasterThanListing}x. ` +
      `A new instance's first page (it reads every month blob, ${n(seeded.leads)} people) p95 ${cold.p95.toFixed(0)} ms: ` +
      `${cold.p95 <= budget.inboxFirstPageP95Ms ? 'also within' : 'over'} ${budget.inboxFirstPageP95Ms} ms, not checked.`,
    '',
    `Load average (1 / 5 / 15 min, 2 cores shared with other work) before ${loadBefore}, after ${load()}; this part took ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  ]
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
    'npx tsx scripts/bench/staff-inbox.ts [--leads=10000] [--runs=30] [--write] [--seed-only]',
  )
  if (flags['seed-only']) {
    console.log(await seededStore(Number(flags.leads ?? 10_000), process.cwd(), console.log))
    process.exit(0)
  }
  const { section, ok } = await benchStaffInbox({ leads: Number(flags.leads ?? 10_000), runs: Number(flags.runs ?? 30) })
  console.log(`\n${section}`)
  if (flags.write) writeStaffSection(section)
  process.exit(ok ? 0 : 1)
}
