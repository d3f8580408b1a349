// /staff/lead/?id=<person id>: everything about one person on one page: how
// to reach them, possible duplicates to merge, the pipeline controls, what they are owed and their tasks, their
// calls (with the booking actions), notes, an email to them, the timeline, every submission with the labels they
// saw, and the
// erase for a privacy request (once erased, only the result is left).
import { useEffect, useState } from 'react'
import type { LeadDetail } from '../../schemas/staff-api-types.ts'
import { BookingCard } from './BookingCard.tsx'
import type { ConsoleProps } from './console-props.ts'
import { when, words } from './copy.ts'
import { LeadDuplicates } from './LeadDuplicates.tsx'
import { LeadEmail } from './LeadEmail.tsx'
import { LeadDue } from './LeadDue.tsx'
import { LeadErase, LeadErased } from './LeadErase.tsx'
import { LeadConversions } from './LeadConversions.tsx'
import { LeadNotes } from './LeadNotes.tsx'
import { LeadPipeline } from './LeadPipeline.tsx'
import { LeadSubmissions } from './LeadSubmissions.tsx'
import { LeadTimeline } from './LeadTimeline.tsx'
import { leadPageHref, STAFF_PAGES } from '../lib/staff-routes.ts'
import { Loaded, Section } from './ui.tsx'
import { useStaffData } from './use-staff-data.ts'

const w = words.lead

export function LeadPage(props: ConsoleProps) {
  const id = new URLSearchParams(location.search).get('id') ?? ''
  const lead = useStaffData('GET /leads/:id', { params: { id } })
  const [erased, setErased] = useState<string | null>(null)
  const merged = lead.answer.kind === 'not-found' ? lead.answer.mergedInto : undefined
  // An old link to a person merged into another: their page has everything now.
  useEffect(() => {
    if (merged) location.replace(leadPageHref(merged))
  }, [merged])
  if (erased !== null) return <LeadErased email={erased} />
  return (
    <div>
      <a href={STAFF_PAGES.inbox} className="font-semibold text-brand-700 underline">
        {w.back}
      </a>
      <Loaded answer={lead.answer} retry={lead.reload}>
        {(l) => <LeadBody lead={l} props={props} reload={lead.reload} onErased={() => setErased(l.email)} />}
      </Loaded>
    </div>
  )
}

function LeadBody({ lead, props, reload, onErased }: { lead: LeadDetail; props: ConsoleProps; reload: () => void; onErased: () => void }) {
  return (
    <>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-ink-900">{lead.name || lead.email}</h1>
      {lead.company && <p className="mt-1 text-lg text-ink-600">{lead.company}</p>}
      <div className="mt-5 empty:hidden">
        <LeadDuplicates lead={lead} reload={reload} />
      </div>
      <div className="mt-5 grid gap-5 lg:grid-cols-[2fr_3fr]">
        <div className="grid content-start gap-5">
          <Section title={w.contact} id="lead-contact">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="text-ink-600">{w.email}</dt>
              <dd className="break-all">
                <a className="text-brand-700 underline" href={`mailto:${lead.email}`}>
                  {lead.email}
                </a>
              </dd>
              {lead.phone && (
                <>
                  <dt className="text-ink-600">{w.phone}</dt>
                  <dd>
                    <a className="text-brand-700 underline" href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>
                      {lead.phone}
                    </a>
                  </dd>
                </>
              )}
              <dt className="text-ink-600">{w.created}</dt>
              <dd>{when(lead.createdAt, props.locale, props.officeZone)}</dd>
              <dt className="text-ink-600">{w.source}</dt>
              <dd>{lead.source}</dd>
            </dl>
          </Section>
          <LeadPipeline lead={lead} team={props.team} locale={props.locale} officeZone={props.officeZone} reload={reload} />
          <LeadDue lead={lead} props={props} reload={reload} />
          <Section title={w.bookings} id="lead-bookings">
            {lead.bookings.length ? (
              <ul className="grid gap-3">
                {lead.bookings.map((b) => (
                  <li key={b.bookingId}>
                    <BookingCard booking={b} props={props} reload={reload} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-ink-600">{w.noBookings}</p>
            )}
          </Section>
          <LeadNotes lead={lead} reload={reload} props={props} />
        </div>
        <div className="grid content-start gap-5">
          <LeadEmail lead={lead} reload={reload} />
          <LeadTimeline lead={lead} props={props} />
          <LeadSubmissions lead={lead} props={props} />
          <LeadConversions lead={lead} props={props} />
          <LeadErase lead={lead} onErased={onErased} />
        </div>
      </div>
    </>
  )
}
