// One GET of the staff API as page state: loading (also what the prerendered
// shell shows, so hydration matches), the answer, and reload() after a change.
// Typed by the route (schemas/staff-api-contract.ts), as staffApi is.
import { useCallback, useEffect, useRef, useState } from 'react'
import { staffApi, staffPath, type ApiAnswer, type StaffCallArgs } from './api.ts'
import type { StaffAnswerOf, StaffRoute } from '../../schemas/staff-api-contract.ts'

export type Loaded<T> = { kind: 'loading' } | ApiAnswer<T>

/** The routes a page reads with GET. */
type StaffGetRoute = Extract<StaffRoute, `GET ${string}`>

export function useStaffData<R extends StaffGetRoute>(
  route: R,
  ...args: StaffCallArgs<R>
): { answer: Loaded<StaffAnswerOf<R>>; reload: () => void } {
  const [answer, setAnswer] = useState<Loaded<StaffAnswerOf<R>>>({ kind: 'loading' })
  const [round, setRound] = useState(0)
  // The call as of this render; asked again when the path it makes changes (a new object each render is no change).
  const call = useRef({ route, args })
  call.current = { route, args }
  const path = staffPath(route, ...args)
  useEffect(() => {
    let current = true
    void staffApi(call.current.route, ...call.current.args).then((a) => current && setAnswer(a))
    return () => {
      current = false
    }
  }, [path, round])
  const reload = useCallback(() => setRound((r) => r + 1), [])
  return { answer, reload }
}
