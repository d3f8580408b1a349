// Signing in by email link: POST /api/staff/sign-in {email} and POST /api/staff/session {token}.
//
// The sign-in answer is the same status and body for every well-formed address, on the list or
// not, so nobody learns who is staff; only a listed address gets an email. The link's token is
// random, stored hashed, works 15 minutes and once (spent by compare-and-swap, staff-store.ts).
// The email is sent at once and never recorded in the outbox: a kept token would be a key to the
// console in the store. It goes where the other emails go: SMTP_URL, else locally the mail sink.
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { pipeline } from '../../../src/generated/pipeline.ts'
import { fail, json, readJsonBody } from '../http.ts'
import { senders } from '../outbox/channels.ts'
import { isOnNetlify } from '../runtime.ts'
import { siteUrl } from '../site-url.ts'
import {
  isOwnOrigin,
  normaliseEmail,
  sessionCookies,
  sessionSecret,
  signSessionId,
  SESSION_IDLE_MS,
  staffAllowList,
  withCookies,
} from './staff-auth.ts'
import type { SessionAnswer } from './staff-api-types.ts'
import { staffStore, type StaffStore } from './staff-store.ts'

type Env = Record<string, string | undefined>

export const LINK_VALID_MS = 15 * 60_000
/** Sign-in requests per address, and per IP, in RATE_WINDOW_MS (beside the function's own config.rateLimit). */
export const RATE_PER_ADDRESS = 5
export const RATE_PER_IP = 20
export const RATE_WINDOW_MS = 15 * 60_000

const SignInBodySchema = z.object({
  email: z
    .string()
    .trim()
    .max(320)
    .regex(/^[^\s@]+@[^\s@]+$/),
})
const SessionBodySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) })

export interface SignInOptions {
  store?: StaffStore
  now?: () => Date
  env?: Env
  /** Sends the link; defaults to SMTP_URL's server, else (locally) the mail sink. */
  send?: (to: string, subject: string, text: string) => Promise<void>
}

/** The staff console page a link opens, with its token. */
export const signInLink = (token: string, env: Env = process.env) => `${siteUrl(env)}/staff/?token=${token}`

const SAME_ANSWER = { success: true, message: 'If this address may sign in, a link is on its way. It works once, for 15 minutes.' }

async function sendLink(to: string, subject: string, text: string, env: Env): Promise<void> {
  const channel = env.SMTP_URL?.trim() ? 'email' : isOnNetlify(env) ? null : 'sink'
  if (!channel) throw new Error('SMTP_URL is not set: staff sign-in links cannot be emailed (docs/staff-console.md)')
  const all = senders(env)
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  try {
    await all[channel].send({
      version: 1,
      id: randomBytes(12).toString('hex'),
      event: 'staff-sign-in',
      channel,
      form: 'staff',
      createdAt: new Date().toISOString(),
      message: { subject, text, html: `<pre style="font-family:inherit;white-space:pre-wrap">${escaped}</pre>`, to },
    })
  } finally {
    all.email.close?.()
  }
}

export async function handleSignIn(req: Request, ip: string | undefined, options: SignInOptions = {}): Promise<Response> {
  const env = options.env ?? process.env
  if (!isOwnOrigin(req, env)) return fail(403, 'Sign in from the staff console of this site.', { extra: { code: 'cross-origin' } })
  const body = await readJsonBody(req, 4096)
  if (!body.ok) return body.response
  const parsed = SignInBodySchema.safeParse(body.value)
  if (!parsed.success) return fail(422, 'Please type an email address.', { extra: { code: 'invalid-email' } })
  const email = normaliseEmail(parsed.data.email)
  const now = options.now?.() ?? new Date()
  const store = options.store ?? staffStore()
  // Counted for every address, listed or not, so the limit itself tells nothing.
  const overAddress = await store.countRequest('address', email, now, RATE_WINDOW_MS, RATE_PER_ADDRESS)
  const overIp = ip ? await store.countRequest('ip', ip, now, RATE_WINDOW_MS, RATE_PER_IP) : false
  if (overAddress || overIp)
    return fail(429, 'Too many sign-in requests. Please wait a few minutes and try again.', {
      headers: { 'retry-after': String(RATE_WINDOW_MS / 1000) },
      extra: { code: 'rate-limited' },
    })
  const allow = staffAllowList(env)
  if (!allow.ok) console.error(`[staff] ${allow.problem}`)
  else if (allow.staff.has(email)) {
    const token = randomBytes(32).toString('base64url')
    await store.saveLink(token, { email, createdAt: now.toISOString() })
    const fill = (s: string) => s.replaceAll('{link}', signInLink(token, env)).replaceAll('{minutes}', String(LINK_VALID_MS / 60_000))
    try {
      await (options.send ?? ((to, subject, text) => sendLink(to, subject, text, env)))(
        email,
        fill(pipeline.signInSubject),
        fill(pipeline.signInBody),
      )
    } catch (error) {
      // The answer stays the same: a failure here must not tell a stranger the address is staff's.
      console.error('[staff] could not send a sign-in link:', error instanceof Error ? error.message : error)
    }
  }
  return json(200, SAME_ANSWER)
}

/** POST /api/staff/session {token}: spends the link and sets the session cookie. */
export async function handleSessionStart(req: Request, options: SignInOptions = {}): Promise<Response> {
  const env = options.env ?? process.env
  if (!isOwnOrigin(req, env)) return fail(403, 'Sign in from the staff console of this site.', { extra: { code: 'cross-origin' } })
  const body = await readJsonBody(req, 4096)
  if (!body.ok) return body.response
  const parsed = SessionBodySchema.safeParse(body.value)
  if (!parsed.success) return fail(400, 'This sign-in link is not complete: ask for a new one.', { extra: { code: 'link-invalid' } })
  const secret = sessionSecret(env)
  const allow = staffAllowList(env)
  if (!secret.ok || !allow.ok) {
    console.error(`[staff] ${[secret, allow].flatMap((r) => (r.ok ? [] : [r.problem])).join('; ')}`)
    return fail(503, 'The staff console is not set up on this site yet.', { extra: { code: 'not-configured' } })
  }
  const now = options.now?.() ?? new Date()
  const store = options.store ?? staffStore()
  const spent = await store.spendLink(parsed.data.token, now, LINK_VALID_MS)
  if (!spent.ok) {
    const message = spent.reason === 'expired' ? 'This sign-in link has expired' : 'This sign-in link was already used or is not ours'
    return fail(spent.reason === 'unknown' ? 401 : 410, `${message}: ask for a new one.`, { extra: { code: `link-${spent.reason}` } })
  }
  const staff = allow.staff.get(spent.email)
  if (!staff) return fail(401, 'This address may no longer sign in.', { extra: { code: 'not-staff' } })
  const id = randomBytes(32).toString('base64url')
  await store.writeSession(id, { email: staff.email, createdAt: now.toISOString(), lastUsedAt: now.toISOString() })
  const answer: SessionAnswer = { staff, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS).toISOString() }
  return withCookies(json(200, answer), sessionCookies(signSessionId(secret.secret, id), SESSION_IDLE_MS / 1000, env))
}
