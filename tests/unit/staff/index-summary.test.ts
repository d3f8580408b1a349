// The summaries of the index (netlify/lib/staff/index-summary.ts) folded month by month, as the writers
// fold them (each after its own month write, in any order, some twice, some lost), against the same
// summaries made from every month at once: the newest people, the stats and the board's cards agree.
import { describe, expect, it } from 'vitest'
import { boardOf } from '../../../netlify/lib/staff/staff-board.ts'
import {
  boardCardsOf,
  foldOpen,
  foldSummary,
  RECENT,
  summariesOf,
  type IndexSummary,
  type MonthWrite,
  type OpenPeople,
  type SummaryPerson,
} from '../../../netlify/lib/staff/index-summary.ts'
import { pipeline } from '../../../src/generated/pipeline.ts'

const NOW = new Date('2026-11-28T00:00:00Z')
const STATUSES = pipeline.statuses.map((s) => s.id)

/** A small deterministic random (mulberry32): a failing seed is the same failure on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const MONTHS = ['2026-08', '2026-09', '2026-10', '2026-11']

function person(rand: () => number, month: string, n: number): SummaryPerson {
  // Most people come in within their id's month; some earlier (a rebuild moved their first save back).
  const day = String(1 + Math.floor(rand() * 27)).padStart(2, '0')
  const createdAt = `${month}-${day}T0${Math.floor(rand() * 9)}:00:00.000Z`
  const activity = new Date(NOW.getTime() - Math.floor(rand() * 60) * 86_400_000).toISOString()
  return {
    id: `${month.replace('-', '')}-${n.toString(16).padStart(16, '0')}`,
    name: `P${n}`,
    email: `p${n}@example.com`,
    company: '',
    createdAt,
    updatedAt: createdAt,
    lastActivityAt: activity,
    status: STATUSES[Math.floor(rand() * STATUSES.length)]!,
    owner: null,
    value: rand() < 0.5 ? null : Math.floor(rand() * 10_000),
    nextAction: null,
  }
}

/** The same people in either shape, compared as sets where order is not the point. */
const comparable = (s: IndexSummary, o: OpenPeople) => ({
  months: Object.fromEntries(Object.entries(s.months).map(([m, st]) => [m, { ...st }])),
  cards: o.cards.map((c) => c.id).sort(),
})

describe('the summaries folded month by month', () => {
  for (const seed of [1, 2, 3, 4])
    it(`equal the summaries of every month at once (seed ${seed})`, () => {
      const rand = random(seed)
      const state = new Map<string, { rev: number; people: Map<string, SummaryPerson> }>(
        MONTHS.map((m) => [m, { rev: 0, people: new Map() }]),
      )
      let n = 0
      // Start from the summaries of an empty index, as a new store's first read makes them.
      let { summary, open } = summariesOf<SummaryPerson>(
        MONTHS.map((month) => ({ month, etag: `${month}@0`, rev: 0, people: [] })),
        NOW,
      )
      const pending: MonthWrite[] = []
      for (let step = 0; step < 1500; step++) {
        const month = MONTHS[Math.floor(rand() * MONTHS.length)]!
        const m = state.get(month)!
        const roll = rand()
        const held = [...m.people.values()]
        if (roll < 0.6 || !held.length) {
          const p = person(rand, month, n++)
          m.people.set(p.id, p)
        } else if (roll < 0.9) {
          const p = held[Math.floor(rand() * held.length)]!
          m.people.set(p.id, { ...p, status: STATUSES[Math.floor(rand() * STATUSES.length)]!, value: Math.floor(rand() * 5000) })
        } else m.people.delete(held[Math.floor(rand() * held.length)]!.id)
        m.rev++
        pending.push({ month, etag: `${month}@${m.rev}`, rev: m.rev, people: [...m.people.values()].map((p) => ({ ...p })) })
        // Writers fold in any order: some folds come late, after a newer one of their month. Once every
        // write is folded, the summaries are those of the months as they are.
        if (rand() < 0.3) {
          while (pending.length) {
            const w = pending.splice(Math.floor(rand() * pending.length), 1)[0]!
            summary = foldSummary(summary, w) ?? summary
            open = foldOpen(open, w, NOW) ?? open
          }
          const all = summariesOf(
            [...state].map(([month, m]) => ({ month, etag: `${month}@${m.rev}`, rev: m.rev, people: [...m.people.values()] })),
            NOW,
          )
          expect(comparable(summary, open)).toEqual(comparable(all.summary, all.open))
          // The newest people it holds are exactly the newest of all: a person erased from among them leaves
          // one fewer until their month's next write refills it, never a gap.
          const held = summary.recent.map((p) => p.id)
          expect(held, `step ${step}`).toEqual(all.summary.recent.slice(0, held.length).map((p) => p.id))
          expect(held.length).toBeGreaterThan(Math.min(RECENT, all.summary.recent.length) - 10)
          // The board's cards (what GET /api/staff/board reads) show what the open people do, now and days later.
          for (const at of [NOW, new Date(NOW.getTime() + 10 * 86_400_000)])
            expect(boardOf(boardCardsOf(open, NOW), at)).toEqual(boardOf(open, at))
        }
      }
    })

  it('ignores a fold older than the one it holds', () => {
    const p = person(random(9), '2026-11', 1)
    const { summary } = summariesOf([{ month: '2026-11', etag: 'b', rev: 2, people: [{ ...p, status: STATUSES[1]! }] }], NOW)
    expect(foldSummary(summary, { month: '2026-11', etag: 'a', rev: 1, people: [p] })).toBeNull()
    expect(foldSummary(summary, { month: '2026-11', etag: 'b', rev: 2, people: [p] })).toBeNull()
  })
})
