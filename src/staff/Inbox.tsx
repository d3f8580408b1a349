// /staff/inbox/: the leads, newest first, with counts per status, what is due
// today, and filters that live in the URL (a native GET form), so a view can
// be shared or bookmarked; paging follows the API's cursor. Rendered only in
// the browser (StaffConsole waits for the mount), so it reads location freely.
import { queryOf } from './api.ts'
import type { LeadList, LeadListItem } from '../../schemas/staff-api-types.ts'
import { ownerName, type ConsoleProps } from './console-props.ts'
import { zonedDate } from '../../schemas/office-time.ts'
import { fill, when, words } from './copy.ts'
import { InboxFilters, type InboxFilter } from './InboxFilters.tsx'
import { leadPageHref, STAFF_API, STAFF_PAGES } from '../lib/staff-routes.ts'
import { StaleMark } from './StaleMark.tsx'
import { statusLabel } from './statuses.ts'
import { Loaded, Section } from './ui.tsx'
import { useStaffData } from './use-staff-data.ts'

const w = words.inbox
const FILTER_KEYS = ['q', 'status', 'owner', 'form', 'source', 'from', 'to'] as const

function filterFromUrl(): InboxFilter {
  const q = new URLSearchParams(location.search)
  return Object.fromEntries(FILTER_KEYS.map((k) => [k, q.get(k) ?? undefined])) as InboxFilter
}

export function Inbox(props: ConsoleProps) {
  const filter = filterFromUrl()
  const cursor = new URLSearchParams(location.search).get('cursor')
  const list = useStaffData('GET /leads', { query: { ...filter, cursor: cursor ?? undefined } })
  const today = zonedDate(new Date(), props.officeZone)
  const due = useStaffData('GET /leads', { query: { limit: '200' } })
  return (
    <div className="grid gap-5">
      <DueToday answer={due.answer} retry={due.reload} today={today} />
      <InboxFilters filter={filter} team={props.team} />
      <Loaded answer={list.answer} retry={list.reload}>
        {(data) => (
          <>
            <StatusCounts counts={data.counts} filter={filter} />
            <LeadTable items={data.items} props={props} />
            <nav aria-label={w.table} className="flex flex-wrap items-center gap-4">
              {cursor && (
                <a className="btn-outline" href={`${STAFF_PAGES.inbox}${queryOf(filter)}`}>
                  {w.first}
                </a>
              )}
              {data.next && (
                <a className="btn-outline" href={`${STAFF_PAGES.inbox}${queryOf({ ...filter, cursor: data.next })}`}>
                  {w.more}
                </a>
              )}
              <a className="ml-auto font-semibold text-brand-700 underline" href={`${STAFF_API}/export.csv${queryOf(filter)}`} download>
                {w.export}
              </a>
              <a className="font-semibold text-brand-700 underline" href={`${STAFF_API}/export-submissions.csv${queryOf(filter)}`} download>
                {w.exportSubmissions}
              </a>
            </nav>
          </>
        )}
      </Loaded>
    </div>
  )
}

function DueToday({
  answer,
  retry,
  today,
}: {
  answer: Parameters<typeof Loaded<LeadList>>[0]['answer']
  retry: () => void
  today: string
}) {
  return (
    <Section title={w.due} id="due-today">
      <Loaded answer={answer} retry={retry}>
        {(data) => {
          // The API has no due filter: the 200 most recent people, and of them what is due by today.
          const items = data.items.filter((l) => l.nextAction?.due && l.nextAction.due <= today)
          if (!items.length) return <p className="text-ink-600">{w.dueEmpty}</p>
          return (
            <ul className="grid gap-2">
              {items.map((l) => (
                <li key={l.id} className="flex flex-wrap gap-x-3">
                  <a className="font-semibold text-brand-700 underline" href={leadPageHref(l.id)}>
                    {leadName(l)}
                  </a>
                  <span className="text-ink-700">{l.nextAction!.text}</span>
                  <span className="text-ink-500">{l.nextAction!.due}</span>
                </li>
              ))}
            </ul>
          )
        }}
      </Loaded>
    </Section>
  )
}

