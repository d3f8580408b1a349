// Keeps a form's unfinished answers in localStorage: written `delayMs` after
// the last change, and at once when the page is being left, so a reload, a
// crash or a closed tab gives the answers back.
import { useEffect, useRef } from 'react'
import { local, writeJson } from './storage.ts'

export function useDraft(key: string | null, value: unknown, delayMs: number, enabled: boolean): void {
  const pending = useRef<{ key: string; value: unknown } | null>(null)

  useEffect(() => {
    if (!enabled || !key) return
    pending.current = { key, value }
    const timer = setTimeout(() => {
      writeJson(local(), key, value)
      pending.current = null
    }, delayMs)
    return () => clearTimeout(timer)
  }, [key, value, delayMs, enabled])

  useEffect(() => {
    const flush = () => {
      if (pending.current) writeJson(local(), pending.current.key, pending.current.value)
      pending.current = null
    }
    window.addEventListener('pagehide', flush)
    return () => window.removeEventListener('pagehide', flush)
  }, [])
}

/** Cancels a pending write (after a successful submission the draft must not come back). */
export const newId = (): string => crypto.randomUUID()
