// The store the staff console's bench reads (staff-inbox.ts): `leads` people over three years, half
// from the contact form and half from the growth-session wizard (saved step by step, a third of those
// left at step 4), a quarter with a booking, in a local Blobs store (the real local server). Staff have
// worked them as a team does: the last 45 days' leads spread over the pipeline's statuses (a fifth
// closed), older ones closed but one in a hundred left open and forgotten (stale); a third have a value.
//
// The blobs are written as files straight into the local server's folder (entries/<site>/site:<store>/<key>,
// what the server reads and lists), not one request each: 10,000 people with their leads in seconds,
// 100,000 people's index alone (`indexOnly`: the people's month blobs and the summaries, what the inbox's
// first page and the board read; no lead blobs, 400,000 files) as fast. The summaries are written last,
// through the server, with the months' ETags as it lists them: the blobs the write-time folds leave.
// The store is kept under .tmp/staff-bench/v<SEED_VERSION>-<leads>[-index]/ and reused by the next run;
// `seeded.json` is written last, so a seeding stopped half way is started again. Change SEED_VERSION when
// the shape of what is seeded changes (a field of the index, a key of a store).
//
// The index of people (person-index.ts) is built in memory with the same folding the write-time hooks
// use (addSubmission, addBooking), as the hooks would leave it, without 40,000 compare-and-swaps.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { StoredBooking } from '../../schemas/booking-record.ts'
import type { StoredSubmission } from '../../schemas/lead.ts'
import { booking as bookingSettings } from '../../src/generated/booking.ts'
import { growthSessionForm } from '../../src/generated/forms.ts'
import { pipeline } from '../../src/generated/pipeline.ts'
import { openStore, startLocalBlobs } from '../../netlify/lib/blobs.ts'
import { STORE_NAME } from '../../netlify/lib/leads/lead-store.ts'
import {
  addBooking,
  addSubmission,
  emptyEntry,
  INDEX_PREFIX,
  monthKey,
  monthOfId,
  newPersonId,
  touch,
  type PersonEntry,
} from '../../netlify/lib/staff/person-index.ts'
import { BOARD_KEY, boardCardsOf, OPEN_KEY, summariesOf, SUMMARY_KEY } from '../../netlify/lib/staff/index-summary.ts'
import { STAFF_STORE_NAME } from '../../netlify/lib/staff/staff-store.ts'

export const SEED_VERSION = 3

