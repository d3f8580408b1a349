// The free times of one meeting type, from today (office date) to the end of
// the booking window, loaded once and again on demand (after a time turned
// out to be taken). A reload keeps showing the times it replaces; an answer
// that arrives after a newer request was made is dropped.
import { useCallback, useEffect, useRef, useState } from 'react'
import { getAvailability, isSlot } from './api.ts'
import { zonedDate } from '../../schemas/office-time.ts'
import type { Slot } from './slot-days.ts'

/** `tooMany`: the error was the rate limit's 429, so the page says to wait rather than that something broke. */
type AvailabilityState = { status: 'loading' | 'ready' | 'error'; slots: Slot[]; tooMany?: boolean }
export type Availability = AvailabilityState & { reload: () => void }

export function useAvailability(type: string, officeZone: string, horizonDays: number): Availability {
  const [state, setState] = useState<AvailabilityState>({ status: 'loading', slots: [] })
  const latest = useRef(0)

  const load = useCallback(() => {
    const seq = ++latest.current
    setState((s) => (s.status === 'ready' ? s : { status: 'loading', slots: [] }))
    // Today and the horizonDays after it: the window the server offers (content/booking.yaml).
    void getAvailability(type, zonedDate(new Date(), officeZone), horizonDays + 1).then((answer) => {
      if (seq !== latest.current) return
      setState(
        answer.kind === 'ok'
          ? { status: 'ready', slots: answer.data.slots.filter(isSlot) }
          : (s) => (s.status === 'ready' ? s : { status: 'error', slots: [], tooMany: answer.kind === 'failed' && answer.status === 429 }),
      )
    })
  }, [type, officeZone, horizonDays])

  useEffect(() => {
    load()
  }, [load])

  return { ...state, reload: load }
}
