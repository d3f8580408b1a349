// Keeps a form's unfinished answers in localStorage: written `delayMs` after
// the last change, and at once when the page is being left, so a reload, a
// crash or a closed tab gives the answers back.
import { useCallback, useEffect, useRef } from 'react'
import { local, remove, writeJson } from './storage.ts'

/** Returns `discard(...keys)`: forget the draft for good (after a successful submission). */
export function useDraft(key: string | null, value: unknown, delayMs: number, enabled: boolean): (...alsoRemove: string[]) => void {
  const pending = useRef<{ key: string; value: unknown } | null>(null)
  const discarded = useRef(false)

  useEffect(() => {
    if (!enabled || !key || discarded.current) return
    pending.current = { key, value }
    const timer = setTimeout(() => {
      if (!discarded.current) writeJson(local(), key, value)
      pending.current = null
    }, delayMs)
    return () => clearTimeout(timer)
  }, [key, value, delayMs, enabled])

  useEffect(() => {
    const flush = () => {
      if (pending.current && !discarded.current) writeJson(local(), pending.current.key, pending.current.value)
      pending.current = null
    }
    window.addEventListener('pagehide', flush)
    return () => window.removeEventListener('pagehide', flush)
  }, [])

  return useCallback(
    (...alsoRemove: string[]) => {
      discarded.current = true
      pending.current = null
      remove(local(), ...(key ? [key] : []), ...alsoRemove)
    },
    [key],
  )
}

export const newId = (): string => crypto.randomUUID()
