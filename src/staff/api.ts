// The staff API from the browser: same-origin fetches with the session cookie,
// JSON in and out, every answer sorted into ok, signed out (401: the page
// offers the sign-in link), not found, or failed. A state change is sent with
// the page's own Origin, which the API requires.
import { STAFF_PRESENCE_COOKIE } from '../../schemas/staff-api-types.ts'
// Types only: the console ships none of the contract's zod checks (the server makes them).
import type {
  StaffAnswerOf,
  StaffPathOf,
  StaffPathParams,
  StaffQueryOf,
  StaffRequestBody,
  StaffRoute,
} from '../../schemas/staff-api-contract.ts'
import { STAFF_API } from '../lib/staff-routes.ts'

export type ApiAnswer<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'signed-out' }
  /** `mergedInto`: the person this one was merged into (POST /leads/merge), whose page now has everything. */
  | { kind: 'not-found'; mergedInto?: string }
  | { kind: 'limited' }
  | { kind: 'refused'; status: number; message?: string }
  | { kind: 'failed' }

/** What a call of a route takes: its path's parameters, its body and its query, each only where the route has one. */
export type StaffCall<R extends StaffRoute> = (keyof StaffPathParams<StaffPathOf<R>> extends never
  ? { params?: never }
  : { params: StaffPathParams<StaffPathOf<R>> }) &
  (StaffRequestBody<R> extends undefined ? { body?: never } : { body: StaffRequestBody<R> }) &
  (StaffQueryOf<R> extends undefined ? { query?: never } : { query?: StaffQueryOf<R> })

/** The call's argument, optional when nothing in it is required (GET /session, GET /set-aside). */
export type StaffCallArgs<R extends StaffRoute> = Record<never, never> extends StaffCall<R> ? [call?: StaffCall<R>] : [call: StaffCall<R>]

/** The path under /api/staff a call asks for, e.g. ('GET /leads', { query: { status: 'new' } }) -> "/leads?status=new". */
export function staffPath<R extends StaffRoute>(route: R, ...[call]: StaffCallArgs<R>): string {
  // Every route's parameters and query are strings by name (StaffCall says which, per route).
  const c = (call ?? {}) as { params?: Record<string, string>; query?: Record<string, string | undefined> }
  const pattern = route.slice(route.indexOf(' ') + 1)
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(c.params?.[name] ?? ''))
  return `${path}${queryOf(c.query ?? {})}`
}

/**
 * One route of the contract (schemas/staff-api-contract.ts), e.g. `staffApi('PATCH /leads/:id', { params: { id }, body })`:
 * the body is the route's request type and the answer its answer type, so neither can be the wrong one.
 */
export function staffApi<R extends StaffRoute>(route: R, ...args: StaffCallArgs<R>): Promise<ApiAnswer<StaffAnswerOf<R>>> {
  const body = (args[0] as { body?: unknown } | undefined)?.body
  return request(route.slice(0, route.indexOf(' ')), staffPath(route, ...args), body) as Promise<ApiAnswer<StaffAnswerOf<R>>>
}

/** `path` is under /api/staff, e.g. "/leads?status=new". */
async function request(method: string, path: string, body: unknown): Promise<ApiAnswer<unknown>> {
  // Signed out for sure (no session, so no companion cookie): say so without a request that answers 401.
  if (needsSession(path, method) && !hasPresenceCookie()) return { kind: 'signed-out' }
  let res: Response
  try {
    res = await fetch(`${STAFF_API}${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    return { kind: 'failed' }
  }
  if (res.status === 401) return { kind: 'signed-out' }
  if (res.status === 404) return { kind: 'not-found', ...mergedIntoOf(await res.json().catch(() => null)) }
  if (res.status === 429) return { kind: 'limited' }
  const answer: unknown = await res.json().catch(() => null)
  if (res.ok) return { kind: 'ok', data: answer }
  const message = typeof answer === 'object' && answer && 'error' in answer && typeof answer.error === 'string' ? answer.error : undefined
  return res.status < 500 ? { kind: 'refused', status: res.status, message } : { kind: 'failed' }
}

/** A 404's hint that the person was merged into another (netlify/lib/staff/staff-api.ts). */
const mergedIntoOf = (answer: unknown) =>
  typeof answer === 'object' && answer && 'mergedInto' in answer && typeof answer.mergedInto === 'string'
    ? { mergedInto: answer.mergedInto }
    : {}

/** Asking for a link and spending one are the only calls made before a session exists. */
const needsSession = (path: string, method: string) => !(method === 'POST' && (path === '/sign-in' || path === '/session'))

const hasPresenceCookie = () => document.cookie.split(';').some((c) => c.trim().startsWith(`${STAFF_PRESENCE_COOKIE}=1`))

/** Query string from the set values only, in a stable order, so a view's URL can be shared. */
export function queryOf(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v)
  const s = q.toString()
  return s ? `?${s}` : ''
}
