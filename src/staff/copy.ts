// The console's words (content/staff-console.yaml) and the small formatting
// every page shares: tokens filled in, times in a given zone.
import { dateTimeFormat } from '../../schemas/office-time.ts'
import { staffConsole } from '../generated/staff-console.ts'

export const words = staffConsole

/** "{count} leads" with { count: 3 } -> "3 leads"; an unknown token stays as written. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all))
}

/** "Tue 1 Dec, 10:00 am" in `timeZone`, with the zone's short name when `withZone`. */
export function when(iso: string, locale: string, timeZone: string, withZone = false): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return dateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    ...(withZone ? { timeZoneName: 'short' } : {}),
  }).format(date)
}

/** An answer's value as text: lists joined, booleans and empties shown plainly. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return words.frame.empty
  if (Array.isArray(value)) return value.map(valueText).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

const MONEY = new Map<string, Intl.NumberFormat>()
/** A lead's value (whole Australian dollars, as the API keeps it) as staff read it: "$4,500". */
export function aud(value: number, locale: string): string {
  let f = MONEY.get(locale)
  if (!f) MONEY.set(locale, (f = new Intl.NumberFormat(locale, { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })))
  return f.format(value)
}
