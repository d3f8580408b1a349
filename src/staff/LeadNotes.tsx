// The lead's notes, newest first, and the field that adds one.
import { useState, type FormEvent } from 'react'
import { staffApi } from './api.ts'
import type { LeadDetail } from '../../schemas/staff-api-types.ts'
import type { ConsoleProps } from './console-props.ts'
import { fill, when, words } from './copy.ts'
import { SaveStatus, Section, type SaveState } from './ui.tsx'

const w = words.lead

export function LeadNotes({ lead, reload, props }: { lead: LeadDetail; reload: () => void; props: ConsoleProps }) {
  const [state, setState] = useState<SaveState>('idle')
  const [text, setText] = useState('')
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!text.trim()) return
    setState('saving')
    const a = await staffApi('POST /leads/:id/notes', { params: { id: lead.id }, body: { text } })
    setState(a.kind === 'ok' ? 'saved' : a.kind === 'signed-out' ? 'signed-out' : 'failed')
    if (a.kind === 'ok') {
      setText('')
      reload()
    }
  }
  const notes = [...lead.notes].sort((a, b) => b.at.localeCompare(a.at))
  return (
    <Section title={w.notes} id="lead-notes">
      {notes.length ? (
        <ul className="mb-4 grid gap-3">
          {notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-ink-50 p-3">
              <p className="whitespace-pre-wrap text-ink-900">{n.text}</p>
              <p className="mt-1 text-sm text-ink-600">
                {fill(w.by, { by: n.by })} · <time dateTime={n.at}>{when(n.at, props.locale, props.officeZone)}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4 text-ink-600">{w.noNotes}</p>
      )}
      <form onSubmit={(e) => void submit(e)}>
        <label htmlFor="lead-note" className="field-label">
          {w.note}
        </label>
        <textarea id="lead-note" rows={3} className="field-input" value={text} onInput={(e) => setText(e.currentTarget.value)} />
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <button type="submit" className="btn-outline" disabled={state === 'saving'}>
            {w.addNote}
          </button>
          <SaveStatus state={state} />
        </div>
      </form>
    </Section>
  )
}
