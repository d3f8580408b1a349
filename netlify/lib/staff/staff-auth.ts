// Who may use the staff API, and the session that says so. Every /api/staff/ route is wrapped in
// withStaff: no valid session is a 401 whatever else is wrong with the request (so nothing about a
// route, a lead or a body leaks before sign-in), then a state change whose Origin is not the site's
// own is a 403 (SameSite=Strict already keeps other sites' requests cookieless; this is the second
// lock, for browsers and proxies that drop it).
//
//   STAFF_EMAILS          `address` or `address=team-member-id`, comma-separated: who may sign in.
//                         Locally, unset: LOCAL_STAFF_EMAIL alone. On Netlify, unset: nobody, said in the log.
//   STAFF_SESSION_SECRET  signs the session cookie (32+ characters on Netlify; a fixed local default here).
//
// The cookie holds a random session id and its HMAC; the session itself is a blob (staff-store.ts), so
// signing out, or an address leaving STAFF_EMAILS, ends it at once.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Context } from '@netlify/functions'
import { team } from '../../../src/generated/team.ts'
import { STAFF_PRESENCE_COOKIE } from '../../../schemas/staff-api-types.ts'
import { fail } from '../http.ts'
import { isOnNetlify, MIN_SECRET_LENGTH } from '../runtime.ts'
import { siteUrl } from '../site-url.ts'
import type { StaffMember } from '../../../schemas/staff-api-types.ts'
import { staffStore, type StaffStore } from './staff-store.ts'

type Env = Record<string, string | undefined>

/** The one address that may sign in on this machine when STAFF_EMAILS is unset (README, docs/staff-console.md). */
export const LOCAL_STAFF_EMAIL = 'staff@harbourline.local'

export const SESSION_COOKIE = 'staff_session'
/** A session unused this long is over (issue 27: idle expiry 12 h). */
export const SESSION_IDLE_MS = 12 * 3_600_000
/** A session's last use is written at most this often: a page's burst of requests costs one write. */
const TOUCH_EVERY_MS = 60_000

const LOCAL_SESSION_SECRET = 'local-staff-session-secret-not-for-netlify'

/** Lower-case, trimmed: how an address is compared everywhere in the console. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

export type AllowList = { ok: true; staff: Map<string, StaffMember> } | { ok: false; problem: string }

/** STAFF_EMAILS read: each address with its team member, or why nobody may sign in. */
export function staffAllowList(env: Env = process.env): AllowList {
  const raw = env.STAFF_EMAILS?.trim()
  if (!raw) {
    if (isOnNetlify(env))
      return {
        ok: false,
        problem: 'STAFF_EMAILS is not set: set it to the staff addresses (address or address=team-member-id, comma-separated)',
      }
    return { ok: true, staff: new Map([[LOCAL_STAFF_EMAIL, { email: LOCAL_STAFF_EMAIL }]]) }
  }
  const staff = new Map<string, StaffMember>()
  const known = new Set(team.map((m) => m.id))
  for (const entry of raw.split(',')) {
    const [address = '', member] = entry.split('=').map((s) => s.trim())
    if (!address) continue
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) return { ok: false, problem: `STAFF_EMAILS: "${address}" is not an email address` }
    if (member && !known.has(member))
      return { ok: false, problem: `STAFF_EMAILS: "${member}" is not a team member id of content (one of: ${[...known].join(', ')})` }
    const email = normaliseEmail(address)
    staff.set(email, member ? { email, teamMemberId: member } : { email })
  }
  return { ok: true, staff }
}

export type SecretResult = { ok: true; secret: string } | { ok: false; problem: string }

export function sessionSecret(env: Env = process.env): SecretResult {
  const secret = env.STAFF_SESSION_SECRET?.trim()
  if (secret && (secret.length >= MIN_SECRET_LENGTH || !isOnNetlify(env))) return { ok: true, secret }
  if (isOnNetlify(env))
    return {
      ok: false,
      problem: `STAFF_SESSION_SECRET is ${secret ? 'too short' : 'not set'}: set it to a random string of ${MIN_SECRET_LENGTH}+ characters (openssl rand -base64 48)`,
    }
  return { ok: true, secret: LOCAL_SESSION_SECRET }
}

const mac = (secret: string, value: string) => createHmac('sha256', secret).update(`staff-session\n${value}`).digest('base64url')

export const signSessionId = (secret: string, id: string) => `${id}.${mac(secret, id)}`

/** The session id a cookie value carries, if its signature is ours. */
export function verifySessionCookie(secret: string, value: string | undefined): string | null {
  if (!value) return null
  const dot = value.lastIndexOf('.')
  if (dot <= 0) return null
  const id = value.slice(0, dot)
  const given = Buffer.from(value.slice(dot + 1))
  const expected = Buffer.from(mac(secret, id))
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
}

export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

