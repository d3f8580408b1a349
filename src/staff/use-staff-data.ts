// One GET of the staff API as page state: loading (also what the prerendered
// shell shows, so hydration matches), the answer, and reload() after a change.
import { useCallback, useEffect, useState } from 'react'
import { staffApi, type ApiAnswer } from './api.ts'

export type Loaded<T> = { kind: 'loading' } | ApiAnswer<T>

export function useStaffData<T>(path: string | null): { answer: Loaded<T>; reload: () => void } {
  const [answer, setAnswer] = useState<Loaded<T>>({ kind: 'loading' })
  const [round, setRound] = useState(0)
  useEffect(() => {
    if (path === null) return
    let current = true
    void staffApi<T>(path).then((a) => current && setAnswer(a))
    return () => {
      current = false
    }
  }, [path, round])
  const reload = useCallback(() => setRound((r) => r + 1), [])
  return { answer, reload }
}
