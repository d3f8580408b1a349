// The staff console's reads with years of leads: 10,000 leads (a quarter with a booking) seeded
// into a temporary local Blobs store over three years, the index of people rebuilt from it
// (index-rebuild.ts, as for leads stored before the index), then the inbox's first page, a
// filtered page, a search and the funnel, each through its real route with a signed-in session,
// p50 and p95, beside reading every lead blob (what the inbox would cost without the index) and
// `npm run leads -- export` on the same store.
//
//   npx tsx scripts/bench/staff-inbox.ts [--leads=10000] [--runs=30] [--write]   (--write: BENCHMARKS.md's staff section)
import { mkdtemp, rm, mkdir, writeFile } from 'node:fs/promises'
import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getStore, setEnvironmentContext } from '@netlify/blobs'
import type { StoredBooking } from '../../schemas/booking-record.ts'
import type { StoredSubmission } from '../../schemas/lead.ts'
import { booking as bookingSettings } from '../../src/generated/booking.ts'
import { growthSessionForm } from '../../src/generated/forms.ts'
import { strictFetch } from '../../netlify/lib/blobs.ts'
import { startBlobsServer } from '../../netlify/lib/local-blobs-server.ts'
import { leadStoreFrom, STORE_NAME } from '../../netlify/lib/leads/lead-store.ts'
import { mergeLeads } from '../../netlify/lib/leads/lead-merge.ts'
import { rebuildIndex } from '../../netlify/lib/staff/index-rebuild.ts'
import { signSessionId, sessionSecret } from '../../netlify/lib/staff/staff-auth.ts'
import { STAFF_STORE_NAME, staffStoreFrom } from '../../netlify/lib/staff/staff-store.ts'
import { parseFlags } from '../lib/cli.ts'
import { percentile } from './stats.ts'
import { machine } from './machine.ts'

const { values: flags } = parseFlags(
  { options: { leads: { type: 'string' }, runs: { type: 'string' }, write: { type: 'boolean' } } },
  'npx tsx scripts/bench/staff-inbox.ts [--leads=10000] [--runs=30] [--write]',
)
const LEADS = Number(flags.leads ?? 10_000)
const RUNS = Number(flags.runs ?? 30)
const DAY = 86_400_000
const uuid = () => crypto.randomUUID()
const SOURCES = ['google', 'facebook', 'linkedin', '', '']
const PAGES = ['/', '/services/seo/', '/blog/seo-tips/', '/seo-agency/melbourne/', '/contact/']
const COMPANIES = ['Acme', 'Harbour', 'Southern', 'Coastal', 'Metro', 'Bright', 'Summit', 'Koala']

function submissionsOf(i: number, at: number): StoredSubmission[] {
  const receivedAt = new Date(at).toISOString()
  const attribution = { ...(SOURCES[i % 5] ? { utm_source: SOURCES[i % 5] } : {}), landingPage: PAGES[i % 5] }
  const base = { version: 1 as const, leadId: uuid(), startedAt: at - 60_000, savedAt: at, attribution }
  const who = { firstName: `Person${i}`, email: `person${i}@example${i % 97}.com`, company: `${COMPANIES[i % 8]} ${i}` }
  if (i % 2 === 0)
    return [{ ...base, form: 'contact', submissionId: uuid(), receivedAt, answers: { ...who, lastName: 'Lee', phone: '+61412345678' } }]
  // The wizard: one save per step, some left part way.
  const steps = i % 6 === 1 ? 4 : growthSessionForm.steps.length
  return Array.from({ length: steps }, (_, n) => ({
    ...base,
    form: 'growth-session' as const,
    submissionId: uuid(),
    receivedAt: new Date(at + n * 5000).toISOString(),
    savedAt: at + n * 5000,
    step: n + 1,
    answers: n === steps - 1 && steps === growthSessionForm.steps.length ? { ...who, [growthSessionForm.steps.at(-1)!.field]: 'x' } : who,
  }))
}

function bookingOf(s: StoredSubmission, at: number): StoredBooking {
  const start = new Date(at + 3 * DAY).toISOString()
  const type = bookingSettings.meetingTypes[0]!
  return {
    version: 1,
    bookingId: uuid(),
    requestId: uuid(),
    revision: 1,
    change: 'created',
    status: 'confirmed',
    type: type.id,
    host: type.hosts?.[0],
    start,
    end: new Date(Date.parse(start) + type.durationMinutes * 60_000).toISOString(),
    name: String(s.answers.firstName),
    email: String(s.answers.email),
    leadId: s.leadId,
    createdAt: new Date(at).toISOString(),
    updatedAt: new Date(at).toISOString(),
    holds: { cells: [] },
  }
}

async function inBatches<T>(items: T[], size: number, work: (t: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work))
}

async function time(runs: number, work: () => Promise<unknown>, warm = true): Promise<{ p50: number; p95: number }> {
  const samples: number[] = []
  if (warm) await work()
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    await work()
    samples.push(performance.now() - t)
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) }
}

