// Small pieces every console page shares: the answer's states (loading,
// signed out, not found, failed), a live region for "saved", a page heading.
import type { ReactNode } from 'react'
import { valueText, words } from './copy.ts'
import { STAFF_PAGES } from '../lib/staff-routes.ts'
import type { Loaded } from './use-staff-data.ts'

/**
 * The height the loading line and the signed-out box share, so a signed-out visit (known at once, no
 * request: api.ts) replaces one with the other without moving the page below (layout shift).
 */
const ANSWER_BOX = 'min-h-32'

/** Renders `children(data)` once loaded, else what the state says. */
export function Loaded<T>({ answer, retry, children }: { answer: Loaded<T>; retry: () => void; children: (data: T) => ReactNode }) {
  if (answer.kind === 'ok') return <>{children(answer.data)}</>
  if (answer.kind === 'loading')
    return (
      <p role="status" className={`${ANSWER_BOX} py-6 text-ink-600`}>
        {words.frame.loading}
      </p>
    )
  if (answer.kind === 'signed-out') return <SessionEnded />
  return (
    <div role="alert" className="rounded-lg border border-danger-600/30 bg-white p-4">
      <p className="text-ink-800">{answer.kind === 'not-found' ? words.lead.notFound : words.frame.failed}</p>
      {answer.kind !== 'not-found' && (
        <button type="button" className="mt-3 btn-outline" onClick={retry}>
          {words.frame.retry}
        </button>
      )}
    </div>
  )
}

export function SessionEnded() {
  return (
    <div role="alert" className={`${ANSWER_BOX} rounded-lg border border-ink-200 bg-white p-4`}>
      <p className="text-ink-800">{words.frame.sessionEnded}</p>
      <a className="mt-3 btn-primary" href={STAFF_PAGES.signIn}>
        {words.frame.signInAgain}
      </a>
    </div>
  )
}

/** The outcome of a change, announced to screen readers and shown beside its control. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'signed-out'

/** `reason`: the server's own words for a refusal (a move outside hours, a time just taken), shown instead of the generic line. */
export function SaveStatus({ state, reason }: { state: SaveState; reason?: string | undefined }) {
  const text =
    state === 'saving'
      ? words.frame.saving
      : state === 'saved'
        ? words.frame.saved
        : state === 'failed'
          ? reason || words.frame.saveFailed
          : ''
  return (
    <span role="status" className={`text-sm ${state === 'failed' ? 'text-danger-600' : 'text-ink-600'}`}>
      {state === 'signed-out' ? <SessionEnded /> : text}
    </span>
  )
}

export function Section({ title, id, children, className = '' }: { title: string; id: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`rounded-xl border border-ink-200 bg-white p-4 sm:p-5 ${className}`}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** Answers with the words the visitor saw beside each (a submission, the calls page's, a set-aside item's). */
export function AnswerList({
  answers,
  className = '',
}: {
  answers: { field: string; label: string; value: unknown }[]
  className?: string
}) {
  return (
    <dl className={`grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,14rem)_1fr] ${className}`}>
      {answers.map((a) => (
        <div key={a.field} className="contents">
          <dt className="text-ink-600">{a.label}</dt>
          <dd className="break-words text-ink-900">{valueText(a.value)}</dd>
        </div>
      ))}
    </dl>
  )
}
