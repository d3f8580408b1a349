// What Due tells staff by email, from the scheduled work (scheduled.ts), through the outbox:
// - an item's owner (the lead's owner, a call's host, a task's owner; the shared inbox, LEADS_NOTIFY_TO,
//   where there is none or no address is tied to them in STAFF_EMAILS) once when it is due within
//   content's soonMinutes and once when it is overdue. Never twice: the outbox records each under a key
//   of the person, the item and its due (create-only), and the item in Due's index (due-index.ts) is
//   marked told, so later runs do not ask again; a due that moves (a plan before a call) is told anew;
// - each team member with an address, once per office day from content's digestAt (office time), a
//   digest of what is theirs that day (their calls, what is due or overdue), the shared inbox one of
//   what is nobody's; nothing is sent to whoever has nothing that day;
// - a task given by someone else, once (staff-tasks.ts).
// Reads only Due's index: the cost of a run follows the open items, not every lead.
import type { Channel } from '../../../schemas/notification.ts'
import type { Task } from '../../../schemas/staff-api-types.ts'
import { fillTokens } from '../../../schemas/tokens.ts'
import { minutesOfDay, readableTime, zonedDate, zonedInstant } from '../../../schemas/office-time.ts'
import { staffConsole } from '../../../src/generated/staff-console.ts'
import { team } from '../../../src/generated/team.ts'
import type { Store } from '../blobs.ts'
import { isOfficeDay, officeCalendar } from '../leads/promise-due.ts'
import { message, withLink, type Row } from '../outbox/message-layout.ts'
import { channelsFor, type NotifyRequest, type Outbox } from '../outbox/outbox-store.ts'
import { consoleLeadUrl } from './console-link.ts'
import { dueKey, dueItems, endOfOfficeDay, readDue, type DueRecord, type OpenItem } from './due-index.ts'
import { staffAllowList } from './staff-auth.ts'
import { indexStore } from './person-index.ts'

type Env = Record<string, string | undefined>
const copy = () => staffConsole.dueAlerts

/** The address STAFF_EMAILS ties to a team member, if any (their own emails go there; else the shared inbox). */
export function memberAddress(member: string | null, env: Env): string | undefined {
  if (!member) return undefined
  const list = staffAllowList(env)
  if (!list.ok) return undefined
  for (const s of list.staff.values()) if (s.teamMemberId === member) return s.email
  return undefined
}

const when = (iso: string) => readableTime(iso, officeCalendar().timeZone)

/** The lead, as they typed their name, quoted (never a link: message-layout.ts), and the link to their page. */
function aboutLead(subject: string, line: string, lead: Pick<DueRecord, 'id' | 'name' | 'company'>, env: Env, to?: string) {
  const rows: Row[] = [[copy().lead, [lead.name, lead.company].filter(Boolean).join(', ') || lead.id]]
  const m = message(subject, line, [{ heading: copy().lead, rows, quoted: true }])
  return withLink({ ...m, ...(to ? { to } : {}) }, copy().open, consoleLeadUrl(lead.id, env))
}

/** The email to a task's owner, given it by someone else: once, under the task's id. */
export function taskAssignedRequest(lead: Pick<DueRecord, 'id' | 'name' | 'company'>, task: Task, env: Env): NotifyRequest {
  const tokens = { what: task.text, due: when(task.due), by: task.by }
  return {
    event: 'task-assigned',
    key: `${lead.id}/${task.id}`,
    form: 'staff',
    message: aboutLead(
      fillTokens(copy().taskSubject, tokens),
      fillTokens(copy().taskLine, tokens),
      lead,
      env,
      memberAddress(task.owner, env),
    ),
  }
}

type Alert = 'soon' | 'overdue'

function alertRequest(alert: Alert, r: DueRecord, item: OpenItem, env: Env): NotifyRequest {
  const tokens = { what: item.what, due: when(item.due) }
  const subject = fillTokens(alert === 'soon' ? copy().soonSubject : copy().overdueSubject, tokens)
  return {
    event: alert === 'soon' ? 'due-soon' : 'due-overdue',
    key: `${r.id}/${item.kind}/${item.id}/${item.due}`,
    form: 'staff',
    message: aboutLead(subject, fillTokens(copy().line, tokens), r, env, memberAddress(item.owner, env)),
  }
}

