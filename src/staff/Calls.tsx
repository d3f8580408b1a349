// /staff/calls/ (?range=week): the calls of today or the next seven days, per
// host, in office time with the prospect's beside it; attendance after the
// start; their answers fetched when opened; the hosts' time off below.
import { useState } from 'react'
import { staffApi, type ApiAnswer } from './api.ts'
import type { LeadDetail, StaffBooking } from '../../schemas/staff-api-types.ts'
import { Attendance, BookingTimes, MovePicker } from './BookingCard.tsx'
import type { ConsoleProps } from './console-props.ts'
import { addDays, zonedDate } from '../../schemas/office-time.ts'
import { fill, words } from './copy.ts'
import { leadPageHref, STAFF_PAGES } from '../lib/staff-routes.ts'
import { TimeOff } from './TimeOff.tsx'
import { AnswerList, Loaded, SaveStatus, Section, type SaveState } from './ui.tsx'
import { useStaffData } from './use-staff-data.ts'

const w = words.calls

export function Calls(props: ConsoleProps) {
  const week = new URLSearchParams(location.search).get('range') === 'week'
  const from = zonedDate(new Date(), props.officeZone)
  const to = week ? addDays(from, 6) : from
  const calls = useStaffData('GET /calls', { query: { from, to } })
  const [affected, setAffected] = useState<string[]>([])
  return (
    <div className="grid gap-5">
      <nav aria-label={words.titles.calls} className="flex gap-2">
        {[
          [false, w.today, STAFF_PAGES.calls],
          [true, w.week, `${STAFF_PAGES.calls}?range=week`],
        ].map(([isWeek, label, href]) => (
          <a
            key={String(href)}
            href={String(href)}
            aria-current={isWeek === week ? 'page' : undefined}
            className={`rounded-pill border px-4 py-1.5 font-semibold ${isWeek === week ? 'border-brand-700 bg-brand-700 text-white' : 'border-ink-300 bg-white text-ink-800'}`}
          >
            {String(label)}
          </a>
        ))}
      </nav>
      <Loaded answer={calls.answer} retry={calls.reload}>
        {(data) => {
          const hosts = data.hosts.filter((h) => h.calls.length)
          if (!hosts.length) return <p className="rounded-xl border border-ink-200 bg-white p-5 text-ink-700">{w.none}</p>
          return hosts.map((h) => (
            <Section key={h.host} id={`host-${h.host || 'none'}`} title={h.host ? fill(w.host, { host: h.name || h.host }) : w.noHost}>
              <ul className="grid gap-3">
                {h.calls.map((b) => (
                  <li key={b.bookingId}>
                    <Call booking={b} props={props} reload={calls.reload} />
                  </li>
                ))}
              </ul>
            </Section>
          ))
        }}
      </Loaded>
      {affected.length > 0 && <OnTimeOff ids={affected} props={props} />}
      <TimeOff onAffected={setAffected} />
    </div>
  )
}

function Call({ booking, props, reload }: { booking: StaffBooking; props: ConsoleProps; reload: () => void }) {
  return (
    <article className="rounded-lg border border-ink-100 p-3" aria-label={booking.name}>
      <CallHeader booking={booking} props={props} />
      {booking.status !== 'cancelled' && <Attendance booking={booking} props={props} reload={reload} />}
      {booking.personId && <Answers personId={booking.personId} />}
    </article>
  )
}

/** How far ahead the calls on time off are looked for: past the booking horizon, so every one booked is found. */
const AHEAD_DAYS = 400

/**
 * The calls a saved time off leaves with an absent host: each can be moved to a free time (the move picker)
 * or its prospect emailed to pick a new one (the rebook-email route, which sends the host-away email).
 */
function OnTimeOff({ ids, props }: { ids: string[]; props: ConsoleProps }) {
  const from = zonedDate(new Date(), props.officeZone)
  const calls = useStaffData('GET /calls', { query: { from, to: addDays(from, AHEAD_DAYS) } })
  return (
    <Section title={w.affected} id="calls-on-time-off">
      <p className="mb-3 text-ink-700">{w.affectedIntro}</p>
      <Loaded answer={calls.answer} retry={calls.reload}>
        {(data) => {
          const all = data.hosts.flatMap((h) => h.calls)
          const found = ids.flatMap((id) => all.filter((b) => b.bookingId === id))
          return (
            <ul className="grid gap-3">
              {found.map((b) => (
                <li key={b.bookingId}>
                  <AffectedCall booking={b} props={props} reload={calls.reload} />
                </li>
              ))}
            </ul>
          )
        }}
      </Loaded>
    </Section>
  )
}

