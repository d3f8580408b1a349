// Free times grouped into days, in a given timezone: the visitor's (the days
// the picker lists) or the office's. A 9:00 am Melbourne slot is the evening
// before in Los Angeles, so the same slots fall on different days per zone.
// Intl only: the browser already knows every zone's rules.
import type { SlotTimes } from '../../schemas/booking-request.ts'

/** A free time from GET /api/availability: ISO 8601 with the office's offset. */
export type Slot = SlotTimes

export interface SlotDay {
  /** The day in the zone grouped by, YYYY-MM-DD. */
  date: string
  slots: Slot[]
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** YYYY-MM-DD of an instant on the wall calendar of `timeZone`. */
export function dateInZone(instant: Date, timeZone: string): string {
  let f = dateFormats.get(timeZone)
  if (!f) {
    // en-CA formats dates as YYYY-MM-DD; the parts are read anyway, so no locale quirk leaks in.
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dateFormats.set(timeZone, f)
  }
  const part = (type: string) => f.formatToParts(instant).find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** Slots in start order, one entry per day of `timeZone` that has any; unreadable starts are dropped. */
export function groupSlotsByDay(slots: readonly Slot[], timeZone: string): SlotDay[] {
  const sorted = slots.filter((s) => !Number.isNaN(Date.parse(s.start))).sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  const days: SlotDay[] = []
  for (const slot of sorted) {
    const date = dateInZone(new Date(slot.start), timeZone)
    const last = days[days.length - 1]
    if (last?.date === date) last.slots.push(slot)
    else days.push({ date, slots: [slot] })
  }
  return days
}

/** The visitor's timezone (IANA name), or `fallback` when the browser does not say. */
export function visitorTimeZone(fallback: string): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback
  } catch {
    return fallback
  }
}
