// GET /api/staff/board: the pipeline as columns, one per status of content/pipeline.yaml in its order,
// each with how many people are in it and their values summed (every person in the status: the months'
// stats) and its cards (the open people), both from people/open (index-summary.ts), most recent
// activity first. A card moves with PATCH /api/staff/leads/<id> {status}, the inbox's own change.
import { pipeline } from '../../../src/generated/pipeline.ts'
import type { Board, BoardItem } from '../../../schemas/staff-api-types.ts'
import { isStale, onBoard, type OpenPeople } from './index-summary.ts'

/** The cards a column lists at most (its count and value are of everyone in it). */
export const BOARD_ITEMS = 50

/** The board from the summaries (pure; `now` decides stale and which closed cards still show). */
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
      items: (byStatus.get(id) ?? [])
        .sort((a, b) => (a.lastActivityAt < b.lastActivityAt ? 1 : a.lastActivityAt > b.lastActivityAt ? -1 : a.id < b.id ? -1 : 1))
        .slice(0, BOARD_ITEMS),
    })),
  }
}
