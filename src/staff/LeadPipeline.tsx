// The lead's status, owner, value and next action, saved together with one PATCH;
// each change the API records lands in the timeline with the staff address.
import { useState, type FormEvent } from 'react'
import { staffApi } from './api.ts'
import type { LeadDetail, NextAction } from '../../schemas/staff-api-types.ts'
import type { ConsoleProps } from './console-props.ts'
import { fill, when, words } from './copy.ts'
import { StaleMark } from './StaleMark.tsx'
import { statusLabel, statuses } from './statuses.ts'
import { SaveStatus, Section, type SaveState } from './ui.tsx'

const w = words.lead

export function LeadPipeline({
  lead,
  team,
  reload,
  locale,
  officeZone,
}: { lead: LeadDetail; reload: () => void } & Pick<ConsoleProps, 'team' | 'locale' | 'officeZone'>) {
  const [state, setState] = useState<SaveState>('idle')
  const statusIds = statuses.length ? statuses.map((s) => s.id) : [lead.status]
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const data = new FormData(e.currentTarget)
    const text = String(data.get('nextAction') ?? '').trim()
    const due = String(data.get('due') ?? '')
    const nextAction: NextAction | null = text ? (due ? { text, due } : { text }) : null
    const owner = String(data.get('owner') ?? '') || null
    const typed = String(data.get('value') ?? '').trim()
    const value = typed === '' ? null : Number(typed)
    setState('saving')
    const a = await staffApi('PATCH /leads/:id', {
      params: { id: lead.id },
      body: { status: String(data.get('status')), owner, nextAction, value },
    })
    setState(a.kind === 'ok' ? 'saved' : a.kind === 'signed-out' ? 'signed-out' : 'failed')
    if (a.kind === 'ok') reload()
  }
  return (
    <Section title={w.pipeline} id="lead-pipeline">
      <form onSubmit={(e) => void submit(e)} className="grid gap-3">
        <div>
          <label htmlFor="lead-status" className="field-label">
            {w.status}
          </label>
          <select id="lead-status" name="status" defaultValue={lead.status} className="field-input py-2">
            {statusIds.map((id) => (
              <option key={id} value={id}>
                {statusLabel(id)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="lead-owner" className="field-label">
            {w.owner}
          </label>
          <select id="lead-owner" name="owner" defaultValue={lead.owner ?? ''} className="field-input py-2">
            <option value="">{words.inbox.noOwner}</option>
            {team.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="lead-value" className="field-label">
            {w.value}
          </label>
          <input
            id="lead-value"
            name="value"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            defaultValue={lead.value ?? ''}
            className="field-input py-2 sm:max-w-60"
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
          <div>
            <label htmlFor="lead-next" className="field-label">
              {w.nextAction}
            </label>
            <input id="lead-next" name="nextAction" defaultValue={lead.nextAction?.text ?? ''} className="field-input py-2" />
          </div>
          <div>
            <label htmlFor="lead-due" className="field-label">
              {w.nextActionDue}
            </label>
            <input id="lead-due" name="due" type="date" defaultValue={lead.nextAction?.due ?? ''} className="field-input py-2" />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="btn-primary" disabled={state === 'saving'}>
            {w.save}
          </button>
          <SaveStatus state={state} />
        </div>
        {lead.stale && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
            <StaleMark /> {fill(w.stale, { when: when(lead.lastActivityAt, locale, officeZone) })}
          </p>
        )}
      </form>
    </Section>
  )
}