/** How long after its due an item is still told it is overdue: one found later (a rebuild, a run long down) is in Due, not in a burst of email. */
export const OVERDUE_TOLD_WITHIN_MS = 24 * 60 * 60_000

/** Which alert an item is owed now, if any. Pure. */
export function alertOf(item: OpenItem, now: Date, soonMinutes: number): Alert | null {
  const due = Date.parse(item.due)
  if (now.getTime() >= due) return item.told?.overdue || now.getTime() - due > OVERDUE_TOLD_WITHIN_MS ? null : 'overdue'
  if (now.getTime() >= due - soonMinutes * 60_000) return item.told?.soon ? null : 'soon'
  return null
}

const DIGESTED = (date: string) => `people/due-digest/${date}`

/** The morning digest of one recipient (a member id, or null: the shared inbox), or null with nothing that day. */
function digestRequest(member: string | null, records: readonly DueRecord[], now: Date, env: Env, date: string): NotifyRequest | null {
  const tz = officeCalendar().timeZone
  const items = dueItems(records, now, tz).filter((i) => i.owner === member && i.when !== 'later')
  if (!items.length) return null
  const row = (i: (typeof items)[number]): Row => [
    fillTokens(copy().digestItem, { due: when(i.due), what: i.what }),
    [i.leadName, i.company].filter(Boolean).join(', ') || i.leadId,
  ]
  const calls = items.filter((i) => i.kind === 'owed' && i.id.startsWith('call.'))
  const rest = items.filter((i) => !calls.includes(i))
  const m = message(fillTokens(copy().digestSubject, { date, count: items.length }), copy().digestIntro, [
    { heading: copy().digestCalls, rows: calls.map(row), quoted: true },
    { heading: copy().digestDue, rows: rest.map(row), quoted: true },
  ])
  const to = memberAddress(member, env)
  // A member with no address of their own gets none: theirs is in the shared inbox's Due.
  if (member && !to) return null
  return { event: 'due-digest', key: `${member ?? 'shared-inbox'}/${date}`, form: 'staff', message: { ...m, ...(to ? { to } : {}) } }
}

/**
 * One run (`given`: the console's store; the site's when left out): the alerts owed now, and the morning digests once the office day's digest time has passed.
 * Returns how many messages it recorded (the caller sends them in the same run).
 */
export async function dueAlerts(given: Store | undefined, box: Outbox, channels: readonly Channel[], env: Env, now: Date): Promise<number> {
  const store = given ?? indexStore()
  const records = await readDue(store)
  let recorded = 0
  for (const r of records) {
    let changed = false
    for (const item of r.items) {
      const alert = alertOf(item, now, copy().soonMinutes)
      if (!alert) continue
      const request = alertRequest(alert, r, item, env)
      await box.record(request, channelsFor(request.event, channels), now)
      recorded++
      // Overdue says it all: no "due soon" after it.
      item.told = {
        ...item.told,
        soon: item.told?.soon ?? now.toISOString(),
        ...(alert === 'overdue' ? { overdue: now.toISOString() } : {}),
      }
      changed = true
    }
    // The marks spare later runs the outbox's look; a mark lost to a racing write is only a repeat the outbox refuses.
    if (changed) await store.setJSON(dueKey(r.id), r)
  }
  const office = officeCalendar()
  const date = zonedDate(now, office.timeZone)
  const from = zonedInstant(date, minutesOfDay(copy().digestAt), office.timeZone)
  if (
    isOfficeDay(date, office) &&
    now >= from &&
    now < endOfOfficeDay(now, office.timeZone) &&
    !(await store.getMetadata(DIGESTED(date)))
  ) {
    for (const member of [...team.map((m) => m.id), null]) {
      const request = digestRequest(member, records, now, env, date)
      if (!request) continue
      await box.record(request, channelsFor(request.event, channels), now)
      recorded++
    }
    await store.setJSON(DIGESTED(date), { at: now.toISOString() }, { onlyIfNew: true })
  }
  return recorded
}
