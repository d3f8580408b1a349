// The index of people rebuilt from the stores (person-index.ts): for leads and bookings stored
// before the index existed, or after a hook's write failed. Every submission and booking is folded
// in again, in time order; what staff set (status, owner, next action, value, attendance, tasks, owed marked done) and each
// person's id are kept. Month blobs are changed by compare-and-swap, so live writes are not lost.
import type { StoredBooking } from '../../../schemas/booking-record.ts'
import type { Store } from '../blobs.ts'
import type { LeadStore } from '../leads/lead-store.ts'
import { rewriteSummaries } from './index-read.ts'
import {
  addBooking,
  addSubmission,
  claimKey,
  emptyEntry,
  monthOfId,
  newPersonId,
  personFacts,
  personIdOf,
  readIndex,
  syncDue,
  touch,
  updateMonth,
  type PersonEntry,
} from './person-index.ts'
import { owedOf } from './owed.ts'

export async function rebuildIndex(leads: LeadStore, bookings: StoredBooking[], index: Store): Promise<{ people: number; months: number }> {
  const startedAt = new Date().toISOString()
  const existing = new Map((await readIndex(index)).map((e) => [e.id, e]))
  const known = new Map<string, string>()
  // An empty index has no ids to keep: no reads per key.
  const lookup = async (key: string) => known.get(key) ?? (existing.size ? await personIdOf(index, key) : null)
  const people = new Map<string, PersonEntry>()
  const entryOf = async (keys: string[], at: string) => {
    let id: string | null = null
    for (const k of keys) if (!id) id = await lookup(k)
    id ??= newPersonId(new Date(at))
    for (const k of keys) if (!known.has(k)) known.set(k, id)
    let e = people.get(id)
    if (!e) people.set(id, (e = emptyEntry(id, at)))
    return e
  }
  const submissions = (await leads.list()).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
  for (const s of submissions) {
    const email = personFacts(s).email
    addSubmission(await entryOf([`lead:${s.form}/${s.leadId}`, ...(email ? [`email:${email}`] : [])], s.receivedAt), s)
  }
  for (const b of [...bookings].sort((x, y) => x.createdAt.localeCompare(y.createdAt))) {
    const keys = [...(b.leadId ? [`lead:growth-session/${b.leadId}`] : []), `email:${b.email.trim().toLowerCase()}`]
    addBooking(await entryOf(keys, b.createdAt), b)
  }
  // What staff set is not in the stores it is rebuilt from: kept from the index as it was.
  for (const e of people.values()) {
    const was = existing.get(e.id)
    if (!was) continue
    Object.assign(e, { status: was.status, owner: was.owner, nextAction: was.nextAction, value: was.value ?? null, tasks: was.tasks ?? [] })
    // A merged person (person-merge.ts): the address staff kept, and the merged one's beside it.
    if (was.otherEmails?.length) Object.assign(e, { email: was.email, otherEmails: was.otherEmails })
    // Staff's changes and notes are activity the stores do not hold.
    if (was.lastActivityAt) touch(e, was.lastActivityAt)
    for (const b of e.bookings) {
      const mark = was.bookings.find((x) => x.bookingId === b.bookingId)?.attendance
      if (mark) b.attendance = mark
    }
    // What staff marked done stays done: the items are worked out again with the old marks (owed.ts).
    e.owed = owedOf({ ...e, owed: was.owed ?? [] })
  }
  for (const e of people.values()) {
    // A person indexed before Due existed (no owed in their entry) was served outside it: what fell due
    // before this rebuild is closed by it, so Due and its alerts start from today, not every lead ever.
    if (existing.get(e.id)?.owed) continue
    for (const o of e.owed) if (!o.done && o.due < startedAt) o.done = startedAt
  }
  const keys = [...known]
  for (let i = 0; i < keys.length; i += 32) await Promise.all(keys.slice(i, i + 32).map(([k, id]) => claimKey(index, k, id)))
  const months = new Map<string, PersonEntry[]>()
  for (const e of people.values()) months.set(monthOfId(e.id), [...(months.get(monthOfId(e.id)) ?? []), e])
  const list = [...months]
  for (let i = 0; i < list.length; i += 8)
    await Promise.all(
      list.slice(i, i + 8).map(([month, entries]) =>
        updateMonth(index, month, (m) => {
          for (const e of entries) m.people[e.id] = e
        }),
      ),
    )
  // The summaries made again from the months as rebuilt (each month's write folded it in too).
  await rewriteSummaries(index)
  // Due's index (due-index.ts) from the entries as they are now.
  const ids = [...people.keys()]
  for (let i = 0; i < ids.length; i += 16) await Promise.all(ids.slice(i, i + 16).map((id) => syncDue(index, id)))
  return { people: people.size, months: months.size }
}
