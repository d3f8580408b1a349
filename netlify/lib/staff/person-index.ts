// The console's index of people, kept at write time so the inbox, its filters and the funnel read a
// few blobs, never every lead blob. One person, one record: submissions with the same normalised
// email are one person, whatever form and lead id they came with. In the store `staff`:
//
//   people/key/<sha256 of "email:<address>" or "lead:<form>/<leadId>">   { id }: who a key belongs to, create-only
//   people/month/<YYYY-MM>                                             { rev, people: { <id>: PersonEntry } }: the
//                        people first seen that month, changed by compare-and-swap (two writers never lose one);
//                        `rev` counts its writes
//   people/summary, people/open   what the inbox's first page and the board read: index-summary.ts, folded
//                        in again by every month write here
//
// A person's id is `<YYYYMM>-<random>`: stable, not the email, and it names its month's blob. Their
// status, owner, next action and attendance marks live in the entry; history and notes beside it
// (staff-records.ts). Written by the one-line hooks in leads/submission.ts and booking-store.ts (a
// failure there is logged, never the visitor's: the rebuild, index-rebuild.ts, repairs it).
// One file because the key layout (keyBlob) and the month blobs' compare-and-swap are private to it:
// every write of an entry (a submission, a booking, a merge, and Due's index after it, syncDue) goes
// through the same person lookup and compare-and-swap: split, a writer could skip one.
import { randomBytes } from 'node:crypto'
import type { StoredBooking } from '../../../schemas/booking-record.ts'
import type { StoredSubmission } from '../../../schemas/lead.ts'
import { growthSessionForm } from '../../../src/generated/forms.ts'
import { routes } from '../../../src/generated/routes.ts'
import { pipeline } from '../../../src/generated/pipeline.ts'
import { openStore, type Store } from '../blobs.ts'
import { normaliseEmail } from '../erasure-ledger.ts'
import { hashOf, STAFF_STORE_NAME } from './staff-store.ts'
import { isPersonId } from '../../../schemas/ids.ts'
import type { OwedItem, Task } from '../../../schemas/staff-api-types.ts'
import { owedOf } from './owed.ts'
import { dueKey, writeDue } from './due-index.ts'
import { keepSummaries } from './index-summary.ts'

export type LandingKind = 'local' | 'service' | 'home' | 'blog' | 'other'

export interface PersonLead {
  form: string
  leadId: string
  createdAt: string
  /** Growth session: the furthest step saved, and whether the last was. */
  step?: number
  complete?: boolean
  /** Growth session: its last save (server time); once complete, its plan is owed from it (owed.ts). */
  lastSaveAt?: string
}

export interface PersonBooking {
  bookingId: string
  status: string
  type: string
  host?: string
  start: string
  end: string
  createdAt: string
  attendance?: { value: 'attended' | 'no-show'; at: string; by: string }
  /** Its video room (a type with rooms): the calls page's join link without reading the booking. */
  room?: string
}

export interface PersonEntry {
  id: string
  email: string
  name: string
  company: string
  phone: string
  createdAt: string
  updatedAt: string
  leads: PersonLead[]
  bookings: PersonBooking[]
  source: string
  medium: string
  campaign: string
  landing: LandingKind
  status: string
  owner: string | null
  nextAction: { text: string; due?: string } | null
  /** The last activity on the person (a submission, a booking, a staff change, an email, a merge), ISO. */
  lastActivityAt: string
  /** The addresses of people merged into this one (person-merge.ts): erasure and search find them too. */
  otherEmails?: string[]
  /** What the site promised them and staff owe (owed.ts), kept up to date with each submission and booking. */
  owed: OwedItem[]
  /** Staff's tasks on them (staff-tasks.ts). */
  tasks: Task[]
  /** The lead's value in AUD, whole dollars, set by staff (PATCH {value}); sent with Qualified and Won. Absent on older entries: null. */
  value: number | null
}

export interface MonthBlob {
  /** How many times the blob was written (updateMonth): the summaries keep the newest fold of it. */
  rev?: number
  people: Record<string, PersonEntry>
}

export const INDEX_PREFIX = 'people/month/'
const keyBlob = (key: string) => `people/key/${hashOf(key)}`
export const monthKey = (month: string) => `${INDEX_PREFIX}${month}`

/**
 * A month blob as read (or a new one): its people keyed in a null-prototype object, so that no id,
 * whatever a request names, reaches Object.prototype (`people['__proto__']` was it, and a PATCH wrote
 * into it: every later request of the process failed).
 */
