// One POST to a lead function, classified the way the forms react to it
// (each has its own toast in content/forms/*.yaml `failure`): delivered,
// refused with the server's words, not delivered (network or a server without
// a JSON answer), or unexpected.
import type { FieldErrors } from '../../schemas/lead.ts'

type PostResult =
  | { kind: 'ok'; data: Record<string, unknown> }
  | { kind: 'refused'; status: number; error?: string; fieldErrors?: FieldErrors }
  | { kind: 'failed'; status?: number }
  | { kind: 'unexpected'; error: unknown }

/** Whether sending the same body again may work (network, 5xx, 408, 429). */
export const isRetryable = (r: PostResult) =>
  r.kind === 'failed' || (r.kind === 'refused' && (r.status >= 500 || r.status === 408 || r.status === 429))

/** The toast text for a submission that did not go through (content/forms/*.yaml `failure`). */
export function failureText(
  r: Exclude<PostResult, { kind: 'ok' }>,
  failure: { network: string; unexpected: string; tooMany: string },
): string {
  // 429: Netlify's rate limit answers before the function, without our JSON.
  if (r.kind !== 'unexpected' && r.status === 429) return failure.tooMany
  if (r.kind === 'refused') return r.error ?? failure.network
  return r.kind === 'failed' ? failure.network : failure.unexpected
}

export async function postJson(
  url: string,
  body: string,
  init: { keepalive?: boolean; timeoutMs?: number; fetch?: typeof fetch } = {},
): Promise<PostResult> {
  let res: Response
  try {
    res = await (init.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: init.keepalive,
      credentials: 'same-origin',
      signal: init.timeoutMs ? AbortSignal.timeout(init.timeoutMs) : undefined,
    })
  } catch {
    return { kind: 'failed' }
  }
  let data: unknown
  try {
    data = await res.json()
  } catch {
    // A proxy's HTML error page, an empty 502: the request did not get through.
    return res.ok ? { kind: 'unexpected', error: new Error(`unreadable answer (${res.status})`) } : { kind: 'failed', status: res.status }
  }
  if (typeof data !== 'object' || data === null) return { kind: 'unexpected', error: new Error('answer is not an object') }
  const d = data as Record<string, unknown>
  if (res.ok && d.success === true) return { kind: 'ok', data: d }
  return {
    kind: 'refused',
    status: res.status,
    error: typeof d.error === 'string' && d.error ? d.error : undefined,
    fieldErrors: typeof d.fieldErrors === 'object' && d.fieldErrors !== null ? (d.fieldErrors as FieldErrors) : undefined,
  }
}
