// The form token: what tells a lead form's submission made by a person in a
// browser from a script that posts straight to the function. The browser asks
// GET /api/form-token?form=<form> when the visitor first touches a form and
// sends the answer back with the submission. It is `<form>.<issuedAt>.<nonce>.<mac>`:
//   form      the form it was issued for (contact, growth-session, onboarding)
//   issuedAt  server time it was issued, ms since 1970, decimal without leading zeros
//   nonce     16 random bytes, base64url (22 characters)
//   mac       base64url(HMAC-SHA256(FORM_TOKEN_SECRET, "form-token.v1.<form>.<issuedAt>.<nonce>"))
// Nothing in it is secret; the MAC is what a script cannot make, and it covers
// the time, so the server, not the browser, knows how long the form took.
// One spelling per token (the pattern admits no other), MAC compared as text
// in constant time.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { FORM_KINDS, type FormKind } from '../../../schemas/lead.ts'
import { isOnNetlify, MIN_SECRET_LENGTH } from '../runtime.ts'

export const FORM_TOKEN_SECRET_ENV = 'FORM_TOKEN_SECRET'
/**
 * The secret before the last rotation, kept for a while after it (a week: browsers keep a form open,
 * and its token, for days): a token it signed is a lead flagged "previous-secret", never set aside.
 */
export const FORM_TOKEN_SECRET_PREVIOUS_ENV = 'FORM_TOKEN_SECRET_PREVIOUS'

/** Used only off Netlify (npm start, tests), so a fresh clone takes leads without setup. */
export const DEVELOPMENT_FORM_TOKEN_SECRET = 'harbourline-development-only-form-token-secret-never-used-on-netlify'

const TOKEN_RE = new RegExp(`^(${FORM_KINDS.join('|')})\\.(0|[1-9]\\d{0,15})\\.([A-Za-z0-9_-]{22})\\.([A-Za-z0-9_-]{43})$`)

export type FormSecret = { ok: true; secret: string; development: boolean; previous?: string } | { ok: false; problem: string }

/** The signing secret, or why there is none to use (on Netlify a missing or short secret is refused). */
export function formTokenSecret(env: Record<string, string | undefined> = process.env): FormSecret {
  const value = env[FORM_TOKEN_SECRET_ENV]
  const previous = env[FORM_TOKEN_SECRET_PREVIOUS_ENV]
  // A short previous secret is not used: it would check tokens anyone could have signed.
  if (value && value.length >= MIN_SECRET_LENGTH)
    return { ok: true, secret: value, development: false, ...(previous && previous.length >= MIN_SECRET_LENGTH ? { previous } : {}) }
  if (value)
    return {
      ok: false,
      problem: `${FORM_TOKEN_SECRET_ENV} is too short (${value.length} characters): use at least ${MIN_SECRET_LENGTH}, e.g. the output of \`openssl rand -base64 32\`.`,
    }
  if (!isOnNetlify(env)) return { ok: true, secret: DEVELOPMENT_FORM_TOKEN_SECRET, development: true }
  return {
    ok: false,
    problem:
      `${FORM_TOKEN_SECRET_ENV} is not set, so form tokens cannot be issued or checked: leads are kept, flagged "unchecked". ` +
      'Set it in Netlify > Site configuration > Environment variables (scope: Functions) to a long random value, ' +
      'e.g. the output of `openssl rand -base64 32`, and redeploy.',
  }
}

const mac = (secret: string, form: string, issuedAt: number, nonce: string) =>
  createHmac('sha256', secret).update(`form-token.v1.${form}.${issuedAt}.${nonce}`).digest('base64url')

export function signFormToken(form: FormKind, issuedAt: number, secret: string, nonce = randomBytes(16).toString('base64url')): string {
  return `${form}.${issuedAt}.${nonce}.${mac(secret, form, issuedAt, nonce)}`
}

export type FormTokenCheck =
  { ok: true; issuedAt: number } | { ok: false; reason: 'missing' | 'malformed' | 'forged' | 'other-form'; form?: FormKind }

/** Whether `token` was signed with `secret` for `form`. Its age is the caller's judgement. */
export function verifyFormToken(token: unknown, form: FormKind, secret: string): FormTokenCheck {
  if (token === undefined || token === null || token === '') return { ok: false, reason: 'missing' }
  const m = typeof token === 'string' ? TOKEN_RE.exec(token) : null
  const [, issuedFor, issuedText, nonce, given] = m ?? []
  if (!issuedFor || !issuedText || !nonce || !given) return { ok: false, reason: 'malformed' }
  const issuedAt = Number(issuedText)
  const expected = Buffer.from(mac(secret, issuedFor, issuedAt, nonce))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'forged' }
  if (issuedFor !== form) return { ok: false, reason: 'other-form', form: issuedFor as FormKind }
  return { ok: true, issuedAt }
}
