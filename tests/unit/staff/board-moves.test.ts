// The board page's moves before the server answers (src/staff/board-moves.ts): the card leaves its
// column for the top of the other, counts and values follow, the ends of the pipeline stay put.
import { describe, expect, it } from 'vitest'
import { moveCard, neighbour } from '../../../src/staff/board-moves.ts'
import type { Board, BoardItem } from '../../../schemas/staff-api-types.ts'
import { pipeline } from '../../../src/generated/pipeline.ts'

const ids = pipeline.statuses.map((s) => s.id)
const card = (id: string, status: string, value: number | null): BoardItem => ({
  id,
  name: id,
  company: '',
  email: `${id}@example.com`,
  status,
  owner: null,
  value,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastActivityAt: '2026-11-01T00:00:00.000Z',
  nextAction: null,
  stale: true,
})
const board = (): Board => ({
  columns: ids.map((status, i) => {
    const items = i === 0 ? [card('a', status, 1000), card('b', status, null)] : i === 1 ? [card('c', status, 500)] : []
    return { status, count: items.length + 3, value: items.reduce((n, x) => n + (x.value ?? 0), 0) + 70, items }
  }),
})

describe('board moves', () => {
  it('moves a card to the top of another column with its count and value', () => {
    const after = moveCard(board(), 'a', ids[1]!)
    const [from, to] = [after.columns[0]!, after.columns[1]!]
    expect([from.count, from.value, from.items.map((i) => i.id)]).toEqual([4, 70, ['b']])
    expect([to.count, to.value, to.items.map((i) => i.id)]).toEqual([5, 1570, ['a', 'c']])
    expect(to.items[0]).toMatchObject({ status: ids[1], stale: false })
  })

  it('leaves the board as it is for a card already there, an unknown card or status', () => {
    const b = board()
    for (const [id, to] of [
      ['a', ids[0]!],
      ['nobody', ids[1]!],
      ['a', 'no-such-status'],
    ] as const)
      expect(moveCard(b, id, to)).toBe(b)
  })

  it('finds the status before and after, none past either end', () => {
    const b = board()
    expect([neighbour(b, ids[0]!, -1), neighbour(b, ids[0]!, 1)]).toEqual([null, ids[1]])
    expect(neighbour(b, ids.at(-1)!, 1)).toBeNull()
  })
})
