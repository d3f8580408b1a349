// The staff routes of Due and tasks (netlify/functions/staff-due.ts, staff-lead-tasks.ts,
// staff-lead-owed.ts), each behind withStaff (401 signed out, 403 cross-origin), ids checked to their
// shape (schemas/ids.ts) before they name anything:
//   GET   /api/staff/due                                 { items }: overdue, due today, then the rest
//   POST  /api/staff/leads/<id>/tasks {text, due, owner}  201 with the task
//   PATCH /api/staff/leads/<id>/tasks/<taskId> {done}
//   PATCH /api/staff/leads/<id>/owed/<owedId> {done}
import { DoneBodySchema } from '../../../schemas/staff-api-contract.ts'
import type { DueList, TaskAnswer } from '../../../schemas/staff-api-types.ts'
import { isOwedId, isPersonId, isTaskId } from '../../../schemas/ids.ts'
import { booking as bookingSettings } from '../../../src/generated/booking.ts'
import { json } from '../http.ts'
import { invalid, notAllowed, notFound, readBody } from './route-kit.ts'
import { siteNotifier } from '../site-outbox.ts'
import { dueItems, readDue } from './due-index.ts'
import { indexStore, readPerson } from './person-index.ts'
import { withStaff } from './staff-auth.ts'
import { addTask, markOwed, markTask, TaskBodySchema } from './staff-tasks.ts'

/** /api/staff/leads/<id>/<what>/<itemId> split; a malformed escape is no id. */
function leadPath(req: Request): { id: string; what: string; item: string } | null {
  const rest = new URL(req.url).pathname.slice('/api/staff/leads/'.length)
  let decoded: string
  try {
    decoded = decodeURIComponent(rest)
  } catch {
    return null
  }
  const [id = '', what = '', item = ''] = decoded.split('/').filter(Boolean)
  return isPersonId(id) ? { id, what, item } : null
}

const taskAnswer = (task: TaskAnswer['task']): TaskAnswer => ({ ...task, task })

/** GET /api/staff/due: what is owed and the open tasks, read from Due's index only (due-index.ts). */
export const dueRoute = withStaff(async (req) => {
  if (req.method !== 'GET') return notAllowed('GET')
  const answer: DueList = { items: dueItems(await readDue(indexStore()), new Date(), bookingSettings.timezone) }
  return json(200, answer)
})

/** POST /api/staff/leads/<id>/tasks; PATCH /api/staff/leads/<id>/tasks/<taskId> {done}. */
export const tasksRoute = withStaff(async (req, { staff }) => {
  const path = leadPath(req)
  if (!path || path.what !== 'tasks' || (path.item && !isTaskId(path.item))) return notFound(path ? 'No such task.' : undefined)
  const body = await readBody(req)
  if (!path.item) {
    // An unknown lead is a 404 whatever the method and the body (as every route with an id answers one).
    if (!(await readPerson(path.id))) return notFound()
    if (req.method !== 'POST') return notAllowed('POST')
    if (!body.ok) return body.response
    const parsed = TaskBodySchema.safeParse(body.value)
    if (!parsed.success) return invalid(parsed.error.issues)
    const made = await addTask(indexStore(), path.id, parsed.data, staff, siteNotifier)
    return made.kind === 'done' ? json(201, taskAnswer(made.value)) : notFound()
  }
  if (req.method !== 'PATCH') return notAllowed('PATCH')
  if (!body.ok) return body.response
  const parsed = DoneBodySchema.safeParse(body.value)
  if (!parsed.success) return invalid(parsed.error.issues)
  const changed = await markTask(indexStore(), path.id, path.item, parsed.data.done, staff.email)
  return changed.kind === 'done' ? json(200, taskAnswer(changed.value)) : notFound('No such task.')
})

/** PATCH /api/staff/leads/<id>/owed/<owedId> {done}: what the lead is owed, done (now) or open again. */
export const owedRoute = withStaff(async (req, { staff }) => {
  const path = leadPath(req)
  if (!path || path.what !== 'owed' || !isOwedId(path.item)) return notFound(path ? 'Nothing owed under this id.' : undefined)
  if (req.method !== 'PATCH' && req.method !== 'POST') return notAllowed('PATCH, POST')
  const body = await readBody(req)
  if (!body.ok) return body.response
  const parsed = DoneBodySchema.safeParse(body.value)
  if (!parsed.success) return invalid(parsed.error.issues)
  const changed = await markOwed(indexStore(), path.id, path.item, parsed.data.done, staff.email)
  return changed.kind === 'done' ? json(200, changed.value) : notFound('Nothing owed under this id.')
})
