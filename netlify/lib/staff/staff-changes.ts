// What staff change about a person: status, owner, next action and value (PATCH /api/staff/leads/<id>,
// the board's moves too), a note, a call's attendance. Each change is made in the index by
// compare-and-swap (person-index.ts), moves the person's last activity (what "stale" is measured from)
// and is appended to the person's history (staff-records.ts), with who and when.
import type { z } from 'zod'
import { leadPatchSchemaOf } from '../../../schemas/staff-api-contract.ts'
import type { StoredBooking } from '../../../schemas/booking-record.ts'
import { pipeline } from '../../../src/generated/pipeline.ts'
import { team } from '../../../src/generated/team.ts'
import type { StoredSubmission } from '../../../schemas/lead.ts'
import { growthSessionForm } from '../../../src/generated/forms.ts'
import type { Store } from '../blobs.ts'
import { conversionForStatusChange, recordConversion } from '../conversions/record-conversion.ts'
import { siteNotifier } from '../site-outbox.ts'
import { bookingStore } from '../booking/booking-store.ts'
import { booking as bookingSettings } from '../../../src/generated/booking.ts'
import { mostPrivateChoice } from '../ads-refusals.ts'
import { mergeLead } from '../leads/lead-merge.ts'
import { leadStoreFrom, notificationStore } from '../leads/lead-store.ts'
import { normaliseEmail } from '../erasure-ledger.ts'
import { addBooking, emptyEntry, monthOfId, personIdOf, readPerson, syncDue, touch, updateMonth, type PersonEntry } from './person-index.ts'
import type { HistoryEntry, Note } from '../../../schemas/staff-api-types.ts'
import { addNote, appendHistory } from './staff-records.ts'
import { owedOf } from './owed.ts'

const STATUS_IDS = pipeline.statuses.map((s) => s.id)
const TEAM_IDS = team.map((m) => m.id)

/** PATCH /api/staff/leads/<id>: the contract's shape (schemas/staff-api-contract.ts), with content's status and team ids. */
export const LeadPatchSchema = leadPatchSchemaOf(STATUS_IDS, TEAM_IDS)

export type LeadPatchBody = z.infer<typeof LeadPatchSchema>

/**
 * A status of content/pipeline.yaml with `conversion` (Qualified, Won) is reported to the ad platforms
 * (netlify/lib/conversions/): with the person's ad clicks merged from every submission they sent, and
 * their choice about ads the most private of every submission and booking of theirs (a booking-only
 * person's GPC, or a later booking's, refuses it: ads-refusals.ts), once per person and event (its
 * event id), through the outbox (which also refuses it for a refusal kept in the ledger).
 */
export async function reportStatusConversion(person: PersonEntry, status: string, at: string): Promise<void> {
  const conversion = pipeline.statuses.find((s) => s.id === status)?.conversion
  if (!conversion) return
  const leads = leadStoreFrom(notificationStore())
  const bookings = bookingStore(bookingSettings)
  const [submissions, booked] = await Promise.all([
    Promise.all(person.leads.map((l) => leads.submissionsOf(l.form as StoredSubmission['form'], l.leadId))).then((all) => all.flat()),
    Promise.all(person.bookings.map((b) => bookings.get(b.bookingId))),
  ])
  const lead = submissions.length ? mergeLead(submissions, { growthSessionForm }) : null
  const ads = mostPrivateChoice([...submissions.map((s) => s.ads), ...booked.map((b) => b?.ads)])
  const input = conversionForStatusChange({
    status: conversion,
    leadId: person.id,
    at,
    person: { email: person.email, phone: person.phone || undefined },
    attribution: lead?.attribution,
    ads,
    // The lead's value staff set (AUD, whole dollars) goes with Qualified and Won to every platform.
    ...(typeof person.value === 'number' ? { value: person.value } : {}),
  })
  if (input) await recordConversion(input, { notifier: siteNotifier() })
}

/** Applies a patch; answers the entry after it, or null when the person is unknown. */
export async function patchLead(store: Store, id: string, patch: LeadPatchBody, by: string, now = new Date()): Promise<PersonEntry | null> {
  let before: PersonEntry | null = null
  let after: PersonEntry | null = null
  const at = now.toISOString()
  await updateMonth(store, monthOfId(id), (m) => {
    const e = m.people[id]
    if (!e) return
    before = structuredClone(e)
    if (patch.status !== undefined) e.status = patch.status
    if (patch.owner !== undefined) e.owner = patch.owner
    if (patch.nextAction !== undefined) e.nextAction = patch.nextAction
    if (patch.value !== undefined) e.value = patch.value
    touch(e, at)
    after = e
  })
  if (!before || !after) return null
  const b = before as PersonEntry
  const a = after as PersonEntry
  for (const what of ['status', 'owner', 'nextAction', 'value'] as const) {
    if (patch[what] === undefined || JSON.stringify(b[what] ?? null) === JSON.stringify(a[what])) continue
    await appendHistory(store, id, { at, by, what, before: b[what] ?? null, after: a[what] })
  }
  // Due's items follow the lead's owner (due-index.ts).
  if (patch.owner !== undefined && b.owner !== a.owner) await syncDue(store, id)
  if (patch.status !== undefined && b.status !== a.status) await reportStatusConversion(a, a.status, at)
  return a
}

export async function noteLead(store: Store, id: string, text: string, by: string, now = new Date()): Promise<Note | null> {
  if (!(await readPerson(id, store))) return null
  const at = now.toISOString()
  await updateMonth(store, monthOfId(id), (m) => {
    const e = m.people[id]
    if (e) touch(e, at)
  })
  const note = await addNote(store, id, { at, by, text })
  await appendHistory(store, id, { at, by, what: 'note', before: null, after: text })
  return note
}

export type AttendanceOutcome =
  { kind: 'marked'; entry: HistoryEntry } | { kind: 'not-found' } | { kind: 'too-early'; start: string } | { kind: 'cancelled' }

/** Marks a call attended or a no-show, only once its start has passed. */
export async function markAttendance(
  store: Store,
  booking: StoredBooking | null,
  value: 'attended' | 'no-show',
  by: string,
  now = new Date(),
): Promise<AttendanceOutcome> {
  if (!booking) return { kind: 'not-found' }
  if (booking.status === 'cancelled') return { kind: 'cancelled' }
  if (now.getTime() < Date.parse(booking.start)) return { kind: 'too-early', start: booking.start }
  const id =
    (booking.leadId && (await personIdOf(store, `lead:growth-session/${booking.leadId}`))) ||
    (await personIdOf(store, `email:${normaliseEmail(booking.email)}`))
  if (!id) return { kind: 'not-found' }
  const at = now.toISOString()
  let before: unknown = null
  await updateMonth(store, monthOfId(id), (m) => {
    const e = (m.people[id] ??= emptyEntry(id, booking.createdAt))
    addBooking(e, booking)
    const held = e.bookings.find((b) => b.bookingId === booking.bookingId)!
    before = held.attendance?.value ?? null
    held.attendance = { value, at, by }
    // The call marked is the call given (owed.ts): done at the mark.
    e.owed = owedOf(e)
    touch(e, at)
  })
  const entry: HistoryEntry = { at, by, what: `attendance:${booking.bookingId}`, before, after: value }
  await appendHistory(store, id, entry)
  // A marked call is a call given: it leaves Due (owed.ts).
  await syncDue(store, id)
  return { kind: 'marked', entry }
}
