// Signing in by email link: POST /api/staff/sign-in {email} and POST /api/staff/session {token}.
//
// The sign-in answer is the same status and body, at the same time, for every well-formed address, on
// the list or not, so nobody learns who is staff: it is given before anything is looked up or sent.
// After it, a listed address gets its link through the outbox (recorded, sent at once, retried by the
// scheduled work) unless it was sent RATE_PER_ADDRESS links in RATE_WINDOW_MS already: that limit only
// withholds emails, so nobody can lock a staff member out and a link already sent stays valid. The one
// refusal is per IP (RATE_PER_IP in the window: 429). Both limits are numbered create-only places
// (staff-store.ts takePlace): a burst gets no more through than the limit.
// The link's token is random, stored hashed, works 15 minutes and once (spent by compare-and-swap,
// staff-store.ts). Its email is the one record in the outbox that holds a working link: it is removed
// once delivered, and unsent once the link has expired (forgetWhenSent, expiresAt).
import { randomBytes } from 'node:crypto'
import { SessionBodySchema, SignInBodySchema } from '../../../schemas/staff-api-contract.ts'
import { pipeline } from '../../../src/generated/pipeline.ts'
import { siteNotifier } from '../site-outbox.ts'
import { fail, json, readJsonBody } from '../http.ts'
import type { AfterAnswer, Notifier } from '../outbox/notifier.ts'
import type { NotifyRequest } from '../outbox/outbox-store.ts'
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
import type { SessionAnswer } from '../../../schemas/staff-api-types.ts'
import { hashOf, staffStore, type StaffStore } from './staff-store.ts'

type Env = Record<string, string | undefined>

export const LINK_VALID_MS = 15 * 60_000
/** Sign-in links sent to one address, and sign-in requests let through from one IP, in RATE_WINDOW_MS (beside the function's own config.rateLimit). */
export const RATE_PER_ADDRESS = 5
export const RATE_PER_IP = 20
export const RATE_WINDOW_MS = 15 * 60_000

export interface SignInOptions {
  store?: StaffStore
  now?: () => Date
  env?: Env
  /** Records and sends the link's email; defaults to the site's outbox (site-outbox.ts). */
  notifier?: Notifier
}

/** The staff console page a link opens, with its token. */
export const signInLink = (token: string, env: Env = process.env) => `${siteUrl(env)}/staff/?token=${token}`

const SAME_ANSWER = { success: true, message: 'If this address may sign in, a link is on its way. It works once, for 15 minutes.' }

/** A new link for a listed address, saved hashed, and its email as the outbox records it; none when the address had its share. */
async function linkEmail(email: string, store: StaffStore, now: Date, env: Env): Promise<NotifyRequest[]> {
  if (!(await store.takePlace('address', email, now, RATE_WINDOW_MS, RATE_PER_ADDRESS))) {
    console.error('[staff] a sign-in link was withheld: this address had its share of links for now')
    return []
  }
  const token = randomBytes(32).toString('base64url')
  await store.saveLink(token, { email, createdAt: now.toISOString() })
  const fill = (s: string) => s.replaceAll('{link}', signInLink(token, env)).replaceAll('{minutes}', String(LINK_VALID_MS / 60_000))
  const text = fill(pipeline.signInBody)
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return [
    {
      event: 'staff-sign-in',
      // The token's hash names the event once: each link is its own email.
      key: hashOf(token),
      form: 'staff',
      message: {
        subject: fill(pipeline.signInSubject),
        text,
        html: `<pre style="font-family:inherit;white-space:pre-wrap">${escaped}</pre>`,
        to: email,
      },
      expiresAt: new Date(now.getTime() + LINK_VALID_MS).toISOString(),
      forgetWhenSent: true,
    },
  ]
}

export async function handleSignIn(
  req: Request,
  context: AfterAnswer & { ip?: string } = {},
  options: SignInOptions = {},
): Promise<Response> {
  const env = options.env ?? process.env
  if (!isOwnOrigin(req, env)) return fail(403, 'Sign in from the staff console of this site.', { extra: { code: 'cross-origin' } })
  const body = await readJsonBody(req, 4096)
  if (!body.ok) return body.response
  const parsed = SignInBodySchema.safeParse(body.value)
  if (!parsed.success) return fail(422, 'Please type an email address.', { extra: { code: 'invalid-email' } })
  const email = normaliseEmail(parsed.data.email)
  const now = options.now?.() ?? new Date()
  const store = options.store ?? staffStore()
  // Per IP, whatever the address: the same refusal for a listed address and any other.
  if (context.ip && !(await store.takePlace('ip', context.ip, now, RATE_WINDOW_MS, RATE_PER_IP)))
    return fail(429, 'Too many sign-in requests. Please wait a few minutes and try again.', {
      headers: { 'retry-after': String(RATE_WINDOW_MS / 1000) },
      extra: { code: 'rate-limited' },
    })
  // Everything about the address happens after the answer, for every address alike: nothing in the
  // answer or its timing says whether it is staff's.
  ;(options.notifier ?? siteNotifier()).later(async () => {
    const allow = staffAllowList(env)
    if (!allow.ok) console.error(`[staff] ${allow.problem}`)
    if (!allow.ok || !allow.staff.has(email)) return []
    return linkEmail(email, store, now, env).catch((error: unknown) => {
      console.error('[staff] could not make a sign-in link (ask for another):', error instanceof Error ? error.message : error)
      return []
    })
  }, context)
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
