// Toasts for the lead forms: a failed submission shows a destructive toast
// (title and message from the form's content). Each form owns its toaster. The live region is in the page
// from the first render, so screen readers announce what appears in it;
// errors are announced assertively (role="alert"), the rest politely.
import { useCallback, useEffect, useRef, useState } from 'react'

interface ToastInput {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}
interface ToastData extends ToastInput {
  id: number
}

const LIFETIME_MS = 6000
const MAX_VISIBLE = 3

export function useToasts() {
  const [toasts, setToasts] = useState<ToastData[]>([])
  const next = useRef(1)
  const show = useCallback((t: ToastInput) => {
    const id = next.current++
    // The same message twice in a row replaces the first (keeps Enter-mashing quiet).
    setToasts((list) =>
      [...list.filter((x) => !(x.title === t.title && x.description === t.description)), { ...t, id }].slice(-MAX_VISIBLE),
    )
    return id
  }, [])
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), [])
  return { toasts, show, dismiss }
}

export function Toaster({ toasts, onDismiss }: { toasts: ToastData[]; onDismiss: (id: number) => void }) {
  return (
    <div
      aria-label="Notifications"
      role="region"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-3 p-4 sm:items-end sm:p-6"
    >
      {toasts.map((t) => (
        <Toast key={t.id} toast={t} onDismiss={onDismiss} />
      ))}
    </div>
  )
}

function Toast({ toast, onDismiss }: { toast: ToastData; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), LIFETIME_MS)
    return () => clearTimeout(timer)
  }, [toast.id, onDismiss])
  const destructive = toast.variant === 'destructive'
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      data-testid="toast"
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-card border p-4 shadow-lift ${
        destructive ? 'border-danger-600 bg-danger-600 text-white' : 'border-ink-200 bg-white text-ink-900'
      }`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className={`mt-1 text-sm ${destructive ? 'text-white' : 'text-ink-600'}`}>{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className={`-m-1 rounded p-1 text-lg leading-none ${destructive ? 'text-white hover:bg-white/15' : 'text-ink-500 hover:bg-ink-100'}`}
        aria-label="Dismiss notification"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}
