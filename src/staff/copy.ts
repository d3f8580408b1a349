// The console's words (content/staff-console.yaml) and the small formatting
// every page shares: tokens filled in, times in a given zone.
import { staffConsole } from '../generated/staff-console.ts'

export const words = staffConsole

/** "{count} leads" with { count: 3 } -> "3 leads"; an unknown token stays as written. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all))
}

const formats = new Map<string, Intl.DateTimeFormat>()
/** "Tue 1 Dec, 10:00 am" in `timeZone`, with the zone's short name when `withZone`. */
export function when(iso: string, locale: string, timeZone: string, withZone = false): string {
  const key = `${locale}|${timeZone}|${withZone}`
  let f = formats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      ...(withZone ? { timeZoneName: 'short' } : {}),
    })
    formats.set(key, f)
  }
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : f.format(date)
}

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** A day `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** An answer's value as text: lists joined, booleans and empties shown plainly. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return words.frame.empty
  if (Array.isArray(value)) return value.map(valueText).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}
