// CSV as staff open it in a spreadsheet.

/**
 * RFC 4180 quoting, and no formulas: visitors write these values, so a cell
 * starting with = + - @ (or a tab / CR) is prefixed with ' before a
 * spreadsheet opens it (OWASP CSV injection), unless it is only a sign,
 * digits and phone punctuation.
 */
export function csvCell(v: unknown): string {
  let s = v === undefined || v === null ? '' : Array.isArray(v) ? v.join('; ') : String(v)
  // A phone number ("+61 412 345 678", "-") cannot be a formula: left readable.
  if (/^[=+\-@\t\r]/.test(s) && !/^[+-][\d\s()-]*$/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export const toCsv = ({ header, rows }: { header: string[]; rows: unknown[][] }) =>
  [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'
