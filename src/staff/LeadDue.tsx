// The lead page's Due: what the site promised them (their forms' promises, their calls), each marked
// done or open again, and their tasks, with the form that adds one (what, when in office time, for whom).
import { useState, type FormEvent } from 'react'
import type { LeadDetail } from '../../schemas/staff-api-types.ts'
import { minutesOfDay, zonedInstant } from '../../schemas/office-time.ts'
import { ownerName, type ConsoleProps } from './console-props.ts'
import { when, words } from './copy.ts'
import { markDone } from './DuePage.tsx'
import { staffApi } from './api.ts'
import { SaveStatus, Section, type SaveState } from './ui.tsx'

const w = words.due

interface Row {
  kind: 'owed' | 'task'
  id: string
  what: string
  due: string
  done: string | null
  owner?: string | null
}

function DueRows({ rows, leadId, props, reload }: { rows: Row[]; leadId: string; props: ConsoleProps; reload: () => void }) {
  const [state, setState] = useState<SaveState>('idle')
  const toggle = async (r: Row) => {
    setState('saving')
    const a = await markDone(r.kind, leadId, r.id, !r.done)
    setState(a.kind === 'ok' ? 'saved' : a.kind === 'signed-out' ? 'signed-out' : 'failed')
    if (a.kind === 'ok') reload()
  }
  const now = new Date().toISOString()
  return (
    <>
      <ul className="grid gap-2">
        {rows.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-ink-50 p-3">
            <span className={`min-w-0 flex-1 basis-48 ${r.done ? 'text-ink-500 line-through' : 'text-ink-900'}`}>{r.what}</span>
            <span className={`text-sm ${!r.done && r.due < now ? 'font-semibold text-danger-600' : 'text-ink-600'}`}>
              <time dateTime={r.due}>{when(r.due, props.locale, props.officeZone)}</time>
              {r.kind === 'task' && <> · {ownerName(props, r.owner) || w.sharedInbox}</>}
            </span>
            <button type="button" className="btn-outline" onClick={() => void toggle(r)} disabled={state === 'saving'}>
              {r.done ? w.reopen : w.markDone}
            </button>
          </li>
        ))}
      </ul>
      <SaveStatus state={state} />
    </>
  )
}

export function LeadDue({ lead, props, reload }: { lead: LeadDetail; props: ConsoleProps; reload: () => void }) {
  const owed: Row[] = lead.owed.map((o) => ({ kind: 'owed', ...o }))
  const tasks: Row[] = lead.tasks.map((t) => ({ kind: 'task', id: t.id, what: t.text, due: t.due, done: t.done, owner: t.owner }))
  return (
    <>
      <Section title={w.owed} id="lead-owed">
        {owed.length ? <DueRows rows={owed} leadId={lead.id} props={props} reload={reload} /> : <p className="text-ink-600">{w.noOwed}</p>}
      </Section>
      <Section title={w.tasks} id="lead-tasks">
        {tasks.length ? (
          <DueRows rows={tasks} leadId={lead.id} props={props} reload={reload} />
        ) : (
          <p className="text-ink-600">{w.noTasks}</p>
        )}
        <TaskForm lead={lead} props={props} reload={reload} />
      </Section>
    </>
  )
}

function TaskForm({ lead, props, reload }: { lead: LeadDetail; props: ConsoleProps; reload: () => void }) {
  const [state, setState] = useState<SaveState>('idle')
  const [text, setText] = useState('')
  const [due, setDue] = useState('')
  const [owner, setOwner] = useState(lead.owner ?? '')
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!text.trim() || !due) return
    // The time typed is office time (what the console shows everywhere), whatever the browser's zone.
    const at = zonedInstant(due.slice(0, 10), minutesOfDay(due.slice(11, 16)), props.officeZone).toISOString()
    setState('saving')
    const a = await staffApi('POST /leads/:id/tasks', { params: { id: lead.id }, body: { text, due: at, owner: owner || null } })
    setState(a.kind === 'ok' ? 'saved' : a.kind === 'signed-out' ? 'signed-out' : 'failed')
    if (a.kind === 'ok') {
      setText('')
      reload()
    }
  }
  return (
    <form className="mt-4 grid gap-3 sm:grid-cols-2" onSubmit={(e) => void submit(e)}>
      <div className="sm:col-span-2">
        <label htmlFor="task-text" className="field-label">
          {w.taskText}
        </label>
        <input
          id="task-text"
          className="field-input"
          required
          maxLength={500}
          value={text}
          onInput={(e) => setText(e.currentTarget.value)}
        />
      </div>
      <div>
        <label htmlFor="task-due" className="field-label">
          {w.taskDue}
        </label>
        <input
          id="task-due"
          type="datetime-local"
          className="field-input"
          required
          value={due}
          onInput={(e) => setDue(e.currentTarget.value)}
        />
      </div>
      <div>
        <label htmlFor="task-owner" className="field-label">
          {w.taskOwner}
        </label>
        <select id="task-owner" className="field-input" value={owner} onChange={(e) => setOwner(e.currentTarget.value)}>
          <option value="">{w.sharedInbox}</option>
          {props.team.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button type="submit" className="btn-outline" disabled={state === 'saving'}>
          {w.addTask}
        </button>
        <SaveStatus state={state} />
      </div>
    </form>
  )
}
