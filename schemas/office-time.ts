// Office time, the one module for it: zones, dates on a zone's calendar, and
// how a time reads (the emails, the staff's lists, the booking pages). Used by
// the functions, the scripts and the page (it imports nothing, Intl only: the
// browser and Node already know every zone's rules, so it is safe in both).
//
// Wall time in a named timezone <-> instants: Intl can only go one way (instant
// -> wall time in a zone); the way back is found by trying the zone's offsets
// just before and just after the wall time and keeping the ones that map back to
// it. That resolves the two hours a daylight-saving change makes odd, the way
// Temporal's "compatible" mode does: a wall time that happens twice (clocks
// back) is the earlier one; a wall time that never happens (clocks forward)
// moves forward by the gap.
// Dates are 'YYYY-MM-DD' strings, times 'HH:MM'; everything else is a Date.
// Nothing else in the repo does calendar arithmetic or reads a time of day:
// a copy elsewhere would drift (the staff console once had its own addDays).

interface WallTime {
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

const knownZones = new Map<string, boolean>()
/** An IANA time zone this runtime knows ("Europe/London"), as the browser's Intl names it. */
export function isTimeZone(zone: string): boolean {
  let known = knownZones.get(zone)
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone })
      known = true
    } catch {
      known = false
    }
    knownZones.set(zone, known)
  }
  return known
}

// The browser's own zone, apart so the form pages' script carries it without the rest of this module.
export { visitorTimeZone } from './visitor-time-zone.ts'

/** The wall time shown on a clock in `timeZone` at `instant`. */
export function wallTime(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {}
  for (const p of formatter(timeZone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value)
  return {
    date: calendarDate(parts.year!, parts.month!, parts.day!),
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  }
}

/** The calendar date in `timeZone` at `instant`, 'YYYY-MM-DD'. */
export const zonedDate = (instant: Date, timeZone: string): string => wallTime(instant, timeZone).date

/** 'YYYY-MM-DD' of a year, a month (1-12) and a day, as a calendar (iCalendar, Intl's parts) gives them. */
export const calendarDate = (year: number, month: number, day: number): string => `${pad(year, 4)}-${pad(month)}-${pad(day)}`

/** "09:30" -> 570; "24:00" (end of the day) -> 1440. */
export const minutesOfDay = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

const DATE_PARTS = /^(\d+)-(\d+)-(\d+)/
/**
 * The wall time as if it were UTC, in ms: the arithmetic base for offsets and
 * calendar days. An unpadded '2026-1-5' still reads as a date (one typed into a
 * console URL); a day past the month's end rolls over; no date at all is NaN.
 */
function wallAsUtc(date: string, minutes: number): number {
  const m = DATE_PARTS.exec(date)
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) + minutes * 60_000 : NaN
}

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

/** Whether `date` is a real day written YYYY-MM-DD (not 2026-02-30). */
export const isCalendarDate = (date: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(date) && addDays(date, 0) === date

/** 0 = Monday … 6 = Sunday, for a calendar date. */
export const weekdayIndex = (date: string): number => (new Date(wallAsUtc(date, 0)).getUTCDay() + 6) % 7

// How a time reads. Formats are made once per locale and options.
type Style = 'short' | 'long'

const formats = new Map<string, Intl.DateTimeFormat>()
/** A formatter of `locale` and `options`, made once (making one is the slow part of Intl). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let f = formats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options)
    formats.set(key, f)
  }
  return f
}

const partOf = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''

/** "Tue 25 Nov 2026, 9:00 am AEDT": an instant as a person reads it in `timeZone` (the emails' wording). */
export const readableTime = (iso: string, timeZone: string, locale = 'en-AU') =>
  dateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso))

/** "2026-12-03 10:00 AEDT": the wall time in `timeZone` with the zone's name, sortable as text within one zone (staff's lists). */
export function sortableTime(iso: string, timeZone: string): string {
  const zoned = formatZoned(new Date(iso), timeZone)
  return `${zoned.slice(0, 10)} ${zoned.slice(11, 16)} ${zoneName(new Date(iso), timeZone, 'en-AU') || timeZone}`
}

