// Wall time in a named timezone <-> instants, with Intl only (no date library).
// Intl can only go one way (instant -> wall time in a zone); the way back is
// found by trying the zone's offsets just before and just after the wall
// time and keeping the ones that map back to it. That resolves the two hours
// a daylight-saving change makes odd, the way Temporal's "compatible" mode does:
// a wall time that happens twice (clocks back) is the earlier one; a wall time
// that never happens (clocks forward) moves forward by the gap.
// Dates are 'YYYY-MM-DD' strings, times 'HH:MM'; everything else is a Date.

export interface WallTime {
  /** 'YYYY-MM-DD' */
  date: string
  hour: number
  minute: number
  second: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    // h23: some engines write midnight as "24" with hour12: false.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, f)
  }
  return f
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The wall time shown on a clock in `timeZone` at `instant`. */
export function wallTime(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {}
  for (const p of formatter(timeZone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value)
  return {
    date: `${pad(parts.year!, 4)}-${pad(parts.month!)}-${pad(parts.day!)}`,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  }
}

/** The calendar date in `timeZone` at `instant`, 'YYYY-MM-DD'. */
export const zonedDate = (instant: Date, timeZone: string): string => wallTime(instant, timeZone).date

/** The wall time as if it were UTC, in ms: the arithmetic base for offsets. */
const wallAsUtc = (date: string, minutes: number) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) + minutes * 60_000

/** Minutes `timeZone` is ahead of UTC at `instant` (Melbourne: 600 or 660). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const w = wallTime(instant, timeZone)
  const wallMs = wallAsUtc(w.date, w.hour * 60 + w.minute) + w.second * 1000
  return Math.round((wallMs - Math.floor(instant.getTime() / 1000) * 1000) / 60_000)
}

/**
 * The instant at which clocks in `timeZone` show `date` and `minutes` after
 * midnight (1440 is the next midnight). See the top of the file for the
 * daylight-saving hours.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const local = wallAsUtc(date, minutes)
  const day = 24 * 60 * 60_000
  // Offsets a day either side: no zone changes offset twice within two days.
  const before = offsetMinutes(new Date(local - day), timeZone)
  const after = offsetMinutes(new Date(local + day), timeZone)
  const matches = [...new Set([before, after])]
    .map((offset) => local - offset * 60_000)
    .filter((ms) => {
      const w = wallTime(new Date(ms), timeZone)
      return wallAsUtc(w.date, w.hour * 60 + w.minute) === local
    })
    .sort((a, b) => a - b)
  // Nothing matches inside a gap: the offset in force before it moves the time forward by the gap.
  return new Date(matches[0] ?? local - before * 60_000)
}

/** '+11:00', '-03:30', '+00:00' */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/** ISO 8601 with the zone's own offset, to the second: '2026-12-01T09:00:00+11:00'. */
export const formatZoned = (instant: Date, timeZone: string): string => formatWithOffset(instant, offsetMinutes(instant, timeZone))

/** ISO 8601 of `instant` seen at a known UTC offset: plain arithmetic, for many instants under one offset. */
export function formatWithOffset(instant: Date, offset: number): string {
  const wall = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offset * 60_000).toISOString().slice(0, 19)
  return `${wall}${formatOffset(offset)}`
}

/** Calendar arithmetic on 'YYYY-MM-DD', independent of any zone. */
export function addDays(date: string, days: number): string {
  return new Date(wallAsUtc(date, 0) + days * 24 * 60 * 60_000).toISOString().slice(0, 10)
}

/** 0 = Monday … 6 = Sunday, for a calendar date. */
export const weekdayIndex = (date: string): number => (new Date(wallAsUtc(date, 0)).getUTCDay() + 6) % 7

/** "Tue 25 Nov 2026, 9:00 am AEDT": an instant as a person reads it in `timeZone` (the emails' wording). */
export const officeDateTime = (iso: string, timeZone: string, locale = 'en-AU') =>
  new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso))
