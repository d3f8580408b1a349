// How a time reads on the booking pages: "Tue 1 Dec, 10:00 am AEDT" in the
// visitor's zone, and office time beside it when the two differ. Built from
// Intl's parts so the words are the locale's but the order is ours (en-AU's
// own date style puts a comma after the weekday).
import { dateInZone } from './slot-days.ts'

type Style = 'short' | 'long'

const formats = new Map<string, Intl.DateTimeFormat>()
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let f = formats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options)
    formats.set(key, f)
  }
  return f
}

const partOf = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''

/** A calendar day (YYYY-MM-DD, no zone): "Tue 1 Dec" (short) or "Tuesday 1 December" (long). */
export function dayLabel(date: string, locale: string, style: Style = 'short'): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  // Noon UTC, formatted in UTC: the same calendar day whatever zone the browser is in.
  const parts = format(locale, { timeZone: 'UTC', weekday: style, day: 'numeric', month: style }).formatToParts(
    new Date(Date.UTC(y, m - 1, d, 12)),
  )
  return `${partOf(parts, 'weekday')} ${partOf(parts, 'day')} ${partOf(parts, 'month')}`
}

/** The parts of a day label, for a compact day chip: { weekday: "Tue", day: "1", month: "Dec" }. */
export function dayParts(date: string, locale: string): { weekday: string; day: string; month: string } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const parts = format(locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).formatToParts(
    new Date(Date.UTC(y, m - 1, d, 12)),
  )
  return { weekday: partOf(parts, 'weekday'), day: partOf(parts, 'day'), month: partOf(parts, 'month') }
}

/** Wall-clock time in a zone: "10:00 am". Spaces Intl may make narrow or non-breaking are plain ones. */
export function timeLabel(instant: Date, timeZone: string, locale: string): string {
  return format(locale, { timeZone, hour: 'numeric', minute: '2-digit' })
    .format(instant)
    .replace(/[\u202f\u00a0]/g, ' ')
}

/** The zone's name at that instant: short ("AEDT", or "GMT-8" where the locale has no abbreviation) or long. */
export function zoneName(instant: Date, timeZone: string, locale: string, style: Style = 'short'): string {
  return partOf(format(locale, { timeZone, timeZoneName: style }).formatToParts(instant), 'timeZoneName')
}

/** "Tue 1 Dec, 10:00 am AEDT": the day, time and zone of an instant in one zone. */
export function whenLabel(instant: Date, timeZone: string, locale: string): string {
  return `${dayLabel(dateInZone(instant, timeZone), locale)}, ${timeLabel(instant, timeZone, locale)} ${zoneName(instant, timeZone, locale)}`
}

/** Whether two zones show the same wall-clock day and time at that instant (Sydney and Melbourne always do). */
export function sameWallTime(instant: Date, a: string, b: string): boolean {
  return a === b || (dateInZone(instant, a) === dateInZone(instant, b) && timeLabel(instant, a, 'en-GB') === timeLabel(instant, b, 'en-GB'))
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
  const officeDate = dateInZone(instant, officeZone)
  const weekday = officeDate === dateInZone(instant, visitorZone) ? '' : `${dayParts(officeDate, locale).weekday} `
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
