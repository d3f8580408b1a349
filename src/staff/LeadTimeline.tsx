// The lead's timeline, newest first: every change staff made (who, before and
// after), every message the site sent, each submission and each booking.
import { historyKind, type LeadDetail } from '../../schemas/staff-api-types.ts'
import { ownerName, type ConsoleProps } from './console-props.ts'
import { aud, fill, valueText, when, words } from './copy.ts'
import { statusLabel } from './statuses.ts'
import { Section } from './ui.tsx'

const w = words.lead
const c = words.changes
const hw = words.history as Record<string, string>

interface Entry {
  at: string
  text: string
  by?: string
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/**
 * A value of a history entry in words: a status's label, an owner's name, a next action with its date, a
 * call's time in office time, an address; never its stored key nor JSON.
 */
export function worded(kind: string, value: unknown, props: ConsoleProps): string {
  if (value === null || value === undefined || value === '') return words.frame.empty
  if (kind === 'status' && typeof value === 'string') return statusLabel(value)
  if (kind === 'owner' && typeof value === 'string') return ownerName(props, value)
  if (kind === 'value' && typeof value === 'number') return aud(value, props.locale)
  if (kind === 'attendance' && typeof value === 'string')
    return value === 'attended' ? words.calls.markedAttended : value === 'no-show' ? words.calls.markedNoShow : value
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? when(value, props.locale, props.officeZone) : value
  if (Array.isArray(value)) return value.map((v) => worded(kind, v, props)).join(', ')
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>
    if ('text' in v) return v.due ? `${valueText(v.text)} (${valueText(v.due)})` : valueText(v.text)
    if (typeof v.start === 'string') return worded(kind, v.start, props)
    if ('to' in v) return worded(kind, v.to, props)
    if ('value' in v) return worded(kind, v.value, props)
    return Object.values(v)
      .map((x) => worded(kind, x, props))
      .join(', ')
  }
  return valueText(value)
}

/** One history entry as a line: its kind's wording (content's `history`), filled with its values in words. */
export function historyLine(h: LeadDetail['history'][number], props: ConsoleProps): string {
  const kind = historyKind(h.what)
  const after = h.after as { to?: unknown } | null
  const field = (v: unknown, k: string) =>
    v && typeof v === 'object' && k in v ? worded(kind, (v as Record<string, unknown>)[k], props) : ''
  const values = {
    what: kind,
    before: worded(kind, h.before, props),
    after: worded(kind, h.after, props),
    to: after && typeof after === 'object' && 'to' in after ? worded(kind, after.to, props) : worded(kind, h.after, props),
    // An email from the lead page: its subject; a duplicate merged in: their name, else their address.
    subject: field(h.after, 'subject'),
    name: field(h.before, 'name') && field(h.before, 'name') !== words.frame.empty ? field(h.before, 'name') : field(h.before, 'email'),
  }
  return fill(hw[kind] ?? hw.other!, values)
}

export function timelineOf(lead: LeadDetail, props: ConsoleProps): Entry[] {
  const entries: Entry[] = [
    ...lead.history.map((h) => ({ at: h.at, by: h.by, text: historyLine(h, props) })),
    ...lead.messages.map((m) => ({
      at: m.createdAt,
      text: fill(c.message, { subject: m.subject ?? m.event, channel: m.channel, status: m.status }),
    })),
    // One entry per form fill: a wizard's step saves are one, left part way or finished.
    ...lead.submissions.map((s) => {
      const form = (words.forms as Record<string, string>)[s.form] ?? s.form
      const partial = s.of !== undefined && !s.completed
      return {
        at: s.receivedAt,
        text: partial ? fill(c.partial, { form, reached: s.reached ?? 0, of: s.of! }) : fill(c.submission, { form }),
      }
    }),
  ]
  return entries.sort((a, b) => b.at.localeCompare(a.at))
}

export function LeadTimeline({ lead, props }: { lead: LeadDetail; props: ConsoleProps }) {
  const entries = timelineOf(lead, props)
  return (
    <Section title={w.timeline} id="lead-timeline">
      {entries.length ? (
        <ol className="grid gap-2">
          {entries.map((e, i) => (
            <li key={i} className="grid gap-x-3 border-l-2 border-brand-200 pl-3 sm:grid-cols-[9rem_1fr]">
              <time dateTime={e.at} className="text-sm whitespace-nowrap text-ink-600">
                {when(e.at, props.locale, props.officeZone)}
              </time>
              <p className="text-ink-900">
                {e.text}
                {e.by && <span className="block text-sm text-ink-600">{fill(w.by, { by: e.by })}</span>}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-ink-600">{w.noTimeline}</p>
      )}
    </Section>
  )
}
