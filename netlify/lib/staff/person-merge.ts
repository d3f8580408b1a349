// Two people who are one (POST /api/staff/leads/merge { into, from }): afterwards `into` has every
// submission, booking, note, task and history entry of both, `from` is gone from the index, and
// everything that named `from` names `into`:
//
//   people/key/<hash>            each of `from`'s keys (its addresses, its leads, its bookings' leads)
//                                points to `into`: a later submission of its address or lead lands there
//   people/month/<YYYY-MM>       `from`'s entry folded into `into`'s, then removed (compare-and-swap)
//   people/history|notes/<id>/   moved to `into`, under the same stamps (staff-records.ts moveRecords)
//   people/merged/<from>         { into, at, by }: a GET of `from` answers 404 with `mergedInto`
//
// The order makes a concurrent submission safe: the keys move first, so a write after that lands on
// `into`; one that read a key before lands on `from`'s entry, which is folded again until its removal
// finds it unchanged. Folding is a union (by lead, by booking, by id), so folding twice changes nothing.
import type { Store } from '../blobs.ts'
import { bookingStore } from '../booking/booking-store.ts'
import { booking as bookingSettings } from '../../../src/generated/booking.ts'
import { normaliseEmail } from '../erasure-ledger.ts'
import { monthOfId, personIdOf, pointKey, readPerson, syncDue, updateMonth, type PersonEntry } from './person-index.ts'
import { appendHistory, moveRecords } from './staff-records.ts'

export const MERGED_PREFIX = 'people/merged/'
export const mergedKey = (from: string) => `${MERGED_PREFIX}${from}`

/** Which person a merged one went into, or null. */
export async function mergedInto(store: Store, id: string): Promise<string | null> {
  const v = (await store.get(mergedKey(id), { type: 'json' })) as { into?: unknown } | null
  return typeof v?.into === 'string' ? v.into : null
}

/** Every address of a person: the one kept first, then the merged ones. */
export const emailsOf = (e: Pick<PersonEntry, 'email' | 'otherEmails'>): string[] => [
  ...new Set([e.email, ...(e.otherEmails ?? [])].filter(Boolean)),
]