export async function benchStaffInbox(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'staff-bench-'))
  const token = 'bench'
  const { server, url } = await startBlobsServer({ directory, token })
  const context = { siteID: 'bench-site', token, edgeURL: url, uncachedEdgeURL: url }
  setEnvironmentContext(context)
  const open = (name: string) => getStore({ name, ...context, consistency: 'strong', fetch: strictFetch })
  const leadsRaw = open(STORE_NAME)
  const bookingsRaw = open('bookings')
  const staffRaw = open(STAFF_STORE_NAME)
  try {
    const now = Date.now()
    const seeded: StoredSubmission[] = []
    const bookings: StoredBooking[] = []
    for (let i = 0; i < LEADS; i++) {
      const at = now - Math.floor(((LEADS - i) / LEADS) * 3 * 365 * DAY)
      const subs = submissionsOf(i, at)
      seeded.push(...subs)
      if (i % 4 === 1) bookings.push(bookingOf(subs[0]!, at))
    }
    const t0 = performance.now()
    await inBatches(seeded, 48, (s) => leadsRaw.setJSON(`lead/${s.form}/${s.leadId}/${s.submissionId}`, s))
    await inBatches(bookings, 48, (b) => bookingsRaw.setJSON(`bookings/${b.bookingId}/0001`, b))
    const seedMs = performance.now() - t0
    const t1 = performance.now()
    const { people, months } = await rebuildIndex(leadStoreFrom(leadsRaw), bookings, staffRaw)
    const rebuildMs = performance.now() - t1

    // A signed-in session, as the console has after sign-in.
    process.env.STAFF_EMAILS = 'bench@agency.test'
    const secret = sessionSecret()
    if (!secret.ok) throw new Error(secret.problem)
    const sid = 'bench-session-0123456789abcdef'
    await staffStoreFrom(staffRaw).writeSession(sid, {
      email: 'bench@agency.test',
      createdAt: new Date().toISOString(),
      lastUsedAt: new Date().toISOString(),
    })
    const cookie = `staff_session=${signSessionId(secret.secret, sid)}`
    const { leadsRoute, funnelRoute } = await import('../../netlify/lib/staff/staff-api.ts')
    const call = async (route: (r: Request) => Promise<Response>, path: string) => {
      const res = await route(new Request(`http://localhost${path}`, { headers: { cookie } }))
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
      await res.arrayBuffer()
    }
    const rows: [string, { p50: number; p95: number }][] = [
      ['inbox, first page (50)', await time(RUNS, () => call(leadsRoute, '/api/staff/leads'))],
      ['inbox, filtered (status + form)', await time(RUNS, () => call(leadsRoute, '/api/staff/leads?status=new&form=growth-session'))],
      ['inbox, search ("harbour 12")', await time(RUNS, () => call(leadsRoute, '/api/staff/leads?q=harbour%2012'))],
      [
        'funnel (last 365 days)',
        await time(RUNS, () => call(funnelRoute, `/api/staff/funnel?from=${new Date(now - 365 * DAY).toISOString().slice(0, 10)}`)),
      ],
      [
        'without the index: list and merge every lead blob',
        await time(1, async () => mergeLeads(await leadStoreFrom(leadsRaw).list(), { growthSessionForm }), false),
      ],
    ]
    // `npm run leads -- export` on the same store (its project folder: this store, under its site id).
    await mkdir(join(directory, '.netlify'), { recursive: true })
    await writeFile(join(directory, '.netlify', 'state.json'), JSON.stringify({ siteId: context.siteID }))
    const { main } = await import('../leads.ts')
    const env = { ...process.env, LEADS_PROJECT_ROOT: directory, BLOBS_DIR: '.' }
    const quiet = { write: () => {} }
    rows.push([
      '`npm run leads -- export` (CSV, every lead)',
      await time(1, () => main(['export'], { env, stdout: quiet, stderr: quiet }), false),
    ])
    const inbox = rows[0]![1].p95
    const listing = rows[4]![1].p50
    const m = machine()
    const lines = [
      `### Staff console with ${LEADS.toLocaleString('en-AU')} leads`,
      '',
      `${seeded.length.toLocaleString('en-AU')} submissions (wizards saved step by step, a sixth left at step 4) and ${bookings.length.toLocaleString('en-AU')} bookings over three years, in a local Blobs store; ` +
        `seeded in ${(seedMs / 1000).toFixed(1)} s; the index rebuilt from the store in ${(rebuildMs / 1000).toFixed(1)} s (${people.toLocaleString('en-AU')} people in ${months} month blobs). ` +
        `Each read through its route with a signed-in session, ${RUNS} runs after a warm-up (the last two: one run each, they take seconds); a console instance keeps the month blobs it has read and reads again only those whose ETag changed. Machine: ${Object.values(m).join(', ')}.`,
      '',
      '| read | p50 (ms) | p95 (ms) |',
      '|---|---:|---:|',
      ...rows.map(([name, t]) => `| ${name} | ${t.p50.toFixed(0)} | ${t.p95.toFixed(0)} |`),
      '',
      `Inbox first page p95 ${inbox.toFixed(0)} ms (target under 300 ms: ${inbox < 300 ? 'met' : 'NOT met'}); ` +
        `${(listing / rows[0]![1].p50).toFixed(0)}x faster than listing the store (target at least 10x: ${listing / rows[0]![1].p50 >= 10 ? 'met' : 'NOT met'}).`,
      '',
    ]
    return lines.join('\n')
  } finally {
    await server.stop()
    await rm(directory, { recursive: true, force: true })
  }
}

const BEGIN = '<!-- staff-inbox bench: begin -->'
const END = '<!-- staff-inbox bench: end -->'

/** Writes the section into BENCHMARKS.md between its markers (appended the first time). */
export function writeStaffSection(section: string, file = 'BENCHMARKS.md') {
  const text = readFileSync(file, 'utf8')
  const block = `${BEGIN}\n${section}\n${END}`
  const start = text.indexOf(BEGIN)
  const next = start < 0 ? `${text.trimEnd()}\n\n${block}\n` : text.slice(0, start) + block + text.slice(text.indexOf(END) + END.length)
  writeFileSync(file, next)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const section = await benchStaffInbox()
  console.log(section)
  if (flags.write) writeStaffSection(section)
  process.exit(0)
}
