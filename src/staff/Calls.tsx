// /staff/calls/ (?range=week): the calls of today or the next seven days, per
// host, in office time with the prospect's beside it; attendance after the
// start; their answers fetched when opened; the hosts' time off below.
import { useState } from 'react'
import { staffApi } from './api.ts'
import type { LeadDetail, StaffBooking } from '../../schemas/staff-api-types.ts'
import { Attendance, BookingTimes } from './BookingCard.tsx'
import type { ConsoleProps } from './console-props.ts'
import { addDays, zonedDate } from '../../schemas/office-time.ts'
import { fill, valueText, words } from './copy.ts'
import { leadPageHref, STAFF_PAGES } from '../lib/staff-routes.ts'
import { TimeOff } from './TimeOff.tsx'
import { Loaded, Section } from './ui.tsx'
import { useStaffData } from './use-staff-data.ts'

const w = words.calls

export function Calls(props: ConsoleProps) {
  const week = new URLSearchParams(location.search).get('range') === 'week'
  const from = zonedDate(new Date(), props.officeZone)
  const to = week ? addDays(from, 6) : from
  const calls = useStaffData('GET /calls', { query: { from, to } })
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
      <TimeOff />
    </div>
  )
}

function Call({ booking, props, reload }: { booking: StaffBooking; props: ConsoleProps; reload: () => void }) {
  return (
    <article className="rounded-lg border border-ink-100 p-3" aria-label={booking.name}>
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
      {booking.status === 'cancelled' ? (
        <p className="mt-1 text-sm font-semibold text-danger-600">{words.lead.cancelled}</p>
      ) : (
        <Attendance booking={booking} props={props} reload={reload} />
      )}
      {booking.personId && <Answers personId={booking.personId} />}
    </article>
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
      {lead && lead !== 'loading' && (
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,14rem)_1fr]">
          {lead.merged.map((a) => (
            <div key={a.field} className="contents">
              <dt className="text-ink-600">{a.label}</dt>
              <dd className="break-words text-ink-900">{valueText(a.value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </details>
  )
}
