// The form token on the browser's side (the server's is netlify/lib/leads/form-token-signing.ts):
// fetched from GET /api/form-token when the visitor first touches a form (focus,
// input or a tap inside the element marked data-form="<form>"), kept in
// localStorage so a reload keeps the time the form was really started, fetched
// again at submit if there is none, and sent in the envelope. A submission that
// could not get one still goes: the server sets it aside and staff see it in
// the daily count, which is better than a form that refuses to send.
import type { FormKind } from '../../schemas/lead.ts'
import { KEYS, local, readJson, remove, writeJson } from './storage.ts'

const FORM_TOKEN_URL = '/api/form-token'
/** A token older than this is not reused: a form left for a week is a new start. */
export const KEEP_TOKEN_MS = 7 * 24 * 60 * 60 * 1000
/** The longest a submit waits for a token before sending without one. */
const TOKEN_WAIT_MS = 5000

/** When the server issued `token` (its second part, ms), or NaN. */
export const issuedAt = (token: string) => Number(token.split('.')[1])

/** A token from the server, or undefined (network, 429, 503: the form still sends). */
async function fetchFormToken(form: FormKind, init: { fetch?: typeof fetch; timeoutMs?: number } = {}): Promise<string | undefined> {
  try {
    const res = await (init.fetch ?? fetch)(`${FORM_TOKEN_URL}?form=${encodeURIComponent(form)}`, {
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(init.timeoutMs ?? TOKEN_WAIT_MS),
    })
    const data = (await res.json()) as { token?: unknown }
    return res.ok && typeof data.token === 'string' && data.token ? data.token : undefined
  } catch {
    return undefined
  }
}

/** The kept token of `form`, unless it is too old to reuse. */
export function keptToken(form: FormKind, storage = local(), now = Date.now()): string | undefined {
  const kept = readJson(storage, KEYS.formToken(form))
  return typeof kept === 'string' && now - issuedAt(kept) < KEEP_TOKEN_MS ? kept : undefined
}

export interface FormTokens {
  /** The token to send: the kept one, or one fetched now (undefined if none can be had). */
  ensure(): Promise<string | undefined>
  /** Forget it after a successful send: the next visit is a new start. */
  discard(): void
}

/** One fetch at a time: a focus and a submit at once ask the server once. */
export function formTokens(form: FormKind, opts: { fetch?: typeof fetch; storage?: Storage } = {}): FormTokens {
  let pending: Promise<string | undefined> | null = null
  const storage = opts.storage ?? local()
  return {
    ensure() {
      const kept = keptToken(form, storage)
      if (kept) return Promise.resolve(kept)
      pending ??= fetchFormToken(form, { fetch: opts.fetch }).then((token) => {
        pending = null
        if (token) writeJson(storage, KEYS.formToken(form), token)
        return token
      })
      return pending
    },
    discard: () => remove(storage, KEYS.formToken(form)),
  }
}
