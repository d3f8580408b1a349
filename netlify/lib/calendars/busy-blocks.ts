// The times a host is busy, from an iCalendar text (a feed, or one CalDAV
// object). Pure: text in, instants out. ical.js does the reading (RRULE,
// EXDATE, RECURRENCE-ID overrides, VTIMEZONE); this file only decides what
// counts as busy and turns each time into an instant:
// - an event marked free (TRANSP:TRANSPARENT) or cancelled, or an override
//   that cancels one occurrence, blocks nothing;
// - an all-day event blocks its dates from midnight to midnight where the host
//   is (the office zone): "on leave 3 December" is the host's 3 December;
// - a time with a TZID this system knows (America/New_York) is read with the
//   system's zone rules; one it does not know (Outlook's "AUS Eastern Standard
//   Time") with the calendar's own VTIMEZONE; a floating time is the host's.
import ICAL from 'ical.js'
import { calendarDate, isTimeZone, zonedInstant } from '../../../schemas/office-time.ts'

export interface BusyBlock {
  start: Date
  end: Date
}

export interface BusyRange {
  from: Date
  to: Date
}

/** A recurring event expanded this far and no further (a FREQ=MINUTELY rule must not stop a function). */
const MAX_OCCURRENCES = 20_000

const DAY_MS = 86_400_000

const dateOf = (t: ICAL.Time) => calendarDate(t.year, t.month, t.day)
const wallIn = (t: ICAL.Time, timeZone: string) =>
  new Date(zonedInstant(dateOf(t), t.hour * 60 + t.minute, timeZone).getTime() + t.second * 1000)

/**
 * The TZID a time was written with. ical.js keeps it as `timezone` when the
 * calendar has no VTIMEZONE for it (a feed that names "America/New_York" and
 * relies on the reader knowing it); its types leave that field out.
 */
const writtenZone = (t: ICAL.Time): string | undefined => (t as ICAL.Time & { timezone?: string }).timezone

/** The instant an ical.js time stands for; dates and floating times are read in `hostZone`. */
function instantOf(t: ICAL.Time, hostZone: string): Date {
  if (t.isDate) return zonedInstant(dateOf(t), 0, hostZone)
  if (t.zone === ICAL.Timezone.utcTimezone) return t.toJSDate()
  const tzid = writtenZone(t) ?? (t.zone && t.zone !== ICAL.Timezone.localTimezone ? t.zone.tzid : undefined)
  if (tzid && tzid !== 'floating' && isTimeZone(tzid)) return wallIn(t, tzid)
  // A zone defined by the calendar's own VTIMEZONE: ical.js applies its offsets.
  if (t.zone && t.zone.tzid !== 'floating' && t.zone !== ICAL.Timezone.localTimezone) return t.toJSDate()
  return wallIn(t, hostZone)
}

const isFree = (c: ICAL.Component) =>
  String(c.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT' ||
  String(c.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED'

function block(start: ICAL.Time, end: ICAL.Time | null, hostZone: string): BusyBlock | null {
  const s = instantOf(start, hostZone)
  let e = end ? instantOf(end, hostZone) : s
  // An all-day event without an end is one day long (RFC 5545 3.6.1).
  if (start.isDate && e <= s) e = new Date(s.getTime() + DAY_MS)
  return e > s ? { start: s, end: e } : null
}

const overlaps = (b: BusyBlock, range: BusyRange) => b.start < range.to && b.end > range.from

/**
 * A time's wall clock read as if it were UTC: within 14 hours of its instant in
 * any zone. Working out the exact instant costs Intl calls; a feed holds years
 * of past events and occurrences, so those far from the range are dropped on
 * this cheap figure first (`npm run bench`-sized feeds: seconds down to tens of ms).
 */
const roughMs = (t: ICAL.Time) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second)
const SLACK_MS = DAY_MS
const mayOverlap = (start: ICAL.Time, durationMs: number, range: BusyRange) =>
  roughMs(start) - SLACK_MS < range.to.getTime() && roughMs(start) + durationMs + SLACK_MS > range.from.getTime()
const durationMs = (event: ICAL.Event) => Math.max(0, event.duration.toSeconds() * 1000, event.startDate.isDate ? DAY_MS : 0)

/** Sorted, overlapping and touching blocks joined: what the slot engine and the cache need, nothing more. */
export function mergeBlocks(blocks: readonly BusyBlock[]): BusyBlock[] {
  const sorted = [...blocks].sort((a, b) => a.start.getTime() - b.start.getTime())
  const out: BusyBlock[] = []
  for (const b of sorted) {
    const last = out.at(-1)
    if (last && b.start <= last.end) last.end = new Date(Math.max(last.end.getTime(), b.end.getTime()))
    else out.push({ start: b.start, end: b.end })
  }
  return out
}

function occurrencesOf(event: ICAL.Event, range: BusyRange, hostZone: string): BusyBlock[] {
  const out: BusyBlock[] = []
  const it = event.iterator()
  const length = durationMs(event)
  for (let n = 0, next = it.next(); next && n < MAX_OCCURRENCES; n++, next = it.next()) {
    if (roughMs(next) - SLACK_MS >= range.to.getTime()) break
    if (!mayOverlap(next, length, range)) continue
    const details = event.getOccurrenceDetails(next)
    // An override (RECURRENCE-ID) is read as its own event: it may have moved anywhere, or been cancelled.
    if (details.item !== event) continue
    const b = block(details.startDate, details.endDate, hostZone)
    if (!b) continue
    if (b.start >= range.to) break
    if (overlaps(b, range)) out.push(b)
  }
  return out
}

/** The busy blocks of an iCalendar text within `range`, merged and sorted. */
export function busyBlocks(icsText: string, range: BusyRange, hostZone: string): BusyBlock[] {
  const calendar = new ICAL.Component(ICAL.parse(icsText))
  const vevents = calendar.getAllSubcomponents('vevent')
  const masters = new Map<string, ICAL.Event>()
  const overrides: ICAL.Event[] = []
  for (const c of vevents) {
    const event = new ICAL.Event(c)
    if (event.isRecurrenceException()) overrides.push(event)
    else masters.set(event.uid, event)
  }
  for (const o of overrides) masters.get(o.uid)?.relateException(o)
  const out: BusyBlock[] = []
  for (const event of masters.values()) {
    if (isFree(event.component)) continue
    if (event.isRecurring()) out.push(...occurrencesOf(event, range, hostZone))
    else if (mayOverlap(event.startDate, durationMs(event), range)) {
      const b = block(event.startDate, event.endDate, hostZone)
      if (b && overlaps(b, range)) out.push(b)
    }
  }
  for (const o of overrides) {
    if (isFree(o.component) || !mayOverlap(o.startDate, durationMs(o), range)) continue
    const b = block(o.startDate, o.endDate, hostZone)
    if (b && overlaps(b, range)) out.push(b)
  }
  return mergeBlocks(out)
}
