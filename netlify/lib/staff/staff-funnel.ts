// GET /api/staff/funnel and GET /api/staff/calls: both read the index of people (person-index.ts)
// only. The funnel's wizard steps come from the partial saves (each save's step, kept per lead).
import { booking as bookingSettings } from '../../../src/generated/booking.ts'
import { growthSessionForm } from '../../../src/generated/forms.ts'
import { pipeline } from '../../../src/generated/pipeline.ts'
import { addDays, zonedDate, zonedInstant } from '../../../schemas/office-time.ts'
import { hostOf } from '../booking/host-roster.ts'
import type { LandingKind, PersonEntry } from './person-index.ts'
import type { CallList, Funnel, FunnelCounts } from '../../../schemas/staff-api-types.ts'
import { staffBooking } from './staff-leads.ts'

const WON = new Set(pipeline.statuses.filter((s) => s.conversion === 'won').map((s) => s.id))
const LANDING_KINDS: LandingKind[] = ['local', 'service', 'home', 'blog', 'other']

/** The office's date of an instant (content/booking.yaml's time zone), YYYY-MM-DD. */
export const officeDate = (at: Date | string) => zonedDate(new Date(at), bookingSettings.timezone)

/** The instant (ISO) the office's day `date` begins. */
const officeMidnight = (date: string) => zonedInstant(date, 0, bookingSettings.timezone).toISOString()

const DATE = /^\d{4}-\d{2}-\d{2}$/
export const dateParam = (v: string | null, fallback: string) => (v && DATE.test(v) ? v : fallback)

function counts(people: PersonEntry[]): FunnelCounts {
  return {
    leads: people.length,
    // A call cancelled (by them or by staff) is no call: booked means a booking that still stands or took place.
    booked: people.filter((p) => p.bookings.some((b) => b.status !== 'cancelled')).length,
    attended: people.filter((p) => p.bookings.some((b) => b.attendance?.value === 'attended')).length,
    won: people.filter((p) => WON.has(p.status)).length,
  }
}

function grouped<K extends string>(people: PersonEntry[], key: (p: PersonEntry) => K): Map<K, PersonEntry[]> {
  const out = new Map<K, PersonEntry[]>()
  for (const p of people) {
    const k = key(p)
    const list = out.get(k)
    if (list) list.push(p)
    else out.set(k, [p])
  }
  return out
}

/**
 * Each person once, under the form they first sent: the counts add up to the leads (a person who sent
 * the contact form and then the wizard counted under both made 6 leads read as 7 by form).
 */
export function leadsByFirstForm(people: readonly PersonEntry[]): Record<string, number> {
  const out: Record<string, number> = {}
  for (const p of people) {
    const first = p.leads.reduce((a, b) => (b.createdAt < a.createdAt ? b : a))
    out[first.form] = (out[first.form] ?? 0) + 1
  }
  return out
}

/** The funnel of the people who first wrote between `from` and `to` (office dates, inclusive). */
export function funnel(all: PersonEntry[], from: string, to: string): Funnel {
  // Dates compared as instants: the office's midnight of `from` and of the day after `to`.
  const start = officeMidnight(from)
  const end = officeMidnight(addDays(to, 1))
  const people = all.filter((p) => p.leads.length > 0 && p.createdAt >= start && p.createdAt < end)
  const wizard = people.flatMap((p) => p.leads.filter((l) => l.form === 'growth-session'))
  // A save's step is the step just answered: a wizard whose last save is step 3 shows step 4 when its
  // visitor leaves, so it reached step 4 and was left there. A visitor who answers nothing leaves no
  // record, so step 1 counts those who answered it and none left there.
  const answered = (l: (typeof wizard)[number]) => l.step ?? 0
  const steps = growthSessionForm.steps.map((s, i) => ({
    step: i + 1,
    field: s.field,
    reached: wizard.filter((l) => answered(l) >= Math.max(i, 1)).length,
    dropped: i === 0 ? 0 : wizard.filter((l) => answered(l) === i && !l.complete).length,
  }))
  const perForm = leadsByFirstForm(people)
  const bySource = [...grouped(people, (p) => p.source || 'direct')].map(([source, ps]) => ({ source, ...counts(ps) }))
  bySource.sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source))
  const byKind = grouped(people, (p) => p.landing)
  return {
    from,
    to,
    wizard: { starts: wizard.filter((l) => (l.step ?? 0) >= 1).length, steps, completed: wizard.filter((l) => l.complete).length },
    perForm,
    totals: counts(people),
    bySource,
    byLandingKind: LANDING_KINDS.map((kind) => ({ kind, ...counts(byKind.get(kind) ?? []) })),
  }
}

/** The calls between two office dates (inclusive), per host, each host's in time order. */
export function calls(all: PersonEntry[], from: string, to: string, host?: string): CallList {
  const hosts = new Map<string, CallList['hosts'][number]>()
  for (const p of all)
    for (const b of p.bookings) {
      const day = officeDate(b.start)
      if (day < from || day > to || (host && b.host !== host)) continue
      const id = b.host ?? ''
      if (!hosts.has(id)) hosts.set(id, { host: id, name: id ? hostOf(id).name : '', calls: [] })
      hosts.get(id)!.calls.push(staffBooking(b, p))
    }
  for (const h of hosts.values()) h.calls.sort((a, b) => a.start.localeCompare(b.start))
  return { from, to, hosts: [...hosts.values()].sort((a, b) => a.name.localeCompare(b.name)) }
}
