// The staff API from the browser: same-origin fetches with the session cookie,
// JSON in and out, every answer sorted into ok, signed out (401: the page
// offers the sign-in link), not found, or failed. A state change is sent with
// the page's own Origin, which the API requires.
import { STAFF_PRESENCE_COOKIE } from '../../schemas/staff-api-types.ts'
import { STAFF_API } from './routes.ts'

export type ApiAnswer<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'signed-out' }
  | { kind: 'not-found' }
  | { kind: 'limited' }
  | { kind: 'refused'; status: number; message?: string }
  | { kind: 'failed' }

/** `path` is under /api/staff, e.g. "/leads?status=new". */
export async function staffApi<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<ApiAnswer<T>> {
  // Signed out for sure (no session, so no companion cookie): say so without a request that answers 401.
  if (needsSession(path, init.method) && !hasPresenceCookie()) return { kind: 'signed-out' }
  let res: Response
  try {
    res = await fetch(`${STAFF_API}${path}`, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers:
        init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
  } catch {
    return { kind: 'failed' }
  }
  if (res.status === 401) return { kind: 'signed-out' }
  if (res.status === 404) return { kind: 'not-found' }
  if (res.status === 429) return { kind: 'limited' }
  const body: unknown = await res.json().catch(() => null)
  if (res.ok) return { kind: 'ok', data: body as T }
  const message = typeof body === 'object' && body && 'error' in body && typeof body.error === 'string' ? body.error : undefined
  return res.status < 500 ? { kind: 'refused', status: res.status, message } : { kind: 'failed' }
}

/** Asking for a link and spending one are the only calls made before a session exists. */
const needsSession = (path: string, method = 'GET') => !(method === 'POST' && (path === '/sign-in' || path === '/session'))

const hasPresenceCookie = () => document.cookie.split(';').some((c) => c.trim().startsWith(`${STAFF_PRESENCE_COOKIE}=1`))

/** Query string from the set values only, in a stable order, so a view's URL can be shared. */
export function queryOf(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v)
  const s = q.toString()
  return s ? `?${s}` : ''
}
