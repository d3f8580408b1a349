// The reference to a lead that every link from an email or a page to a booking
// page carries (query `ref`): the booking page sends it back as `leadRef`, and
// the booking joins that person, with the attribution and ad clicks of their
// lead, from any browser or device. It is `<form>.<leadId>.<mac>`:
//   form    the lead's form (contact, growth-session)
//   leadId  the lead's id (a UUID, made in the browser that filled the form)
//   mac     base64url(HMAC-SHA256(LEAD_REF_SECRET, "lead-ref.v1.<form>.<leadId>"))
// It is a bearer secret: whoever holds it books as that lead and reads the few
// details the booking form prefills (GET /api/booking/lead), so it goes only to
// that person's email and their own browser. No expiry: a plan email read a
// month later still books for its lead; rotating LEAD_REF_SECRET revokes every
// link. A reference that does not verify is ignored (never an error): the
// booking is made as any other. One spelling per reference, MAC compared as
// text in constant time, as the form and booking tokens do.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { isOnNetlify, MIN_SECRET_LENGTH } from '../runtime.ts'

export const LEAD_REF_SECRET_ENV = 'LEAD_REF_SECRET'

/** Used only off Netlify (npm start, tests), so a fresh clone links leads to bookings without setup. */
export const DEVELOPMENT_LEAD_REF_SECRET = 'harbourline-development-only-lead-ref-secret-never-used-on-netlify'

const LEAD_REF_FORMS = ['contact', 'growth-session'] as const
export type LeadRefForm = (typeof LEAD_REF_FORMS)[number]

const REF_RE = /^(contact|growth-session)\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/

type Secret = { ok: true; secret: string } | { ok: false; problem: string }

/** The signing secret, or why there is none (on Netlify a missing or short one is refused: no reference is made or believed). */
export function leadRefSecret(env: Record<string, string | undefined> = process.env): Secret {
  const value = env[LEAD_REF_SECRET_ENV]
  if (value && value.length >= MIN_SECRET_LENGTH) return { ok: true, secret: value }
  if (value)
    return {
      ok: false,
      problem: `${LEAD_REF_SECRET_ENV} is too short (${value.length} characters): use at least ${MIN_SECRET_LENGTH}, e.g. the output of \`openssl rand -base64 32\`.`,
    }
  if (!isOnNetlify(env)) return { ok: true, secret: DEVELOPMENT_LEAD_REF_SECRET }
  return {
    ok: false,
    problem:
      `${LEAD_REF_SECRET_ENV} is not set, so booking links carry no reference to the lead (bookings are made, tied to nobody's lead). ` +
      'Set it in Netlify > Site configuration > Environment variables (scope: Functions) to a long random value, ' +
      'e.g. the output of `openssl rand -base64 32`, and redeploy.',
  }
}

const mac = (secret: string, form: string, leadId: string) =>
  createHmac('sha256', secret).update(`lead-ref.v1.${form}.${leadId}`).digest('base64url')

export const signLeadRef = (form: LeadRefForm, leadId: string, secret: string) => `${form}.${leadId}.${mac(secret, form, leadId)}`

/** The reference for a lead, or undefined when there is no secret to sign with (logged once per call site's caller). */
export function leadRefOf(form: LeadRefForm, leadId: string | undefined, env: Record<string, string | undefined> = process.env) {
  if (!leadId) return undefined
  const s = leadRefSecret(env)
  if (!s.ok) {
    console.error(`[leads] ${s.problem}`)
    return undefined
  }
  return signLeadRef(form, leadId, s.secret)
}

/** The lead a reference names, or null when it is not one this site signed. */
export function verifyLeadRef(
  ref: unknown,
  env: Record<string, string | undefined> = process.env,
): { form: LeadRefForm; leadId: string } | null {
  const m = typeof ref === 'string' ? REF_RE.exec(ref) : null
  const [, form, leadId, given] = m ?? []
  if (!form || !leadId || !given) return null
  const s = leadRefSecret(env)
  if (!s.ok) return null
  const expected = Buffer.from(mac(s.secret, form, leadId))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  return { form: form as LeadRefForm, leadId }
}

/** A page of this site with the lead's reference in its query (`ref`), or the page alone without one. */
export function withLeadRef(url: string, ref: string | undefined): string {
  if (!ref) return url
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams({ ref })}`
}

export { LEAD_REF_FORMS }