export const monthBlobOf = (data: unknown): MonthBlob => ({
  rev: (data as Partial<MonthBlob> | null)?.rev ?? 0,
  people: Object.assign(Object.create(null) as Record<string, PersonEntry>, (data as Partial<MonthBlob> | null)?.people),
})
/** The month blob a person id names: "202611-…" is in people/month/2026-11. */
export const monthOfId = (id: string) => `${id.slice(0, 4)}-${id.slice(4, 6)}`
// The person id's shape is schemas/ids.ts's: checked before an id from a request names a month or a key.
export { isPersonId }

export const indexStore = (): Store => openStore(STAFF_STORE_NAME, { consistency: 'strong' })

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/** Who a submission names: email (normalised), name, company, phone; onboarding's in businessInfo (onboarding-fields.ts). */
export function personFacts(s: Pick<StoredSubmission, 'answers'>) {
  const a = s.answers
  const business = (a.businessInfo ?? {}) as Record<string, unknown>
  return {
    email: normaliseEmail(text(a.email) || text(business.email)),
    name: [text(a.firstName), text(a.lastName)].filter(Boolean).join(' ') || text(business.contactName),
    company: text(a.company) || text(business.businessName),
    phone: text(a.phone) || text(business.phone),
  }
}

export function landingKind(landingPage: string | undefined): LandingKind {
  if (!landingPage) return 'other'
  let path: string
  try {
    path = new URL(landingPage, 'https://x.invalid').pathname
  } catch {
    return 'other'
  }
  if (path === '/') return 'home'
  if (path.startsWith('/blog/')) return 'blog'
  if (path.startsWith('/services/')) return 'service'
  const withSlash = path.endsWith('/') ? path : `${path}/`
  const route = routes.find((r) => r.path === withSlash)
  return route?.kind === 'local' || route?.kind === 'local-placeholder' ? 'local' : 'other'
}

/** utm_source, else the referrer's site, else "direct". */
export function sourceOf(attribution: StoredSubmission['attribution']): string {
  if (attribution.utm_source) return attribution.utm_source.toLowerCase()
  if (attribution.referrer && URL.canParse(attribution.referrer)) return new URL(attribution.referrer).hostname.replace(/^www\./, '')
  return 'direct'
}

export const newPersonId = (at: Date) => `${at.toISOString().slice(0, 4)}${at.toISOString().slice(5, 7)}-${randomBytes(8).toString('hex')}`

/** The person a key names, creating it (create-only, so of two racing writers one id wins for both). */
export async function claimKey(store: Store, key: string, id: string): Promise<string> {
  const { modified } = await store.setJSON(keyBlob(key), { id }, { onlyIfNew: true })
  if (modified) return id
  const held = (await store.get(keyBlob(key), { type: 'json' })) as { id: string } | null
  return held?.id ?? id
}

/** Points a key at a person, whoever held it (a merge moves the merged person's keys to the one kept). */
export async function pointKey(store: Store, key: string, id: string): Promise<void> {
  await store.setJSON(keyBlob(key), { id })
}

export async function personIdOf(store: Store, key: string): Promise<string | null> {
  return ((await store.get(keyBlob(key), { type: 'json' })) as { id: string } | null)?.id ?? null
}

/**
 * Changes one month blob by compare-and-swap: read with its ETag, change, write only if nobody
 * wrote in between, else again. `change` may be called more than once. Once written, the summaries
 * (index-summary.ts) fold the month in again: every writer keeps them, whatever it changed.
 */
export async function updateMonth(store: Store, month: string, change: (blob: MonthBlob) => void): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const found = await store.getWithMetadata(monthKey(month), { type: 'json' })
    const blob = monthBlobOf(found?.data)
    change(blob)
    blob.rev = (blob.rev ?? 0) + 1
    const { modified, etag } = found?.etag
      ? await store.setJSON(monthKey(month), blob, { onlyIfMatch: found.etag })
      : await store.setJSON(monthKey(month), blob, { onlyIfNew: true })
    if (modified) {
      if (etag) await keepSummaries(store, { month, etag, rev: blob.rev, people: Object.values(blob.people) })
      return
    }
  }
  throw new Error(`the staff index month ${month} kept changing under 20 writes`)
}

