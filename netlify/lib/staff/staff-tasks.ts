// Tasks on a lead (POST /api/staff/leads/<id>/tasks, PATCH …/tasks/<taskId>) and what a lead is owed
// marked done (PATCH …/owed/<owedId>): each a change of the person's entry in the index by
// compare-and-swap (person-index.ts), in their history (staff-records.ts), in Due (due-index.ts). A task
// given to someone other than who made it tells that owner once, through the outbox (its key is the
// task's id).
import { randomBytes } from 'node:crypto'
import type { z } from 'zod'
import { taskBodySchemaOf } from '../../../schemas/staff-api-contract.ts'
import type { OwedItem, StaffMember, Task } from '../../../schemas/staff-api-types.ts'
import { minutesOfDay, zonedInstant } from '../../../schemas/office-time.ts'
import { team } from '../../../src/generated/team.ts'
import { booking as bookingSettings } from '../../../src/generated/booking.ts'
import { site } from '../../../src/generated/site.ts'
import type { Store } from '../blobs.ts'
import type { Notifier } from '../site-outbox.ts'
import { monthOfId, syncDue, updateMonth, type PersonEntry } from './person-index.ts'
import { appendHistory } from './staff-records.ts'
import { taskAssignedRequest } from './due-alerts.ts'

export const TaskBodySchema = taskBodySchemaOf(team.map((m) => m.id))
export type TaskBody = z.infer<typeof TaskBodySchema>

/** A task's due as an instant: as given, or an office date's closing time. */
export const taskDue = (due: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(due)
    ? zonedInstant(due, minutesOfDay(site.contact.hours.closes), bookingSettings.timezone).toISOString()
    : new Date(due).toISOString()

type Change<T> = { kind: 'done'; value: T } | { kind: 'not-found' }

/** Changes one person's entry; `pick` answers what the change made, or null when there is nothing to change (a 404). */
async function changePerson<T>(store: Store, id: string, change: (e: PersonEntry, at: string) => T | null, now: Date): Promise<Change<T>> {
  let value: T | null = null
  const at = now.toISOString()
  await updateMonth(store, monthOfId(id), (m) => {
    value = null
    const e = m.people[id]
    if (!e) return
    value = change(e, at)
    // Any staff change is activity on the person (the board's stale leads read it).
    if (value !== null) e.lastActivityAt = at
  })
  if (value === null) return { kind: 'not-found' }
  await syncDue(store, id)
  return { kind: 'done', value }
}

/** Adds a task; tells its owner once when it is someone other than who made it. */
export async function addTask(
  store: Store,
  id: string,
  body: TaskBody,
  staff: StaffMember,
  notifier: () => Notifier,
  now = new Date(),
): Promise<Change<Task>> {
  const owner = body.owner === undefined ? (staff.teamMemberId ?? null) : body.owner
  const made = await changePerson(
    store,
    id,
    (e, at) => {
      const task: Task = {
        id: randomBytes(8).toString('hex'),
        text: body.text,
        due: taskDue(body.due),
        owner,
        done: null,
        createdAt: at,
        by: staff.email,
      }
      e.tasks = [...(e.tasks ?? []), task]
      return { task, person: e }
    },
    now,
  )
  if (made.kind !== 'done') return made
  const { task, person } = made.value
  await appendHistory(store, id, {
    at: task.createdAt,
    by: staff.email,
    what: 'task',
    before: null,
    after: { text: task.text, due: task.due, owner },
  })
  // Given to someone else: they hear of it once (the task's id is the outbox's key).
  if (owner && owner !== staff.teamMemberId) {
    const request = taskAssignedRequest(person, task, process.env)
    await notifier()
      .notify([request])
      .catch((error: unknown) => console.error('[staff] the task email was not recorded:', error instanceof Error ? error.message : error))
  }
  return { kind: 'done', value: task }
}

/** What a done mark changes: a task, or an item the lead is owed; its history entry and the words it shows. */
const MARKABLE = { tasks: 'taskDone', owed: 'owedDone' } as const
const textOf = (x: Task | OwedItem) => ('text' in x ? x.text : x.what)

/** Marks a task or an owed item done (now) or not done again; in the history when it changed. */
async function mark<T extends Task | OwedItem>(
  store: Store,
  id: string,
  list: keyof typeof MARKABLE,
  itemId: string,
  done: boolean,
  by: string,
  now: Date,
): Promise<Change<T>> {
  let before: string | null = null
  const changed = await changePerson(
    store,
    id,
    (e, at) => {
      const item = ((list === 'tasks' ? e.tasks : e.owed) ?? []).find((x: Task | OwedItem) => x.id === itemId)
      if (!item) return null
      before = item.done
      item.done = done ? (item.done ?? at) : null
      return { ...item } as T
    },
    now,
  )
  if (changed.kind === 'done' && before !== changed.value.done)
    await appendHistory(store, id, {
      at: now.toISOString(),
      by,
      what: MARKABLE[list],
      before,
      after: { text: textOf(changed.value), done: changed.value.done },
    })
  return changed
}

/** Marks a task done (now) or not done again. */
export const markTask = (store: Store, id: string, taskId: string, done: boolean, by: string, now = new Date()) =>
  mark<Task>(store, id, 'tasks', taskId, done, by, now)

/** Marks what the lead is owed done (now) or not done again. */
export const markOwed = (store: Store, id: string, owedId: string, done: boolean, by: string, now = new Date()) =>
  mark<OwedItem>(store, id, 'owed', owedId, done, by, now)
