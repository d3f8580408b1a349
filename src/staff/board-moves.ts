// The board's moves as the page shows them before the server answers (pure): a card taken out of its
// column and put at the top of another, each column's count and value following it.
import type { Board, BoardItem } from '../../schemas/staff-api-types.ts'

/** The status before or after `status` in the board's order (the pipeline's), or null at either end. */
export function neighbour(board: Board, status: string, step: -1 | 1): string | null {
  const i = board.columns.findIndex((c) => c.status === status)
  return i < 0 ? null : (board.columns[i + step]?.status ?? null)
}

export function findCard(board: Board, id: string): BoardItem | null {
  for (const c of board.columns) for (const item of c.items) if (item.id === id) return item
  return null
}

/** The board with the card `id` moved to `to` (unchanged when it is there already, or unknown). */
export function moveCard(board: Board, id: string, to: string): Board {
  const card = findCard(board, id)
  if (!card || card.status === to || !board.columns.some((c) => c.status === to)) return board
  const value = card.value ?? 0
  return {
    columns: board.columns.map((c) => {
      if (c.status === card.status) return { ...c, count: c.count - 1, value: c.value - value, items: c.items.filter((i) => i.id !== id) }
      // A move is activity: the card is no longer stale, and the column's most recent.
      if (c.status === to)
        return { ...c, count: c.count + 1, value: c.value + value, items: [{ ...card, status: to, stale: false }, ...c.items] }
      return c
    }),
  }
}
