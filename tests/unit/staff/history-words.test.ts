// Every change the code writes into a lead's history reads as words on the lead page: each `what` kind
// written anywhere under netlify/lib/ (found in the source, never a list typed here) has its line in
// content/staff-console.yaml `history`, and a line filled in holds no token, stored key or JSON.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { historyLine, worded } from '../../../src/staff/LeadTimeline.tsx'
import type { ConsoleProps } from '../../../src/staff/console-props.ts'
import { fill } from '../../../src/staff/copy.ts'
import { staffConsole } from '../../../src/generated/staff-console.ts'
import { pipeline } from '../../../src/generated/pipeline.ts'
import { team } from '../../../src/generated/team.ts'
import { booking } from '../../../src/generated/booking.ts'

const LIB = join(import.meta.dirname, '../../../netlify/lib')
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [readFileSync(join(dir, e.name), 'utf8')] : [],
  )

/** The kinds of `what` the code writes: `what: 'note'`, `what: \`attendance:${…}\``, `what: 'a' | 'b'` and `for (const what of ['status', …])`. */
function writtenKinds(): Set<string> {
  const kinds = new Set<string>()
  const quoted = (list: string) => [...list.matchAll(/'([A-Za-z-]+)'/g)].map((m) => m[1]!)
  for (const text of sources(LIB)) {
    for (const m of text.matchAll(/\bwhat: ('[A-Za-z-]+'(?:\s*\|\s*'[A-Za-z-]+')*)/g)) quoted(m[1]!).forEach((k) => kinds.add(k))
    for (const m of text.matchAll(/\bwhat: `([A-Za-z-]+):/g)) kinds.add(m[1]!)
    for (const m of text.matchAll(/for \(const what of \[([^\]]+)\]/g)) quoted(m[1]!).forEach((k) => kinds.add(k))
  }
  return kinds
}

const props: ConsoleProps = { locale: 'en-AU', officeZone: booking.timezone, team: team.map((m) => ({ id: m.id, name: m.name })) }
const history = staffConsole.history as Record<string, string>

describe('history wordings', () => {
  const kinds = writtenKinds()

  it('finds the kinds the console writes (the scan itself works)', () => {
    for (const k of ['status', 'owner', 'nextAction', 'note', 'attendance', 'booking-moved', 'manage-link-sent']) expect(kinds).toContain(k)
  })

  it('gives every kind the code writes a line of its own in content', () => {
    // The set-aside log's discard is kept apart from any person's history (staff-set-aside.ts).
    const missing = [...kinds].filter((k) => k !== 'discard' && !history[k])
    expect(missing, `add these to content/staff-console.yaml history (and schemas/staff-history.ts)`).toEqual([])
  })

  it('reads a change in words: no token, raw key, JSON nor booking id', () => {
    const bookingId = crypto.randomUUID()
    const at = '2026-12-01T00:00:00.000Z'
    const lines = [
      { what: `manage-link-sent:${bookingId}`, before: null, after: { to: 'x@y.example' } },
      { what: `rebook-email-sent:${bookingId}`, before: null, after: { to: 'x@y.example' } },
      { what: `booking-moved:${bookingId}`, before: { start: at, host: team[0]!.id }, after: { start: '2026-12-02T00:00:00.000Z' } },
      { what: `booking-cancelled:${bookingId}`, before: { status: 'confirmed', start: at }, after: { status: 'cancelled' } },
      { what: `attendance:${bookingId}`, before: null, after: 'no-show' },
      { what: 'status', before: pipeline.statuses[0]!.id, after: pipeline.statuses[1]!.id },
      { what: 'owner', before: null, after: team[0]!.id },
      { what: 'nextAction', before: null, after: { text: 'Call back', due: '2026-12-03' } },
      { what: 'some-new-kind', before: { a: 1 }, after: { b: 'two' } },
    ].map((h) => historyLine({ at, by: 'staff@x.example', ...h }, props))
    for (const line of lines) {
      expect(line).not.toMatch(/[{}"]|→ \{/)
      expect(line).not.toContain(bookingId)
      expect(line).not.toContain(at)
    }
    expect(lines[0]).toBe(fill(history['manage-link-sent']!, { to: 'x@y.example' }))
    expect(lines[5]).toContain(pipeline.statuses[1]!.label)
    expect(lines[6]).toContain(team[0]!.name)
    expect(worded('status', null, props)).toBe(staffConsole.frame.empty)
  })
})
