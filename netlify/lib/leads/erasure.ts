// Erasing a person, as the Australian Privacy Principles let them ask, for good. The staff CLI
// (`npm run leads -- erase`) and the staff console call this with the stores they opened:
// 1. the erasure marker first (../erasure-ledger.ts): from then on the lead functions, the booking
//    endpoints, the scheduled sweep and the senders store, record and send nothing for this person,
//    so nothing is re-created behind the erase;
// 2. then every lead that names the address anywhere in its answers or its copy of the form (all
//    saves of that lead, spam included), their bookings (the caller's eraser cancels each first, so
//    the time is free again, and takes its event out of the host's calendar), every notification
//    about them with its status records, the sweep's marks, the lead's entries in the index of what
//    is due, the person's form token uses, the local mail sink's files and their entries in the staff
//    console's index of people (through `people`, which the caller hands over: leads/ knows no staff/);
// 3. then it looks again, and again removes what writers caught mid-write left (a booking made while
//    it ran included), until a look finds nothing. Each erased lead id is marked, so that a save of
//    it after the erase is a new lead notified under new keys, never the old Idempotency-Key and
//    Message-ID. Only then is the marker completed (a submission after that is a new lead) and a
//    record kept of when and how much, not who. Anything it could not remove is returned, with the
//    marker left in place so nothing new is stored meanwhile.
// Leads know no bookings: the caller hands the bookings over as something to list and erase.
import { keysUnder, type Store } from '../blobs.ts'
import { beginErasure, completeErasure, mentions, normaliseEmail, personKey } from '../erasure-ledger.ts'
import { placesHeldBy, type Outbox } from '../outbox/outbox-store.ts'
import { erasedLeadKey, leadStoreFrom, tokenFirstKey, tokenUsePrefix } from './lead-store.ts'
import { CLOSED_PREFIX, DUE_PREFIX } from './lead-sweep.ts'

/** Looks (each removing what the one before found) before the erase gives up and says what is left. */
export const ERASE_PASSES = 3

/** A booking as the erase reads it: searched for the address anywhere, and for the person's lead ids. */
export interface ErasableBooking {
  bookingId: string
  leadId?: string
  /** The number its reminder texts go to: its places in the daily cap are removed too. */
  phone?: string
}

export interface ErasableBookings {
  /** Every booking as it is now (erased ones left out). */
  list(): Promise<readonly ErasableBooking[]>
  /** Removes the person from one booking for good: cancelled first, its host's calendar event removed. */
  erase(bookingId: string): Promise<void>
}

/** The local mail sink's files (off Netlify), or null where there is none. */
export interface ErasableMail {
  files(): { path: string; text: string }[]
  remove(path: string): void | Promise<void>
}

/**
 * Another store that names the person (the staff console's index of people, staff/person-erasure.ts):
 * leads/ may not import staff/, so the caller hands it over. Each look finds what is there then.
 */
export interface ErasablePeople {
  find(email: string, leadIds: ReadonlySet<string>, bookingIds: ReadonlySet<string>): Promise<string[]>
  remove(item: string): Promise<void>
}

export interface ErasureStores {
  /** The leads store: leads, notifications, markers. */
  store: Store
  bookings: ErasableBookings
  box: Outbox
  sink: ErasableMail | null
  people: ErasablePeople
}

/** What one look found of the person, by kind. */
export interface Found {
  /** Keys of their submissions (lead/ and spam/). */
  submissions: string[]
  bookings: string[]
  notifications: string[]
  /** The sweep's marks and index entries of their leads, and their form token uses. */
  sweepMarks: string[]
  mail: string[]
  /** Their entries (and key, history and note blobs) in the staff console's index of people. */
  people: string[]
}
export type Kind = keyof Found
export const KINDS: Kind[] = ['submissions', 'bookings', 'notifications', 'sweepMarks', 'mail', 'people']

export interface ErasureResult {
  ok: boolean
  /** How many leads named the person. */
  leads: number
  counts: Record<Kind, number>
  /** When not ok: what is still there after the last look, and what failed. */
  left?: Found
  errors: string[]
}

/** What grows across looks: a late save of a lead is found by its id, an erased booking's index entry by its. */
interface Seen {
  leadIds: Set<string>
  notificationIds: Set<string>
  bookingIds: Set<string>
}