function StatusCounts({ counts, filter }: { counts: Record<string, number>; filter: InboxFilter }) {
  const ids = Object.keys(counts)
  return (
    <section aria-labelledby="status-counts">
      <h2 id="status-counts" className="sr-only">
        {w.counts}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {ids.map((id) => (
          <li key={id}>
            <a
              href={`${STAFF_PAGES.inbox}${queryOf({ ...filter, status: id })}`}
              aria-current={filter.status === id ? 'true' : undefined}
              className={`inline-flex items-center gap-2 rounded-pill border px-3 py-1 text-sm font-medium ${filter.status === id ? 'border-brand-700 bg-brand-700 text-white' : 'border-ink-300 bg-white text-ink-800 hover:border-brand-500'}`}
            >
              {statusLabel(id)} <span className="font-bold">{counts[id]}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The link text of a lead: never empty (a lead without one could be neither opened nor erased). */
const leadName = (l: LeadListItem) => l.name || l.email || l.company || w.unnamed

/** The call of a lead: its time, or a cancelled one's struck through after the word, never read as a call to come. */
function BookingCell({ item, props }: { item: LeadListItem; props: ConsoleProps }) {
  const b = item.booking
  if (!b) return <span className="text-ink-500">{w.noBooking}</span>
  const time = when(b.start, props.locale, props.officeZone)
  if (b.status !== 'cancelled') return <>{time}</>
  return (
    <span className="text-ink-600">
      <span className="font-semibold text-danger-600">{words.lead.cancelled}</span> <s>{time}</s>
    </span>
  )
}

/**
 * The inbox on a phone (under 640 px): a card per lead with what staff triage by (name, company, status,
 * owner, what is due and the call), instead of a table scrolled sideways.
 */
function LeadCards({ items, props }: { items: LeadListItem[]; props: ConsoleProps }) {
  return (
    <ul aria-label={w.table} className="grid gap-2 sm:hidden">
      {items.map((l) => (
        <li key={l.id} className="rounded-xl border border-ink-200 bg-white p-3">
          <div className="flex items-baseline justify-between gap-2">
            <a className="font-semibold break-all text-brand-700 underline" href={leadPageHref(l.id)}>
              {leadName(l)}
            </a>
            <span className="shrink-0 rounded-pill bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-800">
              {statusLabel(l.status)}
            </span>
          </div>
          {l.company && <p className="text-ink-700">{l.company}</p>}
          {(l.stale || l.duplicates?.length) && (
            <p className="mt-1 flex flex-wrap gap-1">
              {l.stale && <StaleMark />}
              {l.duplicates?.length ? (
                <span className="rounded-pill bg-warning-500/20 px-2 py-0.5 text-xs font-semibold text-ink-900">
                  {words.duplicates.inbox}
                </span>
              ) : null}
            </p>
          )}
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            <dt className="text-ink-600">{w.ownerColumn}</dt>
            <dd>{ownerName(props, l.owner) || w.noOwner}</dd>
            {l.nextAction && (
              <>
                <dt className="text-ink-600">{words.lead.nextAction}</dt>
                <dd>
                  {l.nextAction.text}
                  {l.nextAction.due && (
                    <span className="block font-semibold text-ink-900">{fill(w.dueOn, { date: l.nextAction.due })}</span>
                  )}
                </dd>
              </>
            )}
            <dt className="text-ink-600">{w.booking}</dt>
            <dd>
              <BookingCell item={l} props={props} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  )
}

function LeadTable({ items, props }: { items: LeadListItem[]; props: ConsoleProps }) {
  if (!items.length) return <p className="rounded-xl border border-ink-200 bg-white p-5 text-ink-700">{w.empty}</p>
  // Focusable so a keyboard can scroll it (axe: scrollable-region-focusable); on a phone the cards above stand in for it.
  return (
    <>
      <LeadCards items={items} props={props} />
      <div
        role="region"
        aria-labelledby="leads-caption"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="hidden overflow-x-auto rounded-xl border border-ink-200 bg-white sm:block"
      >
        <table className="w-full min-w-[720px] text-left text-sm">
          <caption id="leads-caption" className="sr-only">
            {w.table}
          </caption>
          <thead className="bg-ink-50 text-ink-700">
            <tr>
              {[w.name, w.company, w.statusColumn, w.ownerColumn, w.sourceColumn, w.created, w.booking].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((l) => (
              <tr key={l.id} className="border-t border-ink-100 align-top">
                <th scope="row" className="px-3 py-2 font-semibold">
                  <a className="text-brand-700 underline" href={leadPageHref(l.id)}>
                    {leadName(l)}
                  </a>
                  <span className="block font-normal text-ink-600">{l.email}</span>
                  {/* Another lead may be this person: their lead page offers the merge (LeadDuplicates). */}
                  {l.duplicates?.length ? (
                    <span className="mt-1 inline-block rounded-pill bg-warning-500/20 px-2 py-0.5 text-xs font-semibold text-ink-900">
                      {words.duplicates.inbox}
                    </span>
                  ) : null}
                </th>
                <td className="px-3 py-2">{l.company || words.frame.empty}</td>
                <td className="px-3 py-2">
                  <span className="rounded-pill bg-brand-50 px-2 py-0.5 font-medium text-brand-800">{statusLabel(l.status)}</span>
                  {l.stale && (
                    <span className="ml-1">
                      <StaleMark />
                    </span>
                  )}
                </td>
                <td className="px-3 py-2">{ownerName(props, l.owner) || w.noOwner}</td>
                <td className="px-3 py-2">{l.source === 'direct' || !l.source ? w.direct : l.source}</td>
                <td className="px-3 py-2 whitespace-nowrap">{when(l.createdAt, props.locale, props.officeZone)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <BookingCell item={l} props={props} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
