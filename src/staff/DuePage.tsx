// /staff/due/: where the console opens. What the site promised each lead and the open tasks, from
// GET /api/staff/due: overdue, due today, then coming up, each with its lead, when and whose, and one
// button to mark it done. Cards, not a table, so it reads at 390 px as at 1280 px.
import { useState } from 'react'
import type { DueItem } from '../../schemas/staff-api-types.ts'
import { staffApi } from './api.ts'
import type { ConsoleProps } from './console-props.ts'
import { when, words } from './copy.ts'
import { leadPageHref } from '../lib/staff-routes.ts'
import { Loaded, SaveStatus, Section, type SaveState } from './ui.tsx'
import { useStaffData } from './use-staff-data.ts'

const w = words.due
const GROUPS = [
  { when: 'overdue', title: w.overdue },
  { when: 'today', title: w.today },
  { when: 'later', title: w.later },
] as const

/** Marks an owed item or a task done (or open again): the one request each kind takes. */
export function markDone(kind: DueItem['kind'], leadId: string, id: string, done: boolean) {
  return kind === 'task'
    ? staffApi('PATCH /leads/:id/tasks/:taskId', { params: { id: leadId, taskId: id }, body: { done } })
    : staffApi('PATCH /leads/:id/owed/:owedId', { params: { id: leadId, owedId: id }, body: { done } })
}

export function DuePage(props: ConsoleProps) {
  const list = useStaffData('GET /due')
  return (
    <div className="grid gap-5">
      <p className="text-ink-700">{w.intro}</p>
      <Loaded answer={list.answer} retry={list.reload}>
        {(data) =>
          data.items.length ? (
            GROUPS.map((g) => {
              const items = data.items.filter((i) => i.when === g.when)
              return items.length ? (
                <Section key={g.when} title={`${g.title} (${items.length})`} id={`due-${g.when}`}>
                  <ul className="grid gap-3">
                    {items.map((i) => (
                      <li key={`${i.kind}/${i.leadId}/${i.id}`}>
                        <DueCard item={i} props={props} reload={list.reload} />
                      </li>
                    ))}
                  </ul>
                </Section>
              ) : null
            })
          ) : (
            <p className="rounded-xl border border-ink-200 bg-white p-5 text-ink-700">{w.none}</p>
          )
        }
      </Loaded>
    </div>
  )
}

function DueCard({ item, props, reload }: { item: DueItem; props: ConsoleProps; reload: () => void }) {
  const [state, setState] = useState<SaveState>('idle')
  const done = async () => {
    setState('saving')
    const a = await markDone(item.kind, item.leadId, item.id, true)
    setState(a.kind === 'ok' ? 'saved' : a.kind === 'signed-out' ? 'signed-out' : 'failed')
    if (a.kind === 'ok') reload()
  }
  const overdue = item.when === 'overdue'
  return (
    <article
      className={`flex flex-wrap items-start gap-x-4 gap-y-2 rounded-lg border p-3 ${overdue ? 'border-danger-600/40 bg-danger-600/5' : 'border-ink-200 bg-ink-50'}`}
    >
      <div className="min-w-0 flex-1 basis-64">
        <p className="text-sm font-semibold tracking-wide text-ink-600 uppercase">{item.kind === 'task' ? w.kindTask : w.kindOwed}</p>
        <h3 className="font-semibold text-ink-900">{item.what}</h3>
        <p className="mt-1">
          <a className="font-semibold text-brand-700 underline" href={leadPageHref(item.leadId)}>
            {item.leadName || item.leadId}
          </a>
          {item.company && <span className="text-ink-600"> · {item.company}</span>}
        </p>
        <dl className="mt-1 flex flex-wrap gap-x-4 text-sm text-ink-700">
          <div className="flex gap-1">
            <dt className="text-ink-600">{w.when}:</dt>
            <dd className={overdue ? 'font-semibold text-danger-600' : ''}>
              <time dateTime={item.due}>{when(item.due, props.locale, props.officeZone)}</time>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-ink-600">{w.owner}:</dt>
            <dd>{item.ownerName}</dd>
          </div>
        </dl>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-outline" disabled={state === 'saving'} onClick={() => void done()}>
          {w.markDone}
        </button>
        <SaveStatus state={state} />
      </div>
    </article>
  )
}
