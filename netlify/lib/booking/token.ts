// The manage link's token: whoever holds it may read, move or cancel one
// booking, with no account. It is `<bookingId>.<expiry>.<mac>`:
//   expiry  seconds since 1970, the meeting's end + 30 days
//   mac     base64url(HMAC-SHA256(BOOKING_SECRET, "booking-token.v1.<bookingId>.<expiry>"))
// Nothing about the booking is secret in it; the MAC is what cannot be forged,
// and it covers the expiry, so a link cannot be made to last longer. Compared in
// constant time. A move changes the end, so it issues a new token; the old one
// keeps working until its own expiry (it names the same booking).
import { createHmac, timingSafeEqual } from 'node:crypto'
import { isOnNetlify, MIN_SECRET_LENGTH } from '../runtime.ts'

export const SECRET_ENV = 'BOOKING_SECRET'
/** Shorter secrets are refused: 32 random bytes as base64 are 44 characters. */
export { MIN_SECRET_LENGTH }
/** How long a manage link works after the meeting ends. */
const TOKEN_GRACE_DAYS = 30

/** Used only off Netlify (npm start, tests), so a fresh clone books without setup. */
export const DEVELOPMENT_SECRET = 'harbourline-development-only-booking-secret-never-used-on-netlify'

// One spelling per token: the expiry without leading zeros (the MAC covers the
// number, so "0123" would otherwise pass as a second spelling of "123").
const TOKEN_RE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(0|[1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/

type SecretResult = { ok: true; secret: string; development: boolean } | { ok: false; problem: string }

/** The signing secret, or why there is none to use (on Netlify a missing or short secret is refused). */
export function bookingSecret(env: Record<string, string | undefined> = process.env): SecretResult {
  const value = env[SECRET_ENV]
  if (value && value.length >= MIN_SECRET_LENGTH) return { ok: true, secret: value, development: false }
  if (value)
    return {
      ok: false,
      problem: `${SECRET_ENV} is too short (${value.length} characters): use at least ${MIN_SECRET_LENGTH}, e.g. the output of \`openssl rand -base64 32\`.`,
    }
  if (!isOnNetlify(env)) return { ok: true, secret: DEVELOPMENT_SECRET, development: true }
  return {
    ok: false,
    problem:
      `${SECRET_ENV} is not set, so booking links cannot be signed. Set it in Netlify > Site configuration > Environment variables ` +
      '(scope: Functions) to a long random value, e.g. the output of `openssl rand -base64 32`, and redeploy.',
  }
}

const mac = (secret: string, bookingId: string, expiry: number) =>
  createHmac('sha256', secret).update(`booking-token.v1.${bookingId}.${expiry}`).digest()

/** Seconds since 1970 at which a token for a meeting ending at `end` stops working. */
export const tokenExpiry = (end: Date | string): number => Math.floor(new Date(end).getTime() / 1000) + TOKEN_GRACE_DAYS * 24 * 60 * 60

export function signToken(bookingId: string, expiry: number, secret: string): string {
  return `${bookingId}.${expiry}.${mac(secret, bookingId, expiry).toString('base64url')}`
}

type TokenCheck = { ok: true; bookingId: string; expiry: number } | { ok: false; reason: 'malformed' | 'forged' | 'expired' }

/** Whether `token` was signed with `secret` and is still valid at `now`. */
export function verifyToken(token: unknown, secret: string, now: Date): TokenCheck {
  const m = typeof token === 'string' ? TOKEN_RE.exec(token) : null
  const [, bookingId, expiryText, given] = m ?? []
  if (!bookingId || !expiryText || !given) return { ok: false, reason: 'malformed' }
  const expiry = Number(expiryText)
  // Compared as text: decoding first would ignore the last character's two spare
  // bits, so four spellings of one MAC would pass.
  const expected = Buffer.from(mac(secret, bookingId, expiry).toString('base64url'))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'forged' }
  if (now.getTime() >= expiry * 1000) return { ok: false, reason: 'expired' }
  return { ok: true, bookingId, expiry }
}