/** Every address of the person `email` names in the index (it first), or that address alone. */
export async function addressesOfPerson(store: Store, email: string): Promise<string[]> {
  const address = normaliseEmail(email)
  const id = await personIdOf(store, `email:${address}`)
  const person = id ? await readPerson(id, store) : null
  return [...new Set([address, ...(person ? emailsOf(person) : [])])]
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Union of two lists of records, by `keyOf`, the first list's record winning. */
function union<T>(a: readonly T[], b: readonly T[], keyOf: (x: T) => string): T[] {
  const seen = new Set(a.map(keyOf))
  return [...a, ...b.filter((x) => !seen.has(keyOf(x)))]
}

/** A list field another part of the console keeps on the entry (tasks, what is owed): records with an id, else whole. */
const recordKey = (x: unknown) =>
  x && typeof x === 'object' && 'id' in x && typeof (x as { id: unknown }).id === 'string' ? (x as { id: string }).id : JSON.stringify(x)

/**
 * `from` folded into `into` (pure, changes `into`): the kept person's facts, status, owner and next
 * action win, an empty one is filled from `from`; leads, bookings and every other list are joined;
 * the first visit's attribution stays; `from`'s addresses become other addresses.
 */
export function foldPerson(into: PersonEntry, from: PersonEntry, at: string): void {
  for (const k of ['name', 'company', 'phone'] as const) if (!into[k] && from[k]) into[k] = from[k]
  if (!into.email) into.email = from.email
  into.otherEmails = emailsOf({ email: '', otherEmails: [...(into.otherEmails ?? []), ...emailsOf(from)] }).filter((e) => e !== into.email)
  if (!into.otherEmails.length) delete into.otherEmails
  if (from.createdAt < into.createdAt) {
    Object.assign(into, { source: from.source, medium: from.medium, campaign: from.campaign, landing: from.landing })
    into.createdAt = from.createdAt
  }
  if (from.updatedAt > into.updatedAt) into.updatedAt = from.updatedAt
  into.leads = union(into.leads, from.leads, (l) => `${l.form}/${l.leadId}`)
  into.bookings = union(into.bookings, from.bookings, (b) => b.bookingId).sort((x, y) => x.start.localeCompare(y.start))
  into.owner ??= from.owner
  into.nextAction ??= from.nextAction
  // What other parts of the console keep on the entry (a value, tasks, what is owed): kept, else taken; lists joined.
  const a = into as unknown as Record<string, unknown>
  for (const [k, v] of Object.entries(from)) {
    if (k in FOLDED) continue
    if (Array.isArray(v) && Array.isArray(a[k])) a[k] = union(a[k] as unknown[], v, recordKey)
    else if (a[k] === undefined || a[k] === null) a[k] = v
  }
  into.lastActivityAt = at
}

/** The fields foldPerson decides itself; every other one is folded by the generic rule. */
const FOLDED: Record<string, true> = Object.fromEntries(
  [
    'id',
    'email',
    'otherEmails',
    'name',
    'company',
    'phone',
    'createdAt',
    'updatedAt',
    'leads',
    'bookings',
    'source',
    'medium',
    'campaign',
    'landing',
    'status',
    'owner',
    'nextAction',
    'lastActivityAt',
  ].map((k) => [k, true]),
)

/** Every key that names `from`: its addresses, its leads, and the leads its bookings were made from. */
async function keysOf(from: PersonEntry): Promise<string[]> {
  const bookings = bookingStore(bookingSettings)
  const bookingLeads = await Promise.all(from.bookings.map(async (b) => (await bookings.get(b.bookingId))?.leadId))
  return [
    ...new Set([
      ...emailsOf(from).map((e) => `email:${e}`),
      ...from.leads.map((l) => `lead:${l.form}/${l.leadId}`),
      ...bookingLeads.flatMap((id) => (id ? [`lead:growth-session/${id}`] : [])),
    ]),
  ]
}

export type MergeOutcome = { kind: 'merged'; into: PersonEntry } | { kind: 'not-found'; which: 'into' | 'from' }

/** Merges `from` into `into` (see the top of this file); `by` is the staff address. */
export async function mergePeople(store: Store, intoId: string, fromId: string, by: string, now = new Date()): Promise<MergeOutcome> {
  const [into, from] = await Promise.all([readPerson(intoId, store), readPerson(fromId, store)])
  if (!into) return { kind: 'not-found', which: 'into' }
  if (!from) return { kind: 'not-found', which: 'from' }
  const at = now.toISOString()
  for (const key of await keysOf(from)) await pointKey(store, key, intoId)
  // Folded, then removed only if unchanged since: a write that reached `from` meanwhile is folded in too.
  let snapshot: PersonEntry | null = from
  for (let attempt = 0; snapshot && attempt < 20; attempt++) {
    const fold = snapshot
    await updateMonth(store, monthOfId(intoId), (m) => {
      const e = m.people[intoId]
      if (e) foldPerson(e, fold, at)
    })
    let changed: PersonEntry | null = null
    await updateMonth(store, monthOfId(fromId), (m) => {
      const now = m.people[fromId]
      changed = now && !sameJson(now, fold) ? structuredClone(now) : null
      if (!changed) delete m.people[fromId]
    })
    snapshot = changed
  }
  await moveRecords(store, fromId, intoId)
  // Due's index (due-index.ts) follows: the folded owed items and tasks are `into`'s now, `from` has none.
  await Promise.all([syncDue(store, intoId), syncDue(store, fromId)])
  await store.setJSON(mergedKey(fromId), { into: intoId, at, by })
  await appendHistory(store, intoId, {
    at,
    by,
    what: 'merge',
    before: { id: fromId, name: from.name, email: from.email },
    after: intoId,
  })
  const after = await readPerson(intoId, store)
  return after ? { kind: 'merged', into: after } : { kind: 'not-found', which: 'into' }
}
