// The lead page's erase, for a privacy request: a button opens a confirmation
// where staff type the person's address (the API refuses anything else, as the
// CLI's erase does), then the result replaces the page, with the way back to
// the inbox. POST /api/staff/leads/<id>/erase {confirm: <their email>}.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { LeadDetail } from '../../schemas/staff-api-types.ts'
import { staffApi } from './api.ts'
import { fill, words } from './copy.ts'
import { STAFF_PAGES } from '../lib/staff-routes.ts'
import { SessionEnded, Section } from './ui.tsx'

const w = words.lead

type EraseState = 'closed' | 'open' | 'erasing' | 'mismatch' | 'failed' | 'signed-out'

const sameAddress = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase()

export function LeadErase({ lead, onErased }: { lead: LeadDetail; onErased: () => void }) {
  const [state, setState] = useState<EraseState>('closed')
  const [typed, setTyped] = useState('')
  const field = useRef<HTMLInputElement>(null)
  const opened = state !== 'closed'
  useEffect(() => {
    if (opened) field.current?.focus()
  }, [opened])

  const erase = async (e: FormEvent) => {
    e.preventDefault()
    if (!sameAddress(typed, lead.email)) return setState('mismatch')
    setState('erasing')
    const a = await staffApi('POST /leads/:id/erase', { params: { id: lead.id }, body: { confirm: typed.trim() } })
    if (a.kind === 'ok' || a.kind === 'not-found') return onErased()
    setState(a.kind === 'signed-out' ? 'signed-out' : a.kind === 'refused' && a.status === 422 ? 'mismatch' : 'failed')
  }

  const error = state === 'mismatch' ? fill(w.eraseMismatch, { email: lead.email }) : state === 'failed' ? w.eraseFailed : ''
  return (
    <Section title={w.eraseHeading} id="lead-erase" className="border-danger-600/40">
      <p className="text-ink-700">{w.eraseIntro}</p>
      {!opened ? (
        <button type="button" className="mt-3 btn-outline text-danger-600" onClick={() => setState('open')}>
          {w.erase}
        </button>
      ) : (
        <form onSubmit={(e) => void erase(e)} className="mt-3 grid gap-3" aria-labelledby="lead-erase-question" noValidate>
          <p id="lead-erase-question" className="font-semibold text-ink-900">
            {fill(w.eraseConfirm, { email: lead.email })}
          </p>
          <div>
            <label htmlFor="lead-erase-email" className="field-label">
              {w.eraseType}
            </label>
            <input
              ref={field}
              id="lead-erase-email"
              type="email"
              autoComplete="off"
              spellCheck={false}
              className="field-input py-2"
              value={typed}
              aria-invalid={state === 'mismatch' || undefined}
              aria-describedby={error ? 'lead-erase-error' : undefined}
              onInput={(e) => {
                setTyped(e.currentTarget.value)
                if (state === 'mismatch') setState('open')
              }}
            />
          </div>
          <p id="lead-erase-error" role="alert" className="text-sm font-semibold text-danger-600 empty:hidden">
            {error}
          </p>
          {state === 'signed-out' && <SessionEnded />}
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn bg-danger-600 text-white hover:bg-danger-600/90" disabled={state === 'erasing'}>
              {state === 'erasing' ? words.frame.saving : w.eraseSubmit}
            </button>
            <button
              type="button"
              className="btn-outline"
              onClick={() => {
                setTyped('')
                setState('closed')
              }}
            >
              {w.eraseKeep}
            </button>
          </div>
        </form>
      )}
    </Section>
  )
}

/** What the lead page shows once the person is erased: the result, focused, and the way back. */
export function LeadErased({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div role="status" className="mt-4 rounded-xl border border-ink-200 bg-white p-5">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-extrabold text-ink-900">
        {fill(w.erased, { email })}
      </h1>
      <a href={STAFF_PAGES.inbox} className="mt-4 btn-primary">
        {w.back}
      </a>
    </div>
  )
}
