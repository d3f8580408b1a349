// The leads export is opened in spreadsheets: no cell a visitor wrote may start
// a formula, however it is disguised (OWASP CSV injection), while ordinary text
// and phone numbers stay as written.
import { describe, expect, it } from 'vitest'
import { csvCell } from '../../../netlify/lib/csv.ts'

/** Each hostile value, and the cell it must become: the same text behind a single quote, quoted when CSV needs it. */
const HOSTILE: [what: string, value: string, cell: string][] = [
  ['equals', '=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
  ['plus', '+2+cmd|x', "'+2+cmd|x"],
  ['minus', '-1+1', "'-1+1"],
  ['at', '@SUM(A1)', "'@SUM(A1)"],
  ['tab', '\t=1+1', "'\t=1+1"],
  ['carriage return', '\r=1+1', `"'\r=1+1"`],
  ['line feed', '\n=1+1', `"'\n=1+1"`],
  ['NUL', '\0=1+1', "'\0=1+1"],
  ['space', ' =1+1', "' =1+1"],
  ['spaces and tabs', '  \t @SUM(A1)', "'  \t @SUM(A1)"],
  ['no-break space', '\u00a0=1+1', "'\u00a0=1+1"],
  ['byte-order mark', '\ufeff=1+1', "'\ufeff=1+1"],
  ['zero-width space', '\u200b=1+1', "'\u200b=1+1"],
  ['full-width equals', '＝1+1', "'＝1+1"],
  ['full-width plus', '＋cmd|x', "'＋cmd|x"],
  ['full-width minus', '－1+1', "'－1+1"],
  ['full-width at', '＠SUM(A1)', "'＠SUM(A1)"],
  ['small equals', '\ufe66 1+1', "'\ufe66 1+1"],
  ['BOM then full-width equals', '\ufeff ＝1+1', "'\ufeff ＝1+1"],
  ['a lone tab', '\thello', "'\thello"],
  // Signs and digits that are no phone number are arithmetic to a spreadsheet (libphonenumber-js decides).
  ['a difference of numbers', '-1-1', "'-1-1"],
  ['a plus and one digit', '+1', "'+1"],
  ['a plus and a number too short to call', '+61 4', "'+61 4"],
  ['equals one', '=1', "'=1"],
  ['an at and a word', '@x', "'@x"],
]

/** Values that are no formula and stay exactly as written (quoted only for CSV's own sake). */
const HARMLESS: [what: string, value: unknown, cell: string][] = [
  ['a phone number', '+61412345678', '+61412345678'],
  ['a phone number with punctuation', '+61 (3) 5550-4321', '+61 (3) 5550-4321'],
  ['a lone dash', '-', '-'],
  ['text with a comma', 'a,b', '"a,b"'],
  ['text with quotes', 'say "hi"', '"say ""hi"""'],
  ['an email', 'ana@acme.com.au', 'ana@acme.com.au'],
  ['a sum in the middle', 'Revenue = 2 + 2', 'Revenue = 2 + 2'],
  ['a leading space before a word', ' Acme', ' Acme'],
  ['a list', ['a', 'b'], 'a; b'],
  ['nothing', undefined, ''],
]

describe('csvCell', () => {
  it.each(HOSTILE)('a cell starting with a formula behind %s is defused with a leading quote', (_what, value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it.each(HARMLESS)('%s stays as written', (_what, value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })
})
