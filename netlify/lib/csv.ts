// CSV as staff open it in a spreadsheet: quoted by csv-stringify (RFC 4180), and no cell a visitor
// wrote may start a formula, however it is disguised (OWASP CSV injection). Every CSV the site writes
// goes through it: the staff exports and the Google Ads feed (conversions/google-ads-feed.ts), which
// the agency opens too.
import { stringify } from 'csv-stringify/sync'
import { normalisePhone } from '../../schemas/phone.ts'

/**
 * What a spreadsheet skips before it looks for a formula, or reads as one of
 * = + - @: leading whitespace, controls (NUL, line feed, tab, CR), format
 * characters (the byte-order mark, zero-width spaces) and, through NFKC, the
 * full-width and small forms (＝ ＋ － ＠ ﹦). A cell is judged by what is left.
 */
const LEADING_IGNORED = /^[\s\p{C}]+/u
const FORMULA_START = /^[=+\-@]/
/** OWASP lists tab and CR as triggers of their own; a leading NUL or line feed is as hidden. */
const CONTROL_START = /^[\t\r\n\0]/

const formulaProbe = (s: string) => s.normalize('NFKC').replace(LEADING_IGNORED, '')

/**
 * A cell a spreadsheet would not evaluate although it starts with a sign: a phone number that is one
 * (libphonenumber-js, through schemas/phone.ts: "+61 412 345 678" stays readable, "+1" and "-1-1" do
 * not pass), and a dash alone, which every spreadsheet keeps as text.
 */
const isReadableAsIs = (s: string) => s === '-' || (/^\+[\d\s().-]+$/.test(s) && normalisePhone(s) !== null)

/** The text of one cell, prefixed with ' when a spreadsheet could run it. Pure. */
export function cellText(v: unknown): string {
  const s = v === undefined || v === null ? '' : Array.isArray(v) ? v.join('; ') : String(v)
  return (CONTROL_START.test(s) || FORMULA_START.test(formulaProbe(s))) && !isReadableAsIs(s) ? `'${s}` : s
}

/** Any line break inside a cell is quoted, a lone CR or LF included (csv-stringify quotes the record delimiter only). */
const OPTIONS = { record_delimiter: '\r\n', quoted_match: /[\r\n]/ } as const

const line = (cells: readonly string[]) => stringify([cells], OPTIONS).replace(/\r\n$/, '')

/** One cell as it stands in the file: defused, then quoted when CSV needs it. */
export const csvCell = (v: unknown): string => line([cellText(v)])

/** A whole file, every cell defused; `lineEnd` '\n' for the Google Ads feed, whose lines always ended so. */
export const toCsv = (
  { header, rows }: { header: readonly string[]; rows: readonly (readonly unknown[])[] },
  lineEnd: '\r\n' | '\n' = '\r\n',
) => stringify([header.map(cellText), ...rows.map((r) => r.map(cellText))], { ...OPTIONS, record_delimiter: lineEnd })
