// /staff/board/: the pipeline as columns, one per status, each with how many leads and their value,
// and a card per lead. A card moves with its handle: dragged to another column (pointer: mouse, pen or
// touch), or focused and moved with the left and right arrow keys. A move is the lead page's own status
// change (PATCH /api/staff/leads/<id> {status}), shown at once and put back if it is refused.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { BOARD_CLOSED_DAYS, type Board, type BoardItem } from '../../schemas/staff-api-types.ts'
import { queryOf, staffApi } from './api.ts'
import { findCard, moveCard, neighbour } from './board-moves.ts'
import { ownerName, type ConsoleProps } from './console-props.ts'
import { aud, fill, words } from './copy.ts'
import { leadPageHref, STAFF_PAGES } from '../lib/staff-routes.ts'
import { StaleMark } from './StaleMark.tsx'
import { statusLabel } from './statuses.ts'
import { Loaded, SessionEnded } from './ui.tsx'
import { useStaffData } from './use-staff-data.ts'
import { pipeline } from '../generated/pipeline.ts'

const w = words.board
const CLOSED = new Set(pipeline.statuses.filter((s) => s.closed).map((s) => s.id))
/** A pointer that moves this far is dragging the card, not clicking its handle. */
const DRAG_PX = 6

export function BoardPage(props: ConsoleProps) {
  const board = useStaffData('GET /board')
  return (
    <div className="grid gap-4">
      <p id="board-intro" className="text-ink-700">
        {w.intro}
      </p>
      <Loaded answer={board.answer} retry={board.reload}>
        {(data) => <Columns initial={data} props={props} />}
      </Loaded>
    </div>
  )
}

