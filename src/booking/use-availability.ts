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

/**
 * `hosts`: null for every host of the type, a list for only those (a routed lead's pool), undefined while
 * that is not known yet (the page's lead link is being read): nothing is loaded until it is.
 */
export function useAvailability(
  type: string,
  officeZone: string,
  horizonDays: number,
  hosts: readonly string[] | null | undefined = null,
): Availability {
  const [state, setState] = useState<AvailabilityState>({ status: 'loading', slots: [] })
  const latest = useRef(0)

  const pool = hosts === undefined ? undefined : hosts === null ? '' : hosts.join(',')
  const load = useCallback(() => {
    if (pool === undefined) return
    const seq = ++latest.current
    setState((s) => (s.status === 'ready' ? s : { status: 'loading', slots: [] }))
    // Today and the horizonDays after it: the window the server offers (content/booking.yaml).
    void getAvailability(type, zonedDate(new Date(), officeZone), horizonDays + 1, pool ? pool.split(',') : undefined).then((answer) => {
      if (seq !== latest.current) return
      setState(
        answer.kind === 'ok'
          ? { status: 'ready', slots: answer.data.slots.filter(isSlot) }
          : (s) => (s.status === 'ready' ? s : { status: 'error', slots: [], tooMany: answer.kind === 'failed' && answer.status === 429 }),
      )
    })
  }, [type, officeZone, horizonDays, pool])

  useEffect(() => {
    load()
  }, [load])

  return { ...state, reload: load }
}
