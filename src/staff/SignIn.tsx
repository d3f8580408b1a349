// /staff/: ask for a sign-in link, or (with ?token= from that link) exchange
// it for a session and go to Due (where the console opens). The exchange is a POST made by the
// page, so a mail scanner that opens the link spends nothing.
import { useEffect, useState, type FormEvent } from 'react'
import { staffApi } from './api.ts'
import { fill, words } from './copy.ts'
import { STAFF_PAGES } from '../lib/staff-routes.ts'

type Phase = 'form' | 'sending' | 'sent' | 'signing-in' | 'link-failed' | 'limited' | 'failed'

const w = words.signIn

export function SignIn() {
  const [token] = useState(() => new URLSearchParams(location.search).get('token'))
  const [phase, setPhase] = useState<Phase>(token ? 'signing-in' : 'form')
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)

  useEffect(() => {
    if (!token) return
    void staffApi('POST /session', { body: { token } }).then((a) => {
      if (a.kind === 'ok') location.replace(STAFF_PAGES.due)
      else {
        // The spent token leaves the address bar, so a reload does not try it again.
        history.replaceState(null, '', STAFF_PAGES.signIn)
        setPhase(a.kind === 'failed' ? 'failed' : 'link-failed')
      }
    })
  }, [token])

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const input = e.currentTarget.elements.namedItem('email') as HTMLInputElement
    if (!input.checkValidity()) {
      setInvalid(true)
      input.focus()
      return
    }
    setInvalid(false)
    setPhase('sending')
    const a = await staffApi('POST /sign-in', { body: { email } })
    setPhase(a.kind === 'ok' ? 'sent' : a.kind === 'limited' ? 'limited' : 'failed')
  }

  if (phase === 'signing-in')
    return (
      <p role="status" className="text-lg text-ink-700">
        {w.signingIn}
      </p>
    )
  if (phase === 'sent')
    return (
      <div role="status">
        <h2 className="text-2xl font-bold text-ink-900">{w.checkHeading}</h2>
        <p className="mt-3 text-ink-700">{fill(w.checkBody, { email })}</p>
        <button type="button" className="mt-5 btn-outline" onClick={() => setPhase('form')}>
          {w.again}
        </button>
      </div>
    )
  const problem =
    phase === 'link-failed' ? w.linkFailed : phase === 'limited' ? w.rateLimited : phase === 'failed' ? words.frame.failed : null
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="max-w-md">
      <p className="text-ink-700">{w.intro}</p>
      {problem && (
        <p role="alert" className="mt-4 rounded-lg bg-danger-600/10 px-4 py-3 text-ink-900">
          {problem}
        </p>
      )}
      <label htmlFor="staff-email" className="mt-6 field-label">
        {w.email}
      </label>
      <input
        id="staff-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        className="field-input"
        value={email}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'staff-email-error' : undefined}
        onInput={(e) => setEmail(e.currentTarget.value)}
      />
      {invalid && (
        <p id="staff-email-error" className="field-error">
          {w.invalidEmail}
        </p>
      )}
      <button type="submit" className="mt-5 btn-primary" disabled={phase === 'sending'}>
        {phase === 'sending' ? w.sending : w.submit}
      </button>
    </form>
  )
}