/** The prospect's zone when it is known and not the office's own: the one their time is also told in. */
export const otherZone = (officeZone: string, theirZone: string | undefined): string | undefined =>
  theirZone && theirZone !== officeZone ? theirZone : undefined

/** Whether the time falls in the night there (before 7 am or from 9 pm): a call then is worth a second look. */
export function isNightIn(iso: string, timeZone: string): boolean {
  const hour = Number(dateTimeFormat('en-AU', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date(iso)))
  return hour < 7 || hour >= 21
}

// The booking pages' wording: "Tue 1 Dec, 10:00 am AEDT" in the visitor's zone,
// and office time beside it when the two differ. Built from Intl's parts so the
// words are the locale's but the order is ours (en-AU's own date style puts a
// comma after the weekday).

/** A calendar day (YYYY-MM-DD, no zone): "Tue 1 Dec" (short) or "Tuesday 1 December" (long). */
export function dayLabel(date: string, locale: string, style: Style = 'short'): string {
  const { weekday, day, month } = dayParts(date, locale, style)
  return `${weekday} ${day} ${month}`
}

/** The parts of a day label, for a compact day chip: { weekday: "Tue", day: "1", month: "Dec" }. */
export function dayParts(date: string, locale: string, style: Style = 'short'): { weekday: string; day: string; month: string } {
  // Noon UTC, formatted in UTC: the same calendar day whatever zone the browser is in.
  const parts = dateTimeFormat(locale, { timeZone: 'UTC', weekday: style, day: 'numeric', month: style }).formatToParts(
    new Date(wallAsUtc(date, 12 * 60)),
  )
  return { weekday: partOf(parts, 'weekday'), day: partOf(parts, 'day'), month: partOf(parts, 'month') }
}

/** Wall-clock time in a zone: "10:00 am". Spaces Intl may make narrow or non-breaking are plain ones. */
export function timeLabel(instant: Date, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' })
    .format(instant)
    .replace(/[\u202f\u00a0]/g, ' ')
}

/** The zone's name at that instant: short ("AEDT", or "GMT-8" where the locale has no abbreviation) or long. */
export function zoneName(instant: Date, timeZone: string, locale: string, style: Style = 'short'): string {
  return partOf(dateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(instant), 'timeZoneName')
}

/** "Tue 1 Dec, 10:00 am AEDT": the day, time and zone of an instant in one zone. */
export function whenLabel(instant: Date, timeZone: string, locale: string): string {
  return `${dayLabel(zonedDate(instant, timeZone), locale)}, ${timeLabel(instant, timeZone, locale)} ${zoneName(instant, timeZone, locale)}`
}

/** Whether two zones show the same wall-clock day and time at that instant (Sydney and Melbourne always do). */
export function sameWallTime(instant: Date, a: string, b: string): boolean {
  return a === b || (zonedDate(instant, a) === zonedDate(instant, b) && timeLabel(instant, a, 'en-GB') === timeLabel(instant, b, 'en-GB'))
}

/**
 * Office time beside a visitor's time in the picker, or null when the zones
 * agree: "9:00 am", with the office's weekday first when its day differs from
 * the visitor's ("Tue 9:00 am"); `zone` is the office zone's short name.
 */
export function officeTimeBeside(
  instant: Date,
  visitorZone: string,
  officeZone: string,
  locale: string,
): { time: string; zone: string } | null {
  if (sameWallTime(instant, visitorZone, officeZone)) return null
  const time = timeLabel(instant, officeZone, locale)
  const officeDate = zonedDate(instant, officeZone)
  const weekday = officeDate === zonedDate(instant, visitorZone) ? '' : `${dayParts(officeDate, locale).weekday} `
  return { time: `${weekday}${time}`, zone: zoneName(instant, officeZone, locale) }
}

/** A booked time in both zones: the visitor's, and the office's when it differs (null otherwise). */
export function inBothZones(
  instant: Date,
  visitorZone: string,
  officeZone: string,
  locale: string,
): { visitor: string; office: string | null } {
  return {
    visitor: whenLabel(instant, visitorZone, locale),
    office: sameWallTime(instant, visitorZone, officeZone) ? null : whenLabel(instant, officeZone, locale),
  }
}
