// Free times grouped into days, in a given timezone: the visitor's (the days
// the picker lists) or the office's. A 9:00 am Melbourne slot is the evening
// before in Los Angeles, so the same slots fall on different days per zone.
// The days themselves come from schemas/office-time.ts.
import type { SlotTimes } from '../../schemas/booking-request.ts'
import { zonedDate } from '../../schemas/office-time.ts'

/** A free time from GET /api/availability: ISO 8601 with the office's offset. */
export type Slot = SlotTimes

interface SlotDay {
  /** The day in the zone grouped by, YYYY-MM-DD. */
  date: string
  slots: Slot[]
}

/** Slots in start order, one entry per day of `timeZone` that has any; unreadable starts are dropped. */
export function groupSlotsByDay(slots: readonly Slot[], timeZone: string): SlotDay[] {
  const sorted = slots.filter((s) => !Number.isNaN(Date.parse(s.start))).sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  const days: SlotDay[] = []
  for (const slot of sorted) {
    const date = zonedDate(new Date(slot.start), timeZone)
    const last = days[days.length - 1]
    if (last?.date === date) last.slots.push(slot)
    else days.push({ date, slots: [slot] })
  }
  return days
}
