// Time cells: what a booking claims in the store so that no two bookings can
// overlap. A booking occupies [start, end + buffer); time is cut into cells of
// `cellMinutes` on a grid counted from 1970 (UTC), and a booking claims every
// cell it touches, each with a create-only write. Two bookings share a cell
// exactly when the slot engine calls them a clash (a new meeting must start at
// least `buffer` after one ends and end at least `buffer` before one starts),
// because every start, end and end + buffer lies on the grid:
// - the cell divides every step, duration and the buffer, and every opening
//   time's minutes: starts are opening + n steps;
// - it divides 15, and every timezone's UTC offset is a whole number of quarter
//   hours, so office wall times on the grid are UTC instants on the grid too.
// For this site's settings a cell is 15 minutes: a 30-minute call claims three.
import { WEEKDAYS, type BookingSettings } from '../../../schemas/booking-settings.ts'
import { minutesOfDay } from '../../../schemas/office-time.ts'

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

export function cellMinutes(settings: BookingSettings): number {
  const openings = WEEKDAYS.flatMap((d) => settings.weeklyHours[d].map((iv) => minutesOfDay(iv.from)))
  const lengths = settings.meetingTypes.flatMap((t) => [t.stepMinutes, t.durationMinutes])
  return [...lengths, settings.bufferMinutes, ...openings].reduce(gcd, 15)
}

/** The starts of the cells that [start, end + buffer) touches, in order. */
export function cellsFor(start: Date, end: Date, bufferMinutes: number, cell: number): Date[] {
  const size = cell * 60_000
  const first = Math.floor(start.getTime() / size)
  const last = Math.ceil((end.getTime() + bufferMinutes * 60_000) / size) - 1
  const out: Date[] = []
  for (let i = first; i <= last; i++) out.push(new Date(i * size))
  return out
}