async function find(w: ErasureStores, email: string, { leadIds, notificationIds, bookingIds: seenBookings }: Seen): Promise<Found> {
  const leads = leadStoreFrom(w.store)
  for (const bucket of ['lead', 'spam'] as const)
    for (const s of await leads.list({ bucket })) if (mentions([s.answers, s.formData], email)) leadIds.add(s.leadId)
  const ofLead = (k: string) => leadIds.has(k.split('/')[2]!)
  const submissions = [...(await keysUnder(w.store, 'lead/')), ...(await keysUnder(w.store, 'spam/'))].filter(ofLead)
  const person = personKey(email)
  const sweepMarks = [
    ...(await keysUnder(w.store, CLOSED_PREFIX)).filter((k) => leadIds.has(k.slice(CLOSED_PREFIX.length).split('/')[1]!)),
    ...(await keysUnder(w.store, DUE_PREFIX)).filter((k) => leadIds.has(k.split('/').at(-1)!)),
    ...(await keysUnder(w.store, tokenUsePrefix(person))).flatMap((k) => [k, tokenFirstKey(k.slice(k.lastIndexOf('/') + 1))]),
  ]
  const bookings = (await w.bookings.list()).filter((b) => mentions(b, email) || (b.leadId && leadIds.has(b.leadId)))
  const bookingIds = new Set(bookings.map((b) => b.bookingId))
  // The daily cap's places of their address and their bookings' numbers (outbox/recipient-cap.ts).
  const phones = bookings.flatMap((b) => (b.phone ? [b.phone] : []))
  sweepMarks.push(...(await placesHeldBy(w.store, [email, ...phones])))
  for (const id of bookingIds) seenBookings.add(id)
  const notifications = (await w.box.list()).filter(
    (n) =>
      (n.email && normaliseEmail(n.email) === email) ||
      mentions(n.message, email) ||
      (n.leadId && leadIds.has(n.leadId)) ||
      (n.bookingId && bookingIds.has(n.bookingId)),
  )
  for (const n of notifications) notificationIds.add(n.id)
  // A sink file is named after its notification; its text names the person.
  const mail = (w.sink?.files() ?? [])
    .filter((f) => [...notificationIds].some((id) => f.path.includes(id)) || mentions(f.text, email))
    .map((f) => f.path)
  const people = await w.people.find(email, leadIds, seenBookings)
  return { submissions, bookings: [...bookingIds], notifications: notifications.map((n) => n.id), sweepMarks, mail, people }
}

const isEmpty = (f: Found) => KINDS.every((k) => !f[k].length)
const message = (e: unknown) => (e instanceof Error ? e.message : String(e))

/** Removes what a look found; what fails is reported, and the next look finds it again. */
async function remove(w: ErasureStores, found: Found, counts: Record<Kind, number>, errors: string[]) {
  const removers: Record<Kind, (item: string) => Promise<unknown>> = {
    // Bookings first: each is cancelled before it goes, so its time is free again.
    bookings: (id) => w.bookings.erase(id),
    notifications: (id) => w.box.remove([id]),
    submissions: (key) => w.store.delete(key),
    sweepMarks: (key) => w.store.delete(key),
    mail: async (path) => w.sink!.remove(path),
    people: (item) => w.people.remove(item),
  }
  for (const kind of ['bookings', 'notifications', 'submissions', 'sweepMarks', 'mail', 'people'] as const)
    for (const item of found[kind])
      try {
        await removers[kind](item)
        counts[kind]++
      } catch (e) {
        errors.push(`${kind} ${item}: ${message(e)}`)
      }
}

/** Erases everything of the person `email` names; throws only when the store cannot be reached at all. */
export async function erasePerson(w: ErasureStores, address: string, now = () => new Date()): Promise<ErasureResult> {
  const email = normaliseEmail(address)
  const marker = await beginErasure(w.store, email, now())
  const counts: Record<Kind, number> = { submissions: 0, bookings: 0, notifications: 0, sweepMarks: 0, mail: 0, people: 0 }
  const errors: string[] = []
  const seen: Seen = { leadIds: new Set(), notificationIds: new Set(), bookingIds: new Set() }
  const { leadIds } = seen
  for (let pass = 1; ; pass++) {
    const found = await find(w, email, seen)
    if (isEmpty(found)) break
    if (pass > ERASE_PASSES) return { ok: false, leads: leadIds.size, counts, left: found, errors }
    await remove(w, found, counts, errors)
  }
  // Before the marker is completed: a save of an erased lead id from then on is told under new keys.
  for (const leadId of leadIds) await w.store.setJSON(erasedLeadKey(leadId), { erasure: marker.id })
  await completeErasure(w.store, email, marker, now())
  const at = now().toISOString()
  // The record of the erasure: when and how much, never who.
  await w.store.setJSON(`erasures/${at}-${crypto.randomUUID()}`, { at, leads: leadIds.size, ...counts })
  return { ok: true, leads: leadIds.size, counts, errors }
}
