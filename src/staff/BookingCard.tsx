// One booked call, on the lead page and the calls page: its time in office
// time with the prospect's beside it, the join and manage links, attendance
// once the call has started, the no-show rebooking email (once), and the
// booking actions staff take on the prospect's behalf (move, cancel, re-send
// the manage link, give the call to another free host of its type: the routes
// under /api/staff/bookings/). When the booking terms stop the prospect
// changing it online, the card shows the rule in the content's words; a move or
// cancel from here overrides it, and says so (`override`).
import { useState, type FormEvent } from 'react'
import { staffApi, type ApiAnswer } from './api.ts'
import type { StaffBooking } from '../../schemas/staff-api-types.ts'
import type { ConsoleProps } from './console-props.ts'
import { fill, when, words } from './copy.ts'
import { Loaded, SaveStatus, type SaveState } from './ui.tsx'
import { useStaffData } from './use-staff-data.ts'
import { GiveTo } from './GiveTo.tsx'

const cw = words.calls
const bw = words.bookingActions

/** The call's time; a cancelled call's is struck through, after the word that says so: no time reads as a call to come. */
export function BookingTimes({ booking, props }: { booking: StaffBooking; props: ConsoleProps }) {
  if (booking.status === 'cancelled')
    return (
      <p className="text-ink-600">
        <span className="font-semibold text-danger-600">{words.lead.cancelled}</span>{' '}
        <s>{when(booking.start, props.locale, props.officeZone, true)}</s>
      </p>
    )
  const theirs = booking.timeZone && booking.timeZone !== props.officeZone ? booking.timeZone : null
  return (
    <p className="text-ink-900">
      <span className="font-semibold">{when(booking.start, props.locale, props.officeZone, true)}</span>
      <span className="sr-only"> {fill(cw.officeTime, { zone: props.officeZone })}</span>
      {theirs && (
        <span className="block text-sm text-ink-600">
          {fill(cw.theirTime, { zone: theirs })}: {when(booking.start, props.locale, theirs, true)}
        </span>
      )}
    </p>
  )
}

export function BookingCard({ booking, props, reload }: { booking: StaffBooking; props: ConsoleProps; reload: () => void }) {
  const cancelled = booking.status === 'cancelled'
  return (
    <div className="rounded-lg border border-ink-100 p-3">
      {booking.typeName && <p className="text-sm font-semibold text-ink-700">{booking.typeName}</p>}
      <BookingTimes booking={booking} props={props} />
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {booking.joinUrl && !cancelled && (
          <a className="font-semibold text-brand-700 underline" href={booking.joinUrl}>
            {words.lead.join}
          </a>
        )}
        {booking.manageUrl && !cancelled && (
          <a className="font-semibold text-brand-700 underline" href={booking.manageUrl}>
            {words.lead.manage}
          </a>
        )}
      </p>
      {!cancelled && <Attendance booking={booking} props={props} reload={reload} />}
      {!cancelled && <BookingActions booking={booking} props={props} reload={reload} />}
    </div>
  )
}

/** Attended / no-show after the call's start; a no-show can be sent the rebooking email once, and says when it went. */
export function Attendance({ booking, props, reload }: { booking: StaffBooking; props: ConsoleProps; reload: () => void }) {
  const [state, setState] = useState<SaveState>('idle')
  const [now] = useState(Date.now)
  const [rebooked, setRebooked] = useState(Boolean(booking.rebookSentAt))
  const params = { bookingId: booking.bookingId }
  const act = async <T,>(call: () => Promise<ApiAnswer<T>>) => {
    setState('saving')
    const a = await call()
    setState(a.kind === 'ok' ? 'saved' : a.kind === 'signed-out' ? 'signed-out' : 'failed')
    if (a.kind === 'ok') reload()
    return a
  }
  // The email goes once: a 409 says it went already (from another tab or person).
  const rebook = async () => {
    const a = await act(() => staffApi('POST /bookings/:id/rebook-email', { params: { id: booking.bookingId }, body: {} }))
    if (a.kind === 'ok' || (a.kind === 'refused' && a.status === 409)) {
      setRebooked(true)
      setState('idle')
    }
  }
  if (new Date(booking.start).getTime() > now) return <p className="mt-2 text-sm text-ink-600">{cw.notStarted}</p>
  const marked = booking.attendance?.value
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      {marked && (
        <p className="font-semibold text-ink-900">
          {marked === 'attended' ? cw.markedAttended : cw.markedNoShow}
          <span className="font-normal text-ink-600"> · {fill(words.lead.by, { by: booking.attendance!.by })}</span>
        </p>
      )}
      {marked !== 'attended' && (
        <button
          type="button"
          className="btn-outline px-3 py-1.5 text-sm"
          onClick={() => void act(() => staffApi('POST /calls/:bookingId/attendance', { params, body: { attendance: 'attended' } }))}
        >
          {cw.attended}
        </button>
      )}
      {!marked && (
        <button
          type="button"
          className="btn-outline px-3 py-1.5 text-sm"
          onClick={() => void act(() => staffApi('POST /calls/:bookingId/attendance', { params, body: { attendance: 'no-show' } }))}
        >
          {cw.noShow}
        </button>
      )}
      {booking.rebookSentAt ? (
        <p className="text-sm text-ink-700">
          {fill(cw.rebookSentAt, { when: when(booking.rebookSentAt, props.locale, props.officeZone) })}
        </p>
      ) : (
        marked === 'no-show' &&
        (rebooked ? (
          <p className="text-sm text-ink-700">{cw.rebookSent}</p>
        ) : (
          <button type="button" className="btn-primary px-3 py-1.5 text-sm" onClick={() => void rebook()}>
            {cw.rebook}
          </button>
        ))
      )}
      <SaveStatus state={state} />
    </div>
  )
}