export function emptyEntry(id: string, at: string): PersonEntry {
  return {
    id,
    email: '',
    name: '',
    company: '',
    phone: '',
    createdAt: at,
    updatedAt: at,
    leads: [],
    bookings: [],
    source: '',
    medium: '',
    campaign: '',
    landing: 'other',
    status: pipeline.statuses[0]!.id,
    owner: null,
    nextAction: null,
    lastActivityAt: at,
    owed: [],
    tasks: [],
    value: null,
  }
}

/** Moves a person's last activity to `at` when later (an entry stored before it counts from its updatedAt). */
export function touch(entry: PersonEntry, at: string): void {
  const held = entry.lastActivityAt ?? entry.updatedAt
  entry.lastActivityAt = held && held > at ? held : at
}

const lastStep = growthSessionForm.steps.at(-1)

/** Folds one submission into a person's entry (pure): later non-empty facts win, the first visit's attribution stays. */
export function addSubmission(entry: PersonEntry, s: StoredSubmission): void {
  const facts = personFacts(s)
  // A merged-in address stays the other one: the address staff kept is the person's.
  if (facts.email && entry.otherEmails?.includes(facts.email)) facts.email = ''
  for (const k of ['email', 'name', 'company', 'phone'] as const) if (facts[k]) entry[k] = facts[k]
  if (s.receivedAt < entry.createdAt) entry.createdAt = s.receivedAt
  if (s.receivedAt > entry.updatedAt) entry.updatedAt = s.receivedAt
  touch(entry, s.receivedAt)
  let lead = entry.leads.find((l) => l.form === s.form && l.leadId === s.leadId)
  if (!lead) entry.leads.push((lead = { form: s.form, leadId: s.leadId, createdAt: s.receivedAt }))
  if (s.receivedAt < lead.createdAt) lead.createdAt = s.receivedAt
  if (s.form === 'growth-session') {
    lead.step = Math.max(lead.step ?? 0, s.step ?? 0)
    if (lastStep && text(s.answers[lastStep.field])) lead.complete = true
    // The plan is owed from the last save of a finished wizard, as its email counts it (compose-plan.ts: lead.updatedAt).
    if (!lead.lastSaveAt || s.receivedAt > lead.lastSaveAt) lead.lastSaveAt = s.receivedAt
  }
  entry.owed = owedOf(entry)
  if (!entry.source || s.receivedAt <= entry.createdAt) {
    entry.source = sourceOf(s.attribution)
    entry.medium = s.attribution.utm_medium ?? ''
    entry.campaign = s.attribution.utm_campaign ?? ''
    entry.landing = landingKind(s.attribution.landingPage)
  }
}

export function addBooking(entry: PersonEntry, b: StoredBooking): void {
  const held = entry.bookings.find((x) => x.bookingId === b.bookingId)
  const view: PersonBooking = {
    bookingId: b.bookingId,
    status: b.status,
    type: b.type,
    ...(b.host ? { host: b.host } : {}),
    start: b.start,
    end: b.end,
    createdAt: b.createdAt,
    ...(b.room ? { room: b.room } : {}),
    ...(held?.attendance ? { attendance: held.attendance } : {}),
  }
  entry.bookings = [...entry.bookings.filter((x) => x.bookingId !== b.bookingId), view].sort((x, y) => x.start.localeCompare(y.start))
  // A call owes itself, and moves a plan owed after it to before it (owed.ts).
  entry.owed = owedOf(entry)
  touch(entry, b.updatedAt ?? b.createdAt)
  if (!entry.email) entry.email = normaliseEmail(b.email)
  if (!entry.name) entry.name = b.name
  if (!entry.phone && b.phone) entry.phone = b.phone
}

/** The person of a submission: its lead's, else its email's, else a new one; the keys are claimed for it. */
async function personFor(store: Store, form: string, leadId: string | undefined, email: string, at: Date): Promise<string> {
  const leadKey = leadId ? `lead:${form}/${leadId}` : null
  const emailKey = email ? `email:${email}` : null
  let id = (leadKey && (await personIdOf(store, leadKey))) || (emailKey && (await personIdOf(store, emailKey))) || newPersonId(at)
  if (leadKey) id = await claimKey(store, leadKey, id)
  if (emailKey) {
    const owner = await claimKey(store, emailKey, id)
    if (owner !== id && leadKey) {
      // A wizard's first step names no email: its person is moved into the one the email already has.
      await store.setJSON(keyBlob(leadKey), { id: owner })
      await updateMonth(store, monthOfId(id), (m) => {
        const gone = m.people[id]
        if (gone && !gone.email && gone.bookings.length === 0) delete m.people[id]
      })
      await syncDue(store, id)
      id = owner
    }
  }
  return id
}

