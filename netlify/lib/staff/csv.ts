// CSV as staff open it in a spreadsheet.

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
/** A phone number ("+61 412 345 678", "-") cannot be a formula: left readable, when it is exactly that. */
const PHONE = /^[+-][\d\s()-]*$/

const formulaProbe = (s: string) => s.normalize('NFKC').replace(LEADING_IGNORED, '')

/**
 * RFC 4180 quoting, and no formulas: visitors write these values, so a cell a
 * spreadsheet could run (OWASP CSV injection) is prefixed with ' before one
 * opens it.
 */
export function csvCell(v: unknown): string {
  let s = v === undefined || v === null ? '' : Array.isArray(v) ? v.join('; ') : String(v)
  if ((CONTROL_START.test(s) || FORMULA_START.test(formulaProbe(s))) && !PHONE.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export const toCsv = ({ header, rows }: { header: string[]; rows: unknown[][] }) =>
  [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'