/** Staff's answer to an action: the server's reason when it refused (its `error`), so staff know what to change. */
const reasonOf = <T,>(a: ApiAnswer<T>) => (a.kind === 'refused' ? a.message : undefined)

export function BookingActions({ booking, props, reload }: { booking: StaffBooking; props: ConsoleProps; reload: () => void }) {
  const [state, setState] = useState<SaveState>('idle')
  const [reason, setReason] = useState<string | undefined>()
  const [moving, setMoving] = useState(false)
  const [now] = useState(Date.now)
  const params = { id: booking.bookingId }
  const act = async <T,>(call: () => Promise<ApiAnswer<T>>) => {
    setState('saving')
    const a = await call()
    setState(a.kind === 'ok' ? 'saved' : a.kind === 'signed-out' ? 'signed-out' : 'failed')
    setReason(reasonOf(a))
    if (a.kind === 'ok') reload()
  }
  // The card showed the rule: staff's change overrides it, and says so.
  const override = booking.terms ? { override: true } : {}
  if (new Date(booking.end).getTime() < now) return null
  return (
    <div className="mt-3 border-t border-ink-100 pt-3">
      {booking.terms && (
        <div className="mb-3 rounded-lg bg-warning-500/10 p-3 text-sm text-ink-900" data-booking-terms={booking.terms.rule}>
          <p>{booking.terms.message}</p>
          <p className="mt-1 text-ink-700">{bw.overrideNote}</p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn-outline px-3 py-1.5 text-sm" aria-expanded={moving} onClick={() => setMoving(!moving)}>
          {bw.move}
        </button>
        <button
          type="button"
          className="btn-outline px-3 py-1.5 text-sm"
          onClick={() => void act(() => staffApi('POST /bookings/:id/resend-link', { params, body: {} }))}
        >
          {bw.resend}
        </button>
        <button
          type="button"
          className="btn-outline px-3 py-1.5 text-sm text-danger-600"
          onClick={() => confirm(bw.cancelConfirm) && void act(() => staffApi('POST /bookings/:id/cancel', { params, body: override }))}
        >
          {bw.cancel}
        </button>
        <SaveStatus state={state} reason={reason} />
      </div>
      {new Date(booking.start).getTime() > now && <GiveTo booking={booking} reload={reload} />}
      {moving && (
        <MovePicker
          booking={booking}
          props={props}
          onMove={(start) => act(() => staffApi('POST /bookings/:id/move', { params, body: { start, ...override } }))}
        />
      )}
    </div>
  )
}

/** The free times of the call's meeting type and host pool (GET /bookings/:id/times), its own marked: staff pick one. */
export function MovePicker({
  booking,
  props,
  onMove,
}: {
  booking: StaffBooking
  props: ConsoleProps
  onMove: (start: string) => Promise<void>
}) {
  const times = useStaffData('GET /bookings/:id/times', { params: { id: booking.bookingId } })
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const start = String(new FormData(e.currentTarget).get('start') ?? '')
    if (start) void onMove(start)
  }
  const id = `move-${booking.bookingId}`
  const at = (iso: string) => when(iso, props.locale, props.officeZone)
  if (times.answer.kind === 'loading') return <p className="mt-3 text-sm text-ink-600">{bw.timesLoading}</p>
  return (
    <Loaded answer={times.answer} retry={times.reload}>
      {({ times: free }) =>
        free.some((t) => !t.current) ? (
          <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor={id} className="field-label">
                {bw.times}
              </label>
              <select id={id} name="start" required className="field-input py-2" defaultValue="">
                <option value="" disabled>
                  {bw.moveTo}
                </option>
                {free.map((t) => (
                  <option key={t.start} value={t.start} disabled={t.current}>
                    {t.current ? fill(bw.current, { time: at(t.start) }) : at(t.start)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-primary">
              {bw.moveSubmit}
            </button>
          </form>
        ) : (
          <p className="mt-3 text-sm text-ink-600">{bw.noTimes}</p>
        )
      }
    </Loaded>
  )
}
