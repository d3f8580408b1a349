// The manage page's state and what it does: the booking the signed link
// points at (loaded once, and again after a change), and the two changes its
// owner can make: a move to another free time or a cancel. A move may issue a
// new link; the address follows it, so a reload still works.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { syncHeld } from './held-booking.ts'
import { cancelBooking, getBooking, moveBooking, type BookingRecord, type Slot } from './api.ts'
import { fill } from './copy.ts'
import { whenLabel } from '../../schemas/office-time.ts'
import type { ManageBookingProps } from './island-props.ts'
import { useVisitorZone } from './use-visitor-zone.ts'

/** `loadedAt` dates the answer: whether the meeting is over is judged then, not on every render. */
export type View =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'error'; tooMany: boolean }
  | { kind: 'ready'; booking: BookingRecord; loadedAt: number }
type Mode = 'view' | 'move' | 'cancel'

/** The token of the address, and the address with a new token (a move may issue one). */
const tokenOf = (href: string) => new URL(href, 'http://x').searchParams.get('token') ?? ''

export function useManageBooking({ copy, env }: Pick<ManageBookingProps, 'copy' | 'env'>) {
  const [view, setView] = useState<View>({ kind: 'loading' })
  const [mode, setMode] = useState<Mode>('view')
  const zone = useVisitorZone(env.officeTimeZone)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState('')
  const [problem, setProblem] = useState<{ text: string; nextSlots?: Slot[] } | null>(null)
  const token = useRef('')
  const root = useRef<HTMLDivElement>(null)
  const focusNext = useRef<string | null>(null)

  useLayoutEffect(() => {
    const target = focusNext.current
    if (!target) return
    focusNext.current = null
    root.current?.querySelector<HTMLElement>(target)?.focus()
  })

  const load = useCallback(async (focus?: string) => {
    if (!token.current) return setView({ kind: 'invalid' })
    const answer = await getBooking(token.current)
    if (answer.kind === 'ok') setView({ kind: 'ready', booking: answer.data, loadedAt: Date.now() })
    else
      setView(
        answer.kind === 'forbidden' ? { kind: 'invalid' } : { kind: 'error', tooMany: answer.kind === 'failed' && answer.status === 429 },
      )
    if (focus) focusNext.current = focus
  }, [])

  useEffect(() => {
    token.current = tokenOf(window.location.href)
    void load()
  }, [load])

  // The booking page shows this browser's held booking: it follows a move and forgets a cancel.
  useEffect(() => {
    if (view.kind === 'ready') syncHeld(view.booking, window.location.pathname + window.location.search)
  }, [view])

  const switchMode = (next: Mode, focus: string) => {
    focusNext.current = focus
    setProblem(null)
    setMode(next)
  }

  async function cancel() {
    setBusy(true)
    const answer = await cancelBooking(token.current)
    setBusy(false)
    if (answer.kind === 'ok') {
      setNotice(copy.cancel.done)
      setMode('view')
      return load('[data-notice]')
    }
    if (answer.kind === 'forbidden') return setView({ kind: 'invalid' })
    setProblem({
      text:
        answer.kind === 'failed' && answer.status === 429
          ? copy.problems.tooMany
          : answer.message && answer.kind !== 'failed'
            ? answer.message
            : copy.problems.failed,
    })
  }

  async function move(slot: Slot, reload: () => void) {
    if (busy) return
    setBusy(true)
    setProblem(null)
    const answer = await moveBooking(token.current, slot.start)
    setBusy(false)
    switch (answer.kind) {
      case 'ok': {
        // If the move issued a new link, the address follows it, so a reload still works.
        const next =
          typeof answer.data.manageUrl === 'string'
            ? tokenOf(answer.data.manageUrl)
            : typeof answer.data.token === 'string'
              ? answer.data.token
              : ''
        if (next && next !== token.current) {
          token.current = next
          const url = new URL(window.location.href)
          url.searchParams.set('token', next)
          window.history.replaceState(null, '', url)
        }
        setNotice(fill(copy.move.done, { time: whenLabel(new Date(slot.start), zone, env.locale) }))
        setMode('view')
        return load('[data-notice]')
      }
      case 'taken':
        reload()
        setProblem({ text: answer.message ?? copy.problems.taken, nextSlots: answer.nextSlots })
        focusNext.current = '[data-next-time]'
        return
      case 'not-a-slot':
        reload()
        setProblem({ text: answer.message ?? copy.problems.notASlot })
        focusNext.current = '[data-problem]'
        return
      case 'forbidden':
        return setView({ kind: 'invalid' })
      default:
        setProblem({ text: 'status' in answer && answer.status === 429 ? copy.problems.tooMany : copy.problems.failed })
    }
  }

  return { view, mode, zone, busy, notice, problem, root, load, switchMode, cancel, move }
}