function AffectedCall({ booking, props, reload }: { booking: StaffBooking; props: ConsoleProps; reload: () => void }) {
  const [emailed, setEmailed] = useState(false)
  const [state, setState] = useState<SaveState>('idle')
  const [reason, setReason] = useState<string | undefined>()
  const settle = <T,>(a: ApiAnswer<T>) => {
    setState(a.kind === 'ok' ? 'saved' : a.kind === 'signed-out' ? 'signed-out' : 'failed')
    setReason(a.kind === 'refused' ? a.message : undefined)
    return a.kind === 'ok'
  }
  const email = async () => {
    setState('saving')
    if (settle(await staffApi('POST /bookings/:id/rebook-email', { params: { id: booking.bookingId }, body: {} }))) setEmailed(true)
  }
  const move = async (start: string) => {
    setState('saving')
    if (settle(await staffApi('POST /bookings/:id/move', { params: { id: booking.bookingId }, body: { start } }))) reload()
  }
  return (
    <article className="rounded-lg border border-ink-100 p-3" aria-label={booking.name}>
      <CallHeader booking={booking} props={props} />
      {booking.status !== 'cancelled' && (
        <>
          <MovePicker booking={booking} props={props} onMove={move} />
          <div className="mt-2 flex flex-wrap items-center gap-2">
            {emailed ? (
              <p className="text-sm text-ink-700">{w.affectedEmailed}</p>
            ) : (
              <button type="button" className="btn-outline px-3 py-1.5 text-sm" onClick={() => void email()}>
                {w.affectedEmail}
              </button>
            )}
            <SaveStatus state={state} reason={reason} />
          </div>
        </>
      )}
    </article>
  )
}

/** A call card's top: its time, the person (their lead page), what the call is and where. */
function CallHeader({ booking, props }: { booking: StaffBooking; props: ConsoleProps }) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <BookingTimes booking={booking} props={props} />
        <p className="font-semibold">
          {booking.personId ? (
            <a className="text-brand-700 underline" href={leadPageHref(booking.personId)}>
              {booking.name}
            </a>
          ) : (
            booking.name
          )}
        </p>
      </div>
      <CallFacts booking={booking} />
    </>
  )
}

/** What the call is and where: its meeting type, the company, the join link (a confirmed video call). */
function CallFacts({ booking }: { booking: StaffBooking }) {
  return (
    <div className="mt-1 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3">
        {booking.typeName && (
          <>
            <dt className="text-ink-600">{w.meetingType}</dt>
            <dd>{booking.typeName}</dd>
          </>
        )}
        {booking.company && (
          <>
            <dt className="text-ink-600">{w.company}</dt>
            <dd>{booking.company}</dd>
          </>
        )}
      </dl>
      {booking.joinUrl && booking.status !== 'cancelled' && (
        <p className="mt-1">
          <a className="font-semibold text-brand-700 underline" href={booking.joinUrl}>
            {words.lead.join}
          </a>
        </p>
      )}
    </div>
  )
}

/** The prospect's answers, fetched the first time they are opened. */
function Answers({ personId }: { personId: string }) {
  const [lead, setLead] = useState<LeadDetail | null | 'loading'>(null)
  const open = () => {
    if (lead !== null) return
    setLead('loading')
    void staffApi('GET /leads/:id', { params: { id: personId } }).then((a) => setLead(a.kind === 'ok' ? a.data : null))
  }
  return (
    <details className="mt-2" onToggle={open}>
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">{w.answers}</summary>
      {lead === 'loading' && <p className="text-sm text-ink-600">{words.frame.loading}</p>}
      {lead && lead !== 'loading' && <AnswerList answers={lead.merged} className="mt-2" />}
    </details>
  )
}
