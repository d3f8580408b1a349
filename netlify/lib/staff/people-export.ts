// The console's export of people (GET /api/staff/export.csv, `npm run leads -- export --people`): one row
// per person of the index (person-index.ts), however many forms they sent, with what staff work from:
// status, owner, value, next action, what is due, open tasks and how many notes. Read from the index and
// one listing of the notes, never from every submission: the submissions export (lead-export.ts) stays,
// as its own file, for the answers themselves.
import { pipeline } from '../../../src/generated/pipeline.ts'
import { team } from '../../../src/generated/team.ts'
import type { Store } from '../blobs.ts'
import { toCsv } from '../csv.ts'
import { officeTime } from './booking-view.ts'
import type { PersonEntry } from './person-index.ts'
import { bookingOf } from './staff-leads.ts'

/** What other parts of the console add to a person (due items, tasks): read where present, so the export counts them once they are. */
type Later = { owed?: readonly { done: string | null }[]; tasks?: readonly { done: string | null }[] }

/** What the person is owed and not yet given (each form's promises): the export's "dueItems". */
export const dueItemsOf = (e: PersonEntry): number => ((e as PersonEntry & Later).owed ?? []).filter((o) => !o.done).length

/** Their tasks not done yet. */
export const openTasksOf = (e: PersonEntry): number => ((e as PersonEntry & Later).tasks ?? []).filter((t) => !t.done).length

export const PEOPLE_COLUMNS = [
  'personId',
  'name',
  'email',
  'phone',
  'company',
  'status',
  'owner',
  'value',
  'nextAction',
  'nextActionDue',
  'dueItems',
  'tasksOpen',
  'notes',
  'forms',
  'submissions',
  'source',
  'medium',
  'campaign',
  'createdAt',
  'updatedAt',
  'call',
  'callTime',
  'callStatus',
] as const

const statusLabel = (id: string) => pipeline.statuses.find((s) => s.id === id)?.label ?? id
const ownerLabel = (id: string | null) => (id ? (team.find((m) => m.id === id)?.name ?? id) : '')

/** The rows, newest person first; `notes` is each person's number of notes. Pure. */
export function peopleRows(people: readonly PersonEntry[], notes: ReadonlyMap<string, number>): { header: string[]; rows: unknown[][] } {
  const sorted = [...people].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
  const rows = sorted.map((e) => {
    const call = bookingOf(e)
    return [
      e.id,
      e.name,
      e.email,
      e.phone,
      e.company,
      statusLabel(e.status),
      ownerLabel(e.owner),
      e.value ?? '',
      e.nextAction?.text ?? '',
      e.nextAction?.due ?? '',
      dueItemsOf(e),
      openTasksOf(e),
      notes.get(e.id) ?? 0,
      [...new Set(e.leads.map((l) => l.form))].join('; '),
      e.leads.length,
      e.source,
      e.medium,
      e.campaign,
      e.createdAt,
      e.updatedAt,
      call?.typeName ?? '',
      call ? officeTime(call.start) : '',
      call?.status ?? '',
    ]
  })
  return { header: [...PEOPLE_COLUMNS], rows }
}

/** How many notes each person has: one listing of the notes' keys (staff-records.ts: people/notes/<person id>/…). */
export async function noteCounts(store: Store): Promise<Map<string, number>> {
  const out = new Map<string, number>()
  for await (const page of store.list({ prefix: 'people/notes/', paginate: true }))
    for (const b of page.blobs) {
      const id = b.key.split('/')[2]!
      out.set(id, (out.get(id) ?? 0) + 1)
    }
  return out
}

/** The people export as CSV. */
export const peopleCsv = (people: readonly PersonEntry[], notes: ReadonlyMap<string, number>) => toCsv(peopleRows(people, notes))
