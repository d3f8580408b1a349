// The manage page's island (/booking/manage/?token=…): the booking the signed
// link points at, and the two things its owner can do with it: move it to
// another free time (the booking's own picker) or cancel it, after a
// confirmation. A link the server refuses (403), or one without a token, gets
// a clear dead end with the agency's email and phone; nothing is changed.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import type { BookingManageSection } from '../../schemas/sections/booking-manage.ts'
import { cancelBooking, getBooking, moveBooking, type BookingRecord, type Slot } from './api.ts'
import { BookedTime } from './BookedTime.tsx'
import { CalendarLinks } from './CalendarLinks.tsx'
import { ContactLinks } from './ContactLinks.tsx'
import { fill } from './copy.ts'
import { DayTimePicker } from './DayTimePicker.tsx'
import { whenLabel } from './format-time.ts'
import { NextTimes } from './NextTimes.tsx'
import type { BookingEnv } from './types.ts'
import { useAvailability } from './use-availability.ts'
import { useVisitorZone } from './use-visitor-zone.ts'

export interface ManageBookingProps {
  idPrefix: string
  copy: Omit<BookingManageSection, 'type' | 'id' | 'eyebrow' | 'intro' | 'tone' | 'heading'>
  /** Every meeting type: its name, and the page it is booked from (for "book a new time"). */
  meetingTypes: Record<string, { name: string; page: string }>
  env: BookingEnv
}

/** `loadedAt` dates the answer: whether the meeting is over is judged then, not on every render. */
type View = { kind: 'loading' } | { kind: 'invalid' } | { kind: 'error' } | { kind: 'ready'; booking: BookingRecord; loadedAt: number }
type Mode = 'view' | 'move' | 'cancel'

/** The token of the address, and the address with a new token (a move may issue one). */
const tokenOf = (href: string) => new URL(href, 'http://x').searchParams.get('token') ?? ''