/**
 * After a change of the person: their open items (due-index.ts) from the entry as it is now. Never
 * throws (a failure is logged; the rebuild, index-rebuild.ts, writes every person's again).
 */
export async function syncDue(store: Store, personId: string): Promise<void> {
  try {
    const e = await readPerson(personId, store)
    if (e) await writeDue(store, e)
    else await store.delete(dueKey(personId))
  } catch (error) {
    console.error(
      `[staff] due index: ${personId} not written (npm run leads -- reindex repairs it):`,
      error instanceof Error ? error.message : error,
    )
  }
}

/** Indexes an accepted submission (the hook in leads/submission.ts); never throws. */
export async function indexSubmission(s: StoredSubmission, store: Store = indexStore()): Promise<void> {
  try {
    const id = await personFor(store, s.form, s.leadId, personFacts(s).email, new Date(s.receivedAt))
    await updateMonth(store, monthOfId(id), (m) => addSubmission((m.people[id] ??= emptyEntry(id, s.receivedAt)), s))
    await syncDue(store, id)
  } catch (error) {
    console.error(
      `[staff] index: submission ${s.submissionId} not indexed (npm run leads -- reindex repairs it):`,
      error instanceof Error ? error.message : error,
    )
  }
}

/** Indexes a booking as it now is (the hook in booking-store.ts, on create, move and cancel); never throws. */
export async function indexBooking(outcome: { booking?: StoredBooking }, store: Store = indexStore()): Promise<void> {
  const b = outcome.booking
  if (!b || !b.email) return
  try {
    const id = await personFor(store, 'growth-session', b.leadId, normaliseEmail(b.email), new Date(b.createdAt))
    await updateMonth(store, monthOfId(id), (m) => addBooking((m.people[id] ??= emptyEntry(id, b.createdAt)), b))
    await syncDue(store, id)
  } catch (error) {
    console.error(`[staff] index: booking ${b.bookingId} not indexed:`, error instanceof Error ? error.message : error)
  }
}

/** Month blobs this instance has read, by key, with the ETag they had: unchanged ones are not read again. */
const monthCache = new Map<string, { etag: string; blob: MonthBlob }>()

/** Forgets the month blobs read: the next read is a new instance's (the bench's cold rows). */
export const forgetIndexCache = () => monthCache.clear()

/** Every month blob, newest month first: what the inbox, the calls and the funnel read (one listing, then only changed months). */
export async function readIndex(store: Store = indexStore()): Promise<PersonEntry[]> {
  return (await readMonths(store)).flatMap((m) => m.people)
}

/** Every month blob as read, newest month first, with its ETag and rev (what the summaries are made from). */
export async function readMonths(
  store: Store = indexStore(),
): Promise<{ month: string; etag: string; rev: number; people: PersonEntry[] }[]> {
  const months: { key: string; etag: string }[] = []
  for await (const page of store.list({ prefix: INDEX_PREFIX, paginate: true })) months.push(...page.blobs)
  months.sort((a, b) => b.key.localeCompare(a.key))
  const out: { month: string; etag: string; rev: number; people: PersonEntry[] }[] = []
  const stale = months.filter((m) => monthCache.get(m.key)?.etag !== m.etag || !m.etag)
  // Every stale month at once: on Netlify each read waits on the network, not on this instance.
  for (let i = 0; i < stale.length; i += 48)
    await Promise.all(
      stale.slice(i, i + 48).map(async (m) => {
        const found = await store.getWithMetadata(m.key, { type: 'json' })
        if (found?.etag) monthCache.set(m.key, { etag: found.etag, blob: monthBlobOf(found.data) })
        else monthCache.delete(m.key)
        return found
      }),
    )
  for (const m of months) {
    const held = monthCache.get(m.key)
    if (held)
      out.push({
        month: m.key.slice(INDEX_PREFIX.length),
        etag: held.etag,
        rev: held.blob.rev ?? 0,
        people: Object.values(held.blob.people),
      })
  }
  return out
}

export async function readPerson(id: string, store: Store = indexStore()): Promise<PersonEntry | null> {
  if (!isPersonId(id)) return null
  return monthBlobOf(await store.get(monthKey(monthOfId(id)), { type: 'json' })).people[id] ?? null
}
