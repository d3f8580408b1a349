// GET /api/staff/board: the pipeline as columns, one per status of content/pipeline.yaml in its order,
// each with how many people are in it and their values summed (every person in the status: the months'
// stats) and its cards, most recent activity first: both from people/board, what of the open people
// (people/open, index-summary.ts) the columns show. A card moves with PATCH /api/staff/leads/<id> {status}, the inbox's own change.
import { pipeline } from '../../../src/generated/pipeline.ts'
import type { Board, BoardItem } from '../../../schemas/staff-api-types.ts'
import { BOARD_ITEMS, byActivity, isStale, onBoard, type OpenPeople } from './index-summary.ts'

/** The board from the open people, or the board's cards made of them (pure; `now` decides stale and which closed cards still show). */
export function boardOf(open: OpenPeople, now = new Date()): Board {
  const months = Object.values(open.months)
  const byStatus = new Map<string, BoardItem[]>()
  for (const c of open.cards) {
    if (!onBoard(c, now)) continue
    const item: BoardItem = { ...c, stale: isStale(c, now) }
    const list = byStatus.get(c.status)
    if (list) list.push(item)
    else byStatus.set(c.status, [item])
  }
  return {
    columns: pipeline.statuses.map(({ id }) => ({
      status: id,
      count: months.reduce((n, m) => n + (m.counts[id] ?? 0), 0),
      value: months.reduce((n, m) => n + (m.values[id] ?? 0), 0),
      items: (byStatus.get(id) ?? []).sort(byActivity).slice(0, BOARD_ITEMS),
    })),
  }
}
