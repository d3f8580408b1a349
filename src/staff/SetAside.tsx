// /staff/set-aside/: the submissions the site judged automated, with why;
// restore one (it becomes a lead, notified like any other) or discard it.
import { useState } from 'react'
import { staffApi, type ApiAnswer } from './api.ts'
import type { SetAsideItem } from '../../schemas/staff-api-types.ts'
import type { ConsoleProps } from './console-props.ts'
import { when, words } from './copy.ts'
import { leadPageHref } from '../lib/staff-routes.ts'
import { AnswerList, Loaded, SaveStatus, type SaveState } from './ui.tsx'
import { useStaffData } from './use-staff-data.ts'

const w = words.setAside

export function SetAside(props: ConsoleProps) {
  const list = useStaffData('GET /set-aside')
  return (
    <div className="grid gap-5">
      <p className="max-w-3xl text-ink-700">{w.intro}</p>
      <Loaded answer={list.answer} retry={list.reload}>
        {(data) =>
          data.items.length ? (
            <ul className="grid gap-3">
              {data.items.map((item) => (
                <li key={item.id}>
                  <SetAsideCard item={item} props={props} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-xl border border-ink-200 bg-white p-5 text-ink-700">{w.none}</p>
          )
        }
      </Loaded>
    </div>
  )
}

function SetAsideCard({ item, props }: { item: SetAsideItem; props: ConsoleProps }) {
  const [state, setState] = useState<SaveState>('idle')
  const [done, setDone] = useState<null | { kind: 'restored'; personId?: string } | { kind: 'discarded' }>(null)
  const act = async (action: 'restore' | 'discard') => {
    if (action === 'discard' && !confirm(w.discardConfirm)) return
    setState('saving')
    const call = { params: { id: item.id }, body: {} }
    const settled = (a: ApiAnswer<unknown>) => {
      setState(a.kind === 'ok' ? 'idle' : a.kind === 'signed-out' ? 'signed-out' : 'failed')
      return a.kind === 'ok'
    }
    // A restore answers the person it became (its lead page's id); a discard, nothing more.
    if (action === 'restore') {
      const a = await staffApi('POST /set-aside/:id/restore', call)
      if (settled(a) && a.kind === 'ok') setDone({ kind: 'restored', personId: a.data.id })
    } else if (settled(await staffApi('POST /set-aside/:id/discard', call))) setDone({ kind: 'discarded' })
  }
  return (
    <article aria-label={item.name || item.email} className="rounded-xl border border-ink-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-ink-900">
        {item.name || item.email || words.inbox.unnamed} <span className="font-normal text-ink-600">{item.company}</span>
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-600">{words.lead.email}</dt>
        <dd className="break-all">{item.email}</dd>
        <dt className="text-ink-600">{words.inbox.form}</dt>
        <dd>{(words.forms as Record<string, string>)[item.form] ?? item.form}</dd>
        <dt className="text-ink-600">{w.received}</dt>
        <dd>{when(item.receivedAt, props.locale, props.officeZone)}</dd>
        <dt className="text-ink-600">{w.why}</dt>
        <dd>{item.reason}</dd>
      </dl>
      <h3 className="mt-3 font-semibold text-ink-900">{w.message}</h3>
      {item.message ? (
        <p className="mt-1 rounded-lg bg-ink-50 p-3 break-words whitespace-pre-line text-ink-900">{item.message}</p>
      ) : (
        <p className="mt-1 text-ink-600">{w.noMessage}</p>
      )}
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">{w.answers}</summary>
        <AnswerList answers={item.answers} className="mt-2" />
      </details>
      {done ? (
        <p role="status" className="mt-3 font-semibold text-success-600">
          {done.kind === 'restored' ? w.restored : w.discarded}{' '}
          {done.kind === 'restored' && done.personId && (
            <a className="text-brand-700 underline" href={leadPageHref(done.personId)}>
              {words.calls.openLead}
            </a>
          )}
        </p>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <button type="button" className="btn-primary" onClick={() => void act('restore')}>
            {w.restore}
          </button>
          <button type="button" className="btn-outline" onClick={() => void act('discard')}>
            {w.discard}
          </button>
          <SaveStatus state={state} />
        </div>
      )}
    </article>
  )
}
