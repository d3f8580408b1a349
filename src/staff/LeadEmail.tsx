// "Write an email" on the lead page: a template picker (content's emailTemplates, filled for the person
// by GET /api/staff/leads/<id>/email) that fills the subject and message, both editable, and Send
// (POST …/email): it goes from the agency's address with the staff member's own as Reply-To, and the
// timeline then shows it. A refusal shows the server's reason (a subject with a line break, too long).
import { useState, type FormEvent } from 'react'
import type { LeadDetail, LeadEmailDraft } from '../../schemas/staff-api-types.ts'
import { staffApi } from './api.ts'
import { fill, words } from './copy.ts'
import { Loaded, SessionEnded, Section } from './ui.tsx'
import { useStaffData } from './use-staff-data.ts'

const w = words.leadEmail

type SendState = { kind: 'idle' | 'sending' | 'sent' | 'signed-out' } | { kind: 'refused'; message: string }

export function LeadEmail({ lead, reload }: { lead: LeadDetail; reload: () => void }) {
  const draft = useStaffData('GET /leads/:id/email', { params: { id: lead.id } })
  return (
    <Section title={w.heading} id="lead-email">
      {lead.email ? (
        <Loaded answer={draft.answer} retry={draft.reload}>
          {(d) => <EmailForm lead={lead} draft={d} reload={reload} />}
        </Loaded>
      ) : (
        <p className="text-ink-600">{w.noEmail}</p>
      )}
    </Section>
  )
}

function EmailForm({ lead, draft, reload }: { lead: LeadDetail; draft: LeadEmailDraft; reload: () => void }) {
  const [template, setTemplate] = useState('')
  const [subject, setSubject] = useState('')
  const [text, setText] = useState('')
  const [state, setState] = useState<SendState>({ kind: 'idle' })

  const pick = (id: string) => {
    setTemplate(id)
    const t = draft.templates.find((x) => x.id === id)
    setSubject(t?.subject ?? '')
    setText(t?.text ?? '')
  }

  const send = async (e: FormEvent) => {
    e.preventDefault()
    setState({ kind: 'sending' })
    const a = await staffApi('POST /leads/:id/email', { params: { id: lead.id }, body: { subject, text } })
    if (a.kind === 'ok') {
      setState({ kind: 'sent' })
      setTemplate('')
      setSubject('')
      setText('')
      return reload()
    }
    if (a.kind === 'signed-out') return setState({ kind: 'signed-out' })
    setState({ kind: 'refused', message: (a.kind === 'refused' && a.message) || w.failed })
  }

  const status = state.kind === 'sending' ? w.sending : state.kind === 'sent' ? w.sent : ''
  return (
    <form onSubmit={(e) => void send(e)} className="grid gap-3" noValidate>
      <p className="text-sm text-ink-600">{fill(w.intro, { from: draft.from, replyTo: draft.replyTo })}</p>
      <p className="text-sm break-all text-ink-800">
        <span className="font-semibold">{w.to}:</span> {draft.to}
      </p>
      <div>
        <label htmlFor="lead-email-template" className="field-label">
          {w.template}
        </label>
        <select id="lead-email-template" className="field-input py-2" value={template} onChange={(e) => pick(e.currentTarget.value)}>
          <option value="">{w.blank}</option>
          {draft.templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="lead-email-subject" className="field-label">
          {w.subject}
        </label>
        <input
          id="lead-email-subject"
          className="field-input py-2"
          value={subject}
          maxLength={200}
          onInput={(e) => setSubject(e.currentTarget.value)}
        />
      </div>
      <div>
        <label htmlFor="lead-email-text" className="field-label">
          {w.text}
        </label>
        <textarea id="lead-email-text" rows={8} className="field-input" value={text} onInput={(e) => setText(e.currentTarget.value)} />
      </div>
      <p id="lead-email-error" role="alert" className="text-sm font-semibold text-danger-600 empty:hidden">
        {state.kind === 'refused' ? state.message : ''}
      </p>
      {state.kind === 'signed-out' && <SessionEnded />}
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary" disabled={state.kind === 'sending'}>
          {w.send}
        </button>
        <span role="status" className="text-sm text-ink-600">
          {status}
        </span>
      </div>
    </form>
  )
}
