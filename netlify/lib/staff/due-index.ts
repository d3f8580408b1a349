// The index of what is open, kept at write time so Due (GET /api/staff/due), the alerts and the
// morning digest read only the people with something owed or a task open, never every month blob
// (their cost follows the open items, not the leads the agency ever had). In the store `staff`:
//
//   people/due/<person id>   { id, name, company, items: [{ kind, id, what, due, owner, told }] }: the
//                            person's open owed items and open tasks; no blob when nothing is open
//
// Written from the person's entry (person-index.ts syncDue) after each change of it: the index hooks, staff's
// changes, tasks and owed marks. Read fresh from the entry each time, so the last write holds what the
// entry holds; the rebuild (index-rebuild.ts) writes every person's again.
import type { Store } from '../blobs.ts'
import { addDays, zonedDate, zonedInstant } from '../../../schemas/office-time.ts'
import type { DueItem, OwedItem, Task } from '../../../schemas/staff-api-types.ts'
import { staffConsole } from '../../../src/generated/staff-console.ts'
import { team } from '../../../src/generated/team.ts'

/** What this reads of the index's entry (person-index.ts PersonEntry). */
interface DueSource {
  id: string
  name: string
  company: string
  owner: string | null
  bookings: readonly { bookingId: string; host?: string }[]
  owed?: readonly OwedItem[]
  tasks?: readonly Task[]
}

export const DUE_INDEX_PREFIX = 'people/due/'
export const dueKey = (personId: string) => `${DUE_INDEX_PREFIX}${personId}`

export type OpenItem = Pick<DueItem, 'kind' | 'id' | 'what' | 'due' | 'owner'> & {
  /** When its owner was told it is due soon, and overdue (due-alerts.ts): kept while its due stays the same. */
  told?: { soon?: string; overdue?: string }
}

export interface DueRecord {
  id: string
  name: string
  company: string
  items: OpenItem[]
}

/** Whose an item is: a call's host, else the lead's owner; a task's own owner; null is the shared inbox. */
function ownerOfOwed(e: DueSource, owedId: string): string | null {
  const call = owedId.startsWith('call.') ? e.bookings.find((b) => `call.${b.bookingId}` === owedId) : undefined
  return call?.host ?? e.owner
}

/** The person's open items, or null when nothing is open; `told` marks kept from `before` where the due is the same. Pure. */
export function dueRecordOf(e: DueSource, before: DueRecord | null = null): DueRecord | null {
  const told = new Map((before?.items ?? []).map((i) => [`${i.kind}/${i.id}/${i.due}`, i.told]))
  const items: OpenItem[] = [
    ...(e.owed ?? [])
      .filter((o) => !o.done)
      .map((o) => ({ kind: 'owed' as const, id: o.id, what: o.what, due: o.due, owner: ownerOfOwed(e, o.id) })),
    ...(e.tasks ?? []).filter((t) => !t.done).map((t) => ({ kind: 'task' as const, id: t.id, what: t.text, due: t.due, owner: t.owner })),
  ]
  for (const i of items) {
    const mark = told.get(`${i.kind}/${i.id}/${i.due}`)
    if (mark) i.told = mark
  }
  return items.length ? { id: e.id, name: e.name, company: e.company, items } : null
}

/** Writes the person's open items as their entry now holds them (or removes the blob when none are). */
export async function writeDue(store: Store, e: DueSource): Promise<void> {
  const before = (await store.get(dueKey(e.id), { type: 'json' })) as DueRecord | null
  const record = dueRecordOf(e, before)
  if (record) await store.setJSON(dueKey(e.id), record)
  else await store.delete(dueKey(e.id))
}

/** Every person with something open: one listing and one read per such person. */
export async function readDue(store: Store): Promise<DueRecord[]> {
  const keys: string[] = []
  for await (const page of store.list({ prefix: DUE_INDEX_PREFIX, paginate: true })) keys.push(...page.blobs.map((b) => b.key))
  const out: DueRecord[] = []
  for (let i = 0; i < keys.length; i += 48) {
    const found = await Promise.all(keys.slice(i, i + 48).map((k) => store.get(k, { type: 'json' }) as Promise<DueRecord | null>))
    for (const r of found) if (r) out.push(r)
  }
  return out
}

/** The end of the office day `now` is in, as an instant. */
export const endOfOfficeDay = (now: Date, timeZone: string) => zonedInstant(addDays(zonedDate(now, timeZone), 1), 0, timeZone)

/** Due's rows: overdue first, then due today (office time), then the rest, each by due time. Pure. */
export function dueItems(records: readonly DueRecord[], now: Date, timeZone: string): DueItem[] {
  const at = now.toISOString()
  const endOfDay = endOfOfficeDay(now, timeZone).toISOString()
  const rank = { overdue: 0, today: 1, later: 2 } as const
  const items: DueItem[] = records.flatMap((r) =>
    r.items.map(({ told: _told, ...i }) => ({
      ...i,
      ownerName: (i.owner && team.find((m) => m.id === i.owner)?.name) || staffConsole.due.sharedInbox,
      when: i.due < at ? ('overdue' as const) : i.due < endOfDay ? ('today' as const) : ('later' as const),
      leadId: r.id,
      leadName: r.name,
      company: r.company,
    })),
  )
  return items.sort((a, b) => rank[a.when] - rank[b.when] || (a.due < b.due ? -1 : a.due > b.due ? 1 : a.id < b.id ? -1 : 1))
}