function Columns({ initial, props }: { initial: Board; props: ConsoleProps }) {
  const [board, setBoard] = useState(initial)
  const [said, setSaid] = useState('')
  const [signedOut, setSignedOut] = useState(false)
  const [drag, setDrag] = useState<{ id: string; over: string | null; dx: number; dy: number } | null>(null)
  const start = useRef<{ id: string; x: number; y: number; moved: boolean } | null>(null)
  const columns = useRef(new Map<string, HTMLElement>())
  const focusAfter = useRef<string | null>(null)

  useEffect(() => {
    if (!focusAfter.current) return
    document.getElementById(`grip-${focusAfter.current}`)?.focus()
    focusAfter.current = null
  }, [board])

  const move = async (id: string, to: string) => {
    const card = findCard(board, id)
    if (!card || card.status === to) return
    const before = board
    setBoard(moveCard(board, id, to))
    const a = await staffApi('PATCH /leads/:id', { params: { id }, body: { status: to } })
    if (a.kind === 'ok') return setSaid(fill(w.moved, { name: card.name || card.email, status: statusLabel(to) }))
    setBoard(before)
    if (a.kind === 'signed-out') setSignedOut(true)
    setSaid(w.moveFailed)
  }

  const columnAt = (x: number, y: number) => {
    for (const [status, el] of columns.current) {
      const r = el.getBoundingClientRect()
      if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return status
    }
    return null
  }

  const onKey = (e: KeyboardEvent, item: BoardItem) => {
    const step = e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : 0
    if (!step) return
    e.preventDefault()
    const to = neighbour(board, item.status, step)
    if (!to) return
    focusAfter.current = item.id
    void move(item.id, to)
  }

  const onDown = (e: PointerEvent<HTMLButtonElement>, item: BoardItem) => {
    if (e.button !== 0) return
    e.currentTarget.setPointerCapture(e.pointerId)
    start.current = { id: item.id, x: e.clientX, y: e.clientY, moved: false }
  }
  const onMove = (e: PointerEvent<HTMLButtonElement>) => {
    const s = start.current
    if (!s) return
    const [dx, dy] = [e.clientX - s.x, e.clientY - s.y]
    if (!s.moved && Math.hypot(dx, dy) < DRAG_PX) return
    s.moved = true
    setDrag({ id: s.id, over: columnAt(e.clientX, e.clientY), dx, dy })
  }
  const onUp = (e: PointerEvent<HTMLButtonElement>) => {
    const s = start.current
    start.current = null
    setDrag(null)
    if (!s?.moved) return
    const to = columnAt(e.clientX, e.clientY)
    if (to) void move(s.id, to)
  }
  const onCancel = () => {
    start.current = null
    setDrag(null)
  }

  if (signedOut) return <SessionEnded />
  return (
    <>
      <p role="status" className="sr-only">
        {said}
      </p>
      <p id="board-card-keys" className="sr-only">
        {w.card}
      </p>
      {/* Focusable so a keyboard can scroll it sideways (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-label={w.heading} tabIndex={0} className="-mx-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:px-0">
        <ol className="flex snap-x gap-3">
          {board.columns.map((c) => {
            const closed = CLOSED.has(c.status)
            const more = c.count - c.items.length
            return (
              <li
                key={c.status}
                ref={(el) => {
                  if (el) columns.current.set(c.status, el)
                  else columns.current.delete(c.status)
                }}
                data-status={c.status}
                aria-labelledby={`column-${c.status}`}
                className={`flex w-72 shrink-0 snap-start flex-col rounded-xl border p-3 ${drag?.over === c.status ? 'border-brand-600 bg-brand-50' : 'border-ink-200 bg-ink-100/60'}`}
              >
                <h2 id={`column-${c.status}`} className="font-semibold text-ink-900">
                  {statusLabel(c.status)}
                </h2>
                <p className="text-sm text-ink-700">
                  <span>{fill(w.count, { count: c.count })}</span> ·{' '}
                  <span className="font-semibold">{fill(w.value, { value: aud(c.value, props.locale) })}</span>
                </p>
                {closed && <p className="text-xs text-ink-600">{fill(w.closed, { days: BOARD_CLOSED_DAYS })}</p>}
                <ul className="mt-3 grid gap-2">
                  {c.items.map((item) => (
                    <Card
                      key={item.id}
                      item={item}
                      props={props}
                      dragging={drag?.id === item.id ? drag : null}
                      handlers={{
                        onKeyDown: (e) => onKey(e, item),
                        onPointerDown: (e) => onDown(e, item),
                        onPointerMove: onMove,
                        onPointerUp: onUp,
                        onPointerCancel: onCancel,
                      }}
                    />
                  ))}
                </ul>
                {!c.items.length && <p className="mt-3 text-sm text-ink-600">{w.empty}</p>}
                {more > 0 && (
                  <a
                    className="mt-3 text-sm font-semibold text-brand-700 underline"
                    href={`${STAFF_PAGES.inbox}${queryOf({ status: c.status })}`}
                  >
                    {fill(w.more, { count: more })}
                  </a>
                )}
              </li>
            )
          })}
        </ol>
      </div>
    </>
  )
}

type GripHandlers = {
  onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => void
  onPointerDown: (e: PointerEvent<HTMLButtonElement>) => void
  onPointerMove: (e: PointerEvent<HTMLButtonElement>) => void
  onPointerUp: (e: PointerEvent<HTMLButtonElement>) => void
  onPointerCancel: () => void
}

function Card({
  item,
  props,
  dragging,
  handlers,
}: {
  item: BoardItem
  props: ConsoleProps
  dragging: { dx: number; dy: number } | null
  handlers: GripHandlers
}) {
  const name = item.name || item.email
  return (
    <li
      data-card={item.id}
      style={dragging ? { transform: `translate(${dragging.dx}px, ${dragging.dy}px)` } : undefined}
      className={`relative rounded-lg border bg-white p-3 pr-11 shadow-sm ${dragging ? 'z-10 border-brand-600 shadow-lg' : 'border-ink-200'}`}
    >
      <a href={leadPageHref(item.id)} className="font-semibold break-words text-brand-700 underline">
        {name}
      </a>
      {item.company && <p className="text-sm break-words text-ink-700">{item.company}</p>}
      <p className="mt-1 text-sm text-ink-800">{item.value === null ? w.noValue : aud(item.value, props.locale)}</p>
      {(item.owner || item.stale) && (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs">
          {item.owner && <span className="text-ink-600">{ownerName(props, item.owner)}</span>}
          {item.stale && <StaleMark />}
        </p>
      )}
      <button
        type="button"
        id={`grip-${item.id}`}
        aria-label={fill(w.grip, { name })}
        aria-describedby="board-card-keys"
        className="absolute top-2 right-2 grid size-8 cursor-grab touch-none place-items-center rounded-md text-ink-500 hover:bg-ink-100 hover:text-ink-900 active:cursor-grabbing"
        {...handlers}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          {[5, 10, 15].flatMap((y) => [7, 13].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
        </svg>
      </button>
    </li>
  )
}