export function ManageBooking({ idPrefix, copy, meetingTypes, env }: ManageBookingProps) {
  const [view, setView] = useState<View>({ kind: 'loading' })
  const [mode, setMode] = useState<Mode>('view')
  const zone = useVisitorZone(env.officeTimeZone)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState('')
  const [problem, setProblem] = useState<{ text: string; nextSlots?: Slot[] } | null>(null)
  const token = useRef('')
  const root = useRef<HTMLDivElement>(null)
  const focusNext = useRef<string | null>(null)

  useLayoutEffect(() => {
    const target = focusNext.current
    if (!target) return
    focusNext.current = null
    root.current?.querySelector<HTMLElement>(target)?.focus()
  })

  const load = useCallback(async (focus?: string) => {
    if (!token.current) return setView({ kind: 'invalid' })
    const answer = await getBooking(token.current)
    if (answer.kind === 'ok') setView({ kind: 'ready', booking: answer.data, loadedAt: Date.now() })
    else setView(answer.kind === 'forbidden' ? { kind: 'invalid' } : { kind: 'error' })
    if (focus) focusNext.current = focus
  }, [])

  useEffect(() => {
    token.current = tokenOf(window.location.href)
    void load()
  }, [load])

  const switchMode = (next: Mode, focus: string) => {
    focusNext.current = focus
    setProblem(null)
    setMode(next)
  }

  async function cancel() {
    setBusy(true)
    const answer = await cancelBooking(token.current)
    setBusy(false)
    if (answer.kind === 'ok') {
      setNotice(copy.cancel.done)
      setMode('view')
      return load('[data-notice]')
    }
    if (answer.kind === 'forbidden') return setView({ kind: 'invalid' })
    setProblem({
      text:
        answer.kind === 'failed' && answer.status === 429
          ? copy.problems.tooMany
          : answer.message && answer.kind !== 'failed'
            ? answer.message
            : copy.problems.failed,
    })
  }

  async function move(slot: Slot, reload: () => void) {
    if (busy) return
    setBusy(true)
    setProblem(null)
    const answer = await moveBooking(token.current, slot.start)
    setBusy(false)
    switch (answer.kind) {
      case 'ok': {
        // If the move issued a new link, the address follows it, so a reload still works.
        const next =
          typeof answer.data.manageUrl === 'string'
            ? tokenOf(answer.data.manageUrl)
            : typeof answer.data.token === 'string'
              ? answer.data.token
              : ''
        if (next && next !== token.current) {
          token.current = next
          const url = new URL(window.location.href)
          url.searchParams.set('token', next)
          window.history.replaceState(null, '', url)
        }
        setNotice(fill(copy.move.done, { time: whenLabel(new Date(slot.start), zone, env.locale) }))
        setMode('view')
        return load('[data-notice]')
      }
      case 'taken':
        reload()
        setProblem({ text: answer.message ?? copy.problems.taken, nextSlots: answer.nextSlots })
        focusNext.current = '[data-next-time]'
        return
      case 'not-a-slot':
        reload()
        setProblem({ text: answer.message ?? copy.problems.notASlot })
        focusNext.current = '[data-problem]'
        return
      case 'forbidden':
        return setView({ kind: 'invalid' })
      default:
        setProblem({ text: 'status' in answer && answer.status === 429 ? copy.problems.tooMany : copy.problems.failed })
    }
  }

  // Loading, invalid and error share one reserved height: the answer replaces the loading line
  // without pushing the footer down (Lighthouse measured CLS 0.022 on a link without a token).
  if (view.kind === 'loading')
    return (
      <div ref={root} data-manage-state="loading" className="min-h-64">
        <p role="status" className="py-6 text-ink-600">
          {copy.loading}
        </p>
      </div>
    )
  if (view.kind === 'invalid')
    return (
      <div ref={root} data-manage-state="invalid" className="min-h-64">
        <h3 className="text-xl font-bold text-ink-900">{copy.invalid.heading}</h3>
        <p className="mt-2 text-ink-700">{copy.invalid.body}</p>
        <ContactLinks contact={env.contact} />
      </div>
    )
  if (view.kind === 'error')
    return (
      <div ref={root} data-manage-state="error" role="alert" className="min-h-64">
        <p className="text-ink-800">{copy.error}</p>
        <button type="button" className="mt-4 btn-outline" onClick={() => void load()}>
          {copy.retry}
        </button>
      </div>
    )

  const b = view.booking
  const type = meetingTypes[b.type]
  const meeting = type?.name ?? b.type
  const cancelled = b.status === 'cancelled'
  const past = !cancelled && Date.parse(b.end) < view.loadedAt
  const status = cancelled ? copy.status.cancelled : past ? copy.status.past : copy.status.booked
  const problemBox = (onPick?: (slot: Slot) => void) =>
    problem && (
      <div className="mt-6 mb-6 rounded-xl bg-danger-600/10 p-4" data-problem tabIndex={-1}>
        <p role="alert" className="font-medium text-danger-600">
          {problem.text}
        </p>
        {onPick && problem.nextSlots && problem.nextSlots.length > 0 && (
          <NextTimes copy={copy.problems} slots={problem.nextSlots} zone={zone} locale={env.locale} busy={busy} onPick={onPick} />
        )}
      </div>
    )

  return (
    <div ref={root} data-manage-state={cancelled ? 'cancelled' : 'ready'} data-booking-status={b.status}>
      <p
        role="status"
        data-notice
        tabIndex={-1}
        className={notice ? 'mb-6 rounded-xl bg-brand-50 p-4 font-semibold text-ink-900 outline-none' : 'sr-only'}
      >
        {notice}
      </p>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-ink-600">{copy.labels.meeting}</dt>
          <dd className="text-lg font-bold text-ink-900">{meeting}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-600">{copy.labels.status}</dt>
          <dd className={`font-semibold ${cancelled ? 'text-danger-600' : 'text-ink-900'}`} data-booking-status-label>
            {status}
          </dd>
        </div>
        <BookedTime
          start={b.start}
          visitorZone={zone}
          officeZone={env.officeTimeZone}
          locale={env.locale}
          yourLabel={copy.labels.yourTime}
          officeLabel={copy.labels.officeTime}
        />
        {b.name && (
          <div>
            <dt className="text-sm font-semibold text-ink-600">{copy.labels.name}</dt>
            <dd className="text-ink-800">{b.name}</dd>
          </div>
        )}
      </dl>

      {cancelled && type && (
        <a href={type.page} className="mt-8 btn-primary">
          {copy.cancel.bookAgain}
        </a>
      )}

      {!cancelled && !past && mode === 'view' && (
        <>
          <CalendarLinks
            copy={copy.calendar}
            meeting={meeting}
            start={b.start}
            end={b.end}
            manageUrl={typeof window === 'undefined' ? '' : window.location.href}
            icsUrl={b.icsUrl}
            newTab={env.newTab}
          />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <button type="button" className="btn-primary" onClick={() => switchMode('move', '[data-mode-heading]')} data-manage-move>
              {copy.move.button}
            </button>
            <button type="button" className="btn-outline" onClick={() => switchMode('cancel', '[data-mode-heading]')} data-manage-cancel>
              {copy.cancel.button}
            </button>
          </div>
          {problemBox()}
        </>
      )}

      {!cancelled && !past && mode === 'cancel' && (
        <div className="mt-8 rounded-xl border border-ink-200 p-5" data-manage-mode="cancel">
          <h3 tabIndex={-1} data-mode-heading className="text-xl font-bold text-ink-900 outline-none">
            {copy.cancel.heading}
          </h3>
          <p className="mt-2 text-ink-700">{copy.cancel.body}</p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              className="btn-outline border-danger-600 text-danger-600"
              disabled={busy}
              onClick={() => void cancel()}
              data-manage-cancel-confirm
            >
              {busy ? copy.cancel.cancelling : copy.cancel.confirm}
            </button>
            <button type="button" className="btn-outline" disabled={busy} onClick={() => switchMode('view', '[data-manage-cancel]')}>
              {copy.cancel.keep}
            </button>
          </div>
          {problemBox()}
        </div>
      )}

      {!cancelled && !past && mode === 'move' && (
        <div className="mt-8" data-manage-mode="move">
          <h3 tabIndex={-1} data-mode-heading className="mb-4 text-xl font-bold text-ink-900 outline-none">
            {copy.move.heading}
          </h3>
          <MoveAvailability type={b.type} env={env}>
            {(availability) => (
              <>
                {problemBox((slot) => void move(slot, availability.reload))}
                <MovePicker
                  idPrefix={idPrefix}
                  copy={copy}
                  env={env}
                  zone={zone}
                  availability={availability}
                  busy={busy}
                  onMove={(slot) => void move(slot, availability.reload)}
                />
              </>
            )}
          </MoveAvailability>
          <button
            type="button"
            className="mt-4 btn-outline w-full sm:w-auto"
            disabled={busy}
            onClick={() => switchMode('view', '[data-manage-move]')}
          >
            {copy.move.keep}
          </button>
        </div>
      )}
    </div>
  )
}

/** Loads the meeting type's free times while it is shown (only in "move", not on every visit to the page). */
function MoveAvailability({
  type,
  env,
  children,
}: {
  type: string
  env: BookingEnv
  children: (a: ReturnType<typeof useAvailability>) => ReactNode
}) {
  const availability = useAvailability(type, env.officeTimeZone, env.horizonDays)
  return <>{children(availability)}</>
}

function MovePicker({
  idPrefix,
  copy,
  env,
  zone,
  availability,
  busy,
  onMove,
}: {
  idPrefix: string
  copy: ManageBookingProps['copy']
  env: BookingEnv
  zone: string
  availability: ReturnType<typeof useAvailability>
  busy: boolean
  onMove: (slot: Slot) => void
}) {
  const [chosen, setChosen] = useState<string | null>(null)
  return (
    <DayTimePicker
      idPrefix={`${idPrefix}-move`}
      copy={copy.picker}
      env={env}
      visitorZone={zone}
      availability={availability}
      chosen={chosen}
      onChoose={setChosen}
      onSubmit={onMove}
      submitLabel={copy.move.confirm}
      busyLabel={copy.move.moving}
      busy={busy}
    />
  )
}
