// The manage page's island (/booking/manage/?token=…): the booking the signed
// link points at, and the two things its owner can do with it: move it to
// another free time (the booking's own picker) or cancel it, after a
// confirmation. Once the booking terms close a change (content/booking.yaml
// terms: the notice before the start, the moves allowed), its button goes and
// the rule shows in the API's own words, with a link to email the host. A link
// the server refuses (403), or one without a token, gets
// a clear dead end with the agency's email and phone; nothing is changed.
// State and the requests are use-manage-booking.ts; this file draws them.
import { useState, type ReactNode } from 'react'
import type { Slot } from './api.ts'
import { BookingSummary, TermsNotice } from './BookingSummary.tsx'
import { CalendarLinks } from './CalendarLinks.tsx'
import { placeLocation } from './MeetingPlace.tsx'
import { ContactLinks } from './ContactLinks.tsx'
import { DayTimePicker } from './DayTimePicker.tsx'
import { NextTimes } from './NextTimes.tsx'
import { pageHeading, usePageHeading } from './page-heading.ts'
import type { BookingEnv, ManageBookingProps } from './island-props.ts'
import { useAvailability } from './use-availability.ts'
import { useManageBooking } from './use-manage-booking.ts'

export type { ManageBookingProps }

export function ManageBooking({ idPrefix, copy, meetingTypes, env }: ManageBookingProps) {
  const { view, mode, zone, busy, notice, problem, root, load, switchMode, cancel, move } = useManageBooking({ copy, env })
  // A cancelled booking (just now, or on arrival) no longer asks in the page heading to pick another time.
  const gone = view.kind === 'ready' && view.booking.status === 'cancelled' ? view.booking : null
  usePageHeading(gone && pageHeading(copy.cancel.page, meetingTypes[gone.type]?.name ?? gone.type))

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
        <p className="text-ink-800">{view.tooMany ? copy.problems.tooMany : copy.error}</p>
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
      <BookingSummary copy={copy} booking={b} meeting={meeting} status={status} cancelled={cancelled} zone={zone} env={env} />

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
            location={placeLocation(copy.place, b.place)}
            newTab={env.newTab}
          />
          {b.terms?.message && <TermsNotice terms={b.terms} />}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {b.terms?.canMove !== false && (
              <button type="button" className="btn-primary" onClick={() => switchMode('move', '[data-mode-heading]')} data-manage-move>
                {copy.move.button}
              </button>
            )}
            {b.terms?.canCancel !== false && (
              <button type="button" className="btn-outline" onClick={() => switchMode('cancel', '[data-mode-heading]')} data-manage-cancel>
                {copy.cancel.button}
              </button>
            )}
          </div>
          {problemBox()}
        </>
      )}

      {!cancelled && !past && mode === 'cancel' && (
        <CancelPanel
          copy={copy.cancel}
          busy={busy}
          problemBox={problemBox()}
          onConfirm={() => void cancel()}
          onKeep={() => switchMode('view', '[data-manage-cancel]')}
        />
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

/** "Cancel": the confirmation, and a way to keep the booking. */
function CancelPanel({
  copy: c,
  busy,
  problemBox,
  onConfirm,
  onKeep,
}: {
  copy: ManageBookingProps['copy']['cancel']
  busy: boolean
  problemBox: ReactNode
  onConfirm: () => void
  onKeep: () => void
}) {
  return (
    <div className="mt-8 rounded-xl border border-ink-200 p-5" data-manage-mode="cancel">
      <h3 tabIndex={-1} data-mode-heading className="text-xl font-bold text-ink-900 outline-none">
        {c.heading}
      </h3>
      <p className="mt-2 text-ink-700">{c.body}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          className="btn-outline border-danger-600 text-danger-600"
          disabled={busy}
          onClick={onConfirm}
          data-manage-cancel-confirm
        >
          {busy ? c.cancelling : c.confirm}
        </button>
        <button type="button" className="btn-outline" disabled={busy} onClick={onKeep}>
          {c.keep}
        </button>
      </div>
      {problemBox}
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
      tooMany={copy.problems.tooMany}
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