/** The cookie's attributes: Secure on Netlify (https); locally the site is served over http. */
export function sessionCookie(value: string, maxAgeSeconds: number, env: Env = process.env): string {
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secureFlag(env)}`
}

const secureFlag = (env: Env) => (isOnNetlify(env) || siteUrl(env).startsWith('https:') ? '; Secure' : '')

/**
 * A cookie the console's script can read, holding no secret, that lives as long as the session
 * cookie: without it the page shows the sign-in link without asking the API, so a signed-out visit
 * makes no 401 (a browser logs every 4xx as an error). The session cookie alone decides access.
 */
const PRESENCE_COOKIE = STAFF_PRESENCE_COOKIE

/** The session cookie and its readable companion, both set (or both cleared with maxAge 0) at once. */
export function sessionCookies(value: string, maxAgeSeconds: number, env: Env = process.env): string[] {
  const presence = `${PRESENCE_COOKIE}=${maxAgeSeconds > 0 ? '1' : ''}; Path=/; SameSite=Strict; Max-Age=${maxAgeSeconds}${secureFlag(env)}`
  return [sessionCookie(value, maxAgeSeconds, env), presence]
}

/** The answer with these cookies appended (a Headers object keeps each Set-Cookie apart). */
export function withCookies(res: Response, cookies: readonly string[]): Response {
  const headers = new Headers(res.headers)
  for (const c of cookies) headers.append('set-cookie', c)
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers })
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Whether a state change comes from the site's own pages: its Origin is the configured URL, or, on
 * this machine, the origin it is served on (localhost or 127.0.0.1, any port).
 */
export function isOwnOrigin(req: Request, env: Env = process.env): boolean {
  const origin = req.headers.get('origin')
  if (!origin || !URL.canParse(origin)) return false
  const given = new URL(origin).origin
  if (given === siteUrl(env)) return true
  if (isOnNetlify(env)) return false
  const own = new URL(req.url)
  return LOCAL_HOSTS.has(own.hostname) && given === own.origin
}

export interface SignedIn {
  staff: StaffMember
  sessionId: string
  expiresAt: string
  /** Refreshed cookies to send back (the idle expiry moved on), if any. */
  setCookie?: string[]
}

/** The session a request carries, or null: no cookie, a forged one, signed out, idle too long, or off the list now. */
export async function currentSession(req: Request, options: { store?: StaffStore; now?: Date; env?: Env } = {}): Promise<SignedIn | null> {
  const env = options.env ?? process.env
  const secret = sessionSecret(env)
  const allow = staffAllowList(env)
  if (!secret.ok || !allow.ok) return null
  const id = verifySessionCookie(secret.secret, readCookie(req, SESSION_COOKIE))
  if (!id) return null
  const store = options.store ?? staffStore()
  const session = await store.readSession(id)
  if (!session) return null
  const now = options.now ?? new Date()
  const idle = now.getTime() - Date.parse(session.lastUsedAt)
  const staff = allow.staff.get(session.email)
  if (idle > SESSION_IDLE_MS || !staff) {
    await store.deleteSession(id)
    return null
  }
  let lastUsed = Date.parse(session.lastUsedAt)
  let setCookie: string[] | undefined
  if (idle > TOUCH_EVERY_MS) {
    await store.touchSession(id, now.toISOString())
    lastUsed = now.getTime()
    setCookie = sessionCookies(signSessionId(secret.secret, id), SESSION_IDLE_MS / 1000, env)
  }
  return { staff, sessionId: id, expiresAt: new Date(lastUsed + SESSION_IDLE_MS).toISOString(), ...(setCookie ? { setCookie } : {}) }
}

export interface StaffContext {
  staff: StaffMember
  session: SignedIn
  context?: Context
}

export type StaffHandler = (req: Request, staff: StaffContext) => Response | Promise<Response>

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

let configLogged = false

/**
 * A staff route: 401 without a valid session (first, whatever else is wrong), 403 for a state change
 * (any method but GET/HEAD/OPTIONS) whose Origin is missing or not the site's own, else the handler
 * with `{ staff }`. A refreshed cookie rides on the handler's answer.
 */
export function withStaff(handler: StaffHandler, options: { store?: () => StaffStore } = {}) {
  return async (req: Request, context?: Context): Promise<Response> => {
    const allow = staffAllowList()
    const secret = sessionSecret()
    if ((!allow.ok || !secret.ok) && !configLogged) {
      configLogged = true
      console.error(`[staff] ${[allow, secret].flatMap((r) => (r.ok ? [] : [r.problem])).join('; ')}`)
    }
    const session = await currentSession(req, { store: options.store?.() })
    if (!session) return fail(401, 'Sign in to the staff console first.', { extra: { code: 'signed-out' } })
    if (!READS.has(req.method) && !isOwnOrigin(req))
      return fail(403, 'This change must come from the staff console of this site.', { extra: { code: 'cross-origin' } })
    const res = await handler(req, { staff: session.staff, session, context })
    // An answer that sets the cookie itself (sign-out) keeps its own.
    if (!session.setCookie || res.headers.get('set-cookie')?.startsWith(`${SESSION_COOKIE}=`)) return res
    return withCookies(res, session.setCookie)
  }
}