export interface SeededStore {
  /** The local Blobs folder (startLocalBlobs(directory, '.')). */
  directory: string
  leads: number
  submissions: number
  bookings: number
  months: number
  /** When it was seeded (ms): the leads' dates run back three years from it. */
  seededAt: number
  /** Seconds the seeding took; null when a kept store was reused. */
  seedSeconds: number | null
  /** Only the index of people was seeded (no lead or booking blobs). */
  indexOnly: boolean
  /** People in an open status (on the board). */
  open: number
}

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
  const last = growthSessionForm.steps.at(-1)!.field
  return Array.from({ length: steps }, (_, n) => ({
    ...base,
    form: 'growth-session' as const,
    submissionId: uuid(),
    receivedAt: new Date(at + n * 5000).toISOString(),
    savedAt: at + n * 5000,
    step: n + 1,
    answers: n === steps - 1 && steps === growthSessionForm.steps.length ? { ...who, [last]: 'x' } : who,
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

/** A blob as the local server keeps it (local-blobs-server.ts): its value, a file under entries/ (the site id "0": no linked site). */
function writeBlob(directory: string, store: string, key: string, value: unknown) {
  const path = join(directory, 'entries', '0', `site:${store}`, key)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, JSON.stringify(value))
}

const OPEN = pipeline.statuses.filter((s) => !s.closed).map((s) => s.id)
const CLOSED = pipeline.statuses.filter((s) => s.closed).map((s) => s.id)

/** How staff have worked person i, who first wrote `ageDays` ago: their status, value and last activity. */
function worked(entry: PersonEntry, i: number, ageDays: number, now: number) {
  const recent = ageDays < 45
  const open = recent ? i % 5 !== 0 : i % 100 === 0
  entry.status = open ? OPEN[i % OPEN.length]! : CLOSED[i % CLOSED.length]!
  entry.value = i % 3 === 0 ? 1000 + (i % 20) * 500 : null
  // Staff's last change some days after the lead came in (never in the future).
  touch(entry, new Date(Math.min(now, Date.parse(entry.createdAt) + (i % 9) * DAY)).toISOString())
}

/** The seeded store for `leads` people: the kept one when there is one, else seeded now (and kept). */
export async function seededStore(
  leads: number,
  root = process.cwd(),
  log: (line: string) => void = () => {},
  { indexOnly = false }: { indexOnly?: boolean } = {},
): Promise<SeededStore> {
  const directory = join(root, '.tmp', 'staff-bench', `v${SEED_VERSION}-${leads}${indexOnly ? '-index' : ''}`)
  const marker = join(directory, 'seeded.json')
  if (existsSync(marker)) return { ...(JSON.parse(readFileSync(marker, 'utf8')) as SeededStore), directory, seedSeconds: null }
  rmSync(directory, { recursive: true, force: true })
  mkdirSync(directory, { recursive: true })
  log(`seeding ${leads} people${indexOnly ? ' (the index only)' : ''} into ${directory} (kept for the next run)…`)
  const started = performance.now()

  const now = Date.now()
  let [submissions, bookings, open] = [0, 0, 0]
  const people = new Map<string, PersonEntry[]>()
  for (let i = 0; i < leads; i++) {
    const at = now - Math.floor(((leads - i) / leads) * 3 * 365 * DAY)
    const subs = submissionsOf(i, at)
    submissions += subs.length
    const entry = emptyEntry(newPersonId(new Date(at)), subs[0]!.receivedAt)
    for (const s of subs) {
      addSubmission(entry, s)
      if (!indexOnly) writeBlob(directory, STORE_NAME, `lead/${s.form}/${s.leadId}/${s.submissionId}`, s)
    }
    if (i % 4 === 1) {
      const b = bookingOf(subs[0]!, at)
      bookings++
      addBooking(entry, b)
      if (!indexOnly) writeBlob(directory, 'bookings', `bookings/${b.bookingId}/0001`, b)
    }
    worked(entry, i, (now - at) / DAY, now)
    if (OPEN.includes(entry.status)) open++
    const month = monthOfId(entry.id)
    const list = people.get(month)
    if (list) list.push(entry)
    else people.set(month, [entry])
  }
  for (const [month, entries] of people)
    writeBlob(directory, STAFF_STORE_NAME, monthKey(month), { rev: 1, people: Object.fromEntries(entries.map((e) => [e.id, e])) })

  // The summaries, with each month's ETag as the server lists it.
  const blobs = await startLocalBlobs(directory, '.')
  const context = process.env.NETLIFY_BLOBS_CONTEXT
  process.env.NETLIFY_BLOBS_CONTEXT = blobs.context
  try {
    const staff = openStore(STAFF_STORE_NAME, { consistency: 'strong' })
    const etags = new Map<string, string>()
    for await (const page of staff.list({ prefix: INDEX_PREFIX, paginate: true }))
      for (const b of page.blobs) etags.set(b.key.slice(INDEX_PREFIX.length), b.etag)
    const { summary, open: openPeople } = summariesOf(
      [...people].map(([month, entries]) => ({ month, etag: etags.get(month) ?? '', rev: 1, people: entries })),
      new Date(now),
    )
    await Promise.all([
      staff.setJSON(SUMMARY_KEY, summary),
      staff.setJSON(OPEN_KEY, openPeople),
      staff.setJSON(BOARD_KEY, boardCardsOf(openPeople, new Date(now))),
    ])
  } finally {
    if (context === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT
    else process.env.NETLIFY_BLOBS_CONTEXT = context
    await blobs.close()
  }
  const seeded: SeededStore = {
    directory,
    leads,
    submissions,
    bookings,
    months: people.size,
    seededAt: now,
    seedSeconds: (performance.now() - started) / 1000,
    indexOnly,
    open,
  }
  writeFileSync(marker, JSON.stringify(seeded))
  return seeded
}
