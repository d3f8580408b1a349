// A form's token (form-token.ts) in a component: fetched the first time the
// visitor focuses, types in or taps inside the element marked data-form="<form>".
import { useCallback, useEffect, useRef } from 'react'
import type { FormKind } from '../../schemas/lead.ts'
import { formTokens, type FormTokens } from './form-token-client.ts'

/** Listened for on the document: the wizard's steps come and go, and the form must be primed by any of them. */
export function useFormToken(form: FormKind): FormTokens {
  const tokens = useRef<FormTokens | null>(null)
  tokens.current ??= formTokens(form)
  useEffect(() => {
    const onUse = (e: Event) => {
      if (!(e.target instanceof Element) || !e.target.closest(`[data-form="${form}"]`)) return
      stop()
      void tokens.current?.ensure()
    }
    const events = ['focusin', 'input', 'pointerdown'] as const
    const stop = () => events.forEach((t) => document.removeEventListener(t, onUse, true))
    events.forEach((t) => document.addEventListener(t, onUse, true))
    return stop
  }, [form])
  const ensure = useCallback(() => tokens.current!.ensure(), [])
  const discard = useCallback(() => tokens.current!.discard(), [])
  return { ensure, discard }
}
