// The store the staff console's bench reads (staff-inbox.ts): `leads` people over three years, half
// from the contact form and half from the growth-session wizard (saved step by step, a third of those
// left at step 4), a quarter with a booking, in a local Blobs store (the real local server).
//
// Seeding writes some 40,000 blobs, minutes on this machine, so the store is kept under
// .tmp/staff-bench/v<SEED_VERSION>-<leads>/ and reused by the next run; `seeded.json` is written last,
// so a seeding that was stopped half way is started again. Change SEED_VERSION when the shape of what
// is seeded changes (a field of the index, a key of a store).
//
// The lead and booking blobs go in as the functions write them; the index of people (person-index.ts)
// is built in memory with the same folding the write-time hooks use (addSubmission, addBooking) and
// written as its month blobs: the same blobs the hooks would leave, without 40,000 compare-and-swaps.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
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
  monthKey,
  monthOfId,
  newPersonId,
  type PersonEntry,
} from '../../netlify/lib/staff/person-index.ts'
import { STAFF_STORE_NAME } from '../../netlify/lib/staff/staff-store.ts'

export const SEED_VERSION = 1

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

async function inBatches<T>(items: readonly T[], size: number, work: (t: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work))
}

/** The seeded store for `leads` people: the kept one when there is one, else seeded now (and kept). */
export async function seededStore(leads: number, root = process.cwd(), log: (line: string) => void = () => {}): Promise<SeededStore> {
  const directory = join(root, '.tmp', 'staff-bench', `v${SEED_VERSION}-${leads}`)
  const marker = join(directory, 'seeded.json')
  if (existsSync(marker)) return { ...(JSON.parse(readFileSync(marker, 'utf8')) as SeededStore), directory, seedSeconds: null }
  rmSync(directory, { recursive: true, force: true })
  mkdirSync(directory, { recursive: true })
  log(`seeding ${leads} leads into ${directory} (kept for the next run)…`)

  const now = Date.now()
  const submissions: StoredSubmission[] = []
  const bookings: StoredBooking[] = []
  const people = new Map<string, PersonEntry[]>()
  for (let i = 0; i < leads; i++) {
    const at = now - Math.floor(((leads - i) / leads) * 3 * 365 * DAY)
    const subs = submissionsOf(i, at)
    submissions.push(...subs)
    const entry = emptyEntry(newPersonId(new Date(at)), subs[0]!.receivedAt)
    for (const s of subs) addSubmission(entry, s)
    if (i % 4 === 1) {
      const b = bookingOf(subs[0]!, at)
      bookings.push(b)
      addBooking(entry, b)
    }
    // Staff have worked the older leads: every status of content's pipeline appears.
    entry.status = pipeline.statuses[i % pipeline.statuses.length]!.id
    const month = monthOfId(entry.id)
    people.set(month, [...(people.get(month) ?? []), entry])
  }

  const started = performance.now()
  const blobs = await startLocalBlobs(directory, '.')
  const context = process.env.NETLIFY_BLOBS_CONTEXT
  process.env.NETLIFY_BLOBS_CONTEXT = blobs.context
  try {
    const open = (name: string) => openStore(name, { consistency: 'strong' })
    const [leadsStore, bookingsStore, staff] = [open(STORE_NAME), open('bookings'), open(STAFF_STORE_NAME)]
    await inBatches(submissions, 64, (s) => leadsStore.setJSON(`lead/${s.form}/${s.leadId}/${s.submissionId}`, s))
    await inBatches(bookings, 64, (b) => bookingsStore.setJSON(`bookings/${b.bookingId}/0001`, b))
    await inBatches([...people], 8, ([month, entries]) =>
      staff.setJSON(monthKey(month), { people: Object.fromEntries(entries.map((e) => [e.id, e])) }),
    )
  } finally {
    if (context === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT
    else process.env.NETLIFY_BLOBS_CONTEXT = context
    await blobs.close()
  }
  const seeded: SeededStore = {
    directory,
    leads,
    submissions: submissions.length,
    bookings: bookings.length,
    months: people.size,
    seededAt: now,
    seedSeconds: (performance.now() - started) / 1000,
  }
  writeFileSync(marker, JSON.stringify(seeded))
  return seeded
}
