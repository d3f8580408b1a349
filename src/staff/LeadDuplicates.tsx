// "Possible duplicates" on the lead page: the people the inbox marks as maybe this one (the same phone,
// or the same name and company: GET /api/staff/leads?duplicatesOf=<id>), each with its page and a
// merge into this lead after a confirmation (POST /api/staff/leads/merge). Nothing shows when there are none.
import { useState } from 'react'
import type { LeadDetail, LeadListItem } from '../../schemas/staff-api-types.ts'
import { leadPageHref } from '../lib/staff-routes.ts'
import { staffApi } from './api.ts'
import { fill, words } from './copy.ts'
import { SaveStatus, Section, type SaveState } from './ui.tsx'
import { useStaffData } from './use-staff-data.ts'

const w = words.duplicates

export function LeadDuplicates({ lead, reload }: { lead: LeadDetail; reload: () => void }) {
  const found = useStaffData('GET /leads', { query: { duplicatesOf: lead.id } })
  const [state, setState] = useState<SaveState>('idle')
  const items = found.answer.kind === 'ok' ? found.answer.data.items : []
  if (!items.length) return state === 'saved' ? <p role="status">{w.merged}</p> : null
  const merged = () => {
    setState('saved')
    found.reload()
    reload()
  }
  return (
    <Section title={w.heading} id="lead-duplicates" className="border-brand-300">
      <ul className="grid gap-3">
        {items.map((d) => (
          <li key={d.id}>
            <Duplicate lead={lead} duplicate={d} onMerged={merged} onState={setState} />
          </li>
        ))}
      </ul>
      <SaveStatus state={state} />
    </Section>
  )
}

function Duplicate({
  lead,
  duplicate: d,
  onMerged,
  onState,
}: {
  lead: LeadDetail
  duplicate: LeadListItem
  onMerged: () => void
  onState: (s: SaveState) => void
}) {
  const [asking, setAsking] = useState(false)
  const name = d.name || d.email
  const merge = async () => {
    onState('saving')
    const a = await staffApi('POST /leads/merge', { body: { into: lead.id, from: d.id } })
    if (a.kind === 'ok') return onMerged()
    onState(a.kind === 'signed-out' ? 'signed-out' : 'failed')
  }
  return (
    <div className="rounded-lg bg-ink-50 p-3">
      <p className="break-words text-ink-900">
        {fill(w.line, { name, email: d.email || words.frame.empty })}{' '}
        <a className="text-brand-700 underline" href={leadPageHref(d.id)}>
          {w.open}
        </a>
      </p>
      {!asking ? (
        <button type="button" className="mt-2 btn-outline" onClick={() => setAsking(true)}>
          {w.merge}
        </button>
      ) : (
        <div role="group" aria-labelledby={`merge-${d.id}`} className="mt-2 grid gap-2">
          <p id={`merge-${d.id}`} className="font-semibold text-ink-900">
            {fill(w.confirm, { name })}
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={() => void merge()}>
              {w.confirmButton}
            </button>
            <button type="button" className="btn-outline" onClick={() => setAsking(false)}>
              {w.keep}
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
