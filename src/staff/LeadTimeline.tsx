// The lead's timeline, newest first: every change staff made (who, before and
// after), every message the site sent, each submission and each booking.
import type { LeadDetail } from '../../schemas/staff-api-types.ts'
import { ownerName, type ConsoleProps } from './console-props.ts'
import { aud, fill, valueText, when, words } from './copy.ts'
import { statusLabel } from './statuses.ts'
import { Section } from './ui.tsx'

const w = words.lead
const c = words.changes

interface Entry {
  at: string
  text: string
  by?: string
}

function changeValue(what: string, value: unknown, props: ConsoleProps): string {
  if (value === null || value === undefined || value === '') return words.frame.empty
  if (what === 'status' && typeof value === 'string') return statusLabel(value)
  if (what === 'owner' && typeof value === 'string') return ownerName(props, value)
  if (what === 'value' && typeof value === 'number') return aud(value, props.locale)
  if (typeof value === 'object' && !Array.isArray(value) && 'text' in value) {
    const v = value as { text: unknown; due?: unknown }
    return v.due ? `${valueText(v.text)} (${valueText(v.due)})` : valueText(v.text)
  }
  if (typeof value === 'object' && !Array.isArray(value) && 'value' in value) return valueText((value as { value: unknown }).value)
  return valueText(value)
}

/** An email sent from the lead page (its subject) or a duplicate merged in (their name, else address), in words. */
function toolLine(what: 'email' | 'merge', before: unknown, after: unknown): string {
  const field = (v: unknown, k: string) => (v && typeof v === 'object' && k in v ? valueText((v as Record<string, unknown>)[k]) : '')
  if (what === 'email') return fill(c.email, { subject: field(after, 'subject') })
  const name = field(before, 'name')
  return fill(c.merge, { name: name && name !== words.frame.empty ? name : field(before, 'email') })
}

export function timelineOf(lead: LeadDetail, props: ConsoleProps): Entry[] {
  const label = (what: string) => (c as Record<string, string>)[what] ?? what
  const entries: Entry[] = [
    ...lead.history.map((h) => ({
      at: h.at,
      by: h.by,
      text:
        h.what === 'note'
          ? label('note')
          : h.what === 'email' || h.what === 'merge'
            ? toolLine(h.what, h.before, h.after)
            : fill(w.change, {
                what: label(h.what),
                before: changeValue(h.what, h.before, props),
                after: changeValue(h.what, h.after, props),
              }),
    })),
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
