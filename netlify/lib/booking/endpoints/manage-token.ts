// The manage link's token at the door of every endpoint that reads or changes
// a booking (read, move, cancel, ics): the signing secret, the token read from
// the query or the body, verified, and the one answer that refuses it.
import type { core } from 'zod/mini'
import { fail } from '../../http.ts'
import { bookingSecret, SECRET_ENV, verifyToken } from '../token.ts'
import { fieldErrorsOf } from '../../../../schemas/lead.ts'
import { invalid, objectBody, type BookingContext, type Env } from './context.ts'

type Refused = { ok: false; response: Response }

const BAD_LINK = 'This booking link is not valid. Please use the link from your confirmation, or contact us.'
const EXPIRED_LINK = 'This booking link has expired. Please contact us to change your booking.'

/** The signing secret, or the 500 that refuses to work without one. */
export function signingKey(env: Env): { ok: true; key: string } | Refused {
  const s = bookingSecret(env)
  if (s.ok) return { ok: true, key: s.secret }
  console.error(`[booking] ${s.problem}`)
  return {
    ok: false,
    response: fail(500, `Online booking is not set up on this site yet (${SECRET_ENV} is missing). Please call or email us to book.`, {
      extra: { code: 'not-configured' },
    }),
  }
}

interface Authorised {
  ok: true
  bookingId: string
  /** The signing key, for the links the answer carries. */
  key: string
  now: Date
}

/** The booking a token names, or the 403 that refuses it. */
function authorise(token: unknown, key: string, now: Date): Authorised | Refused {
  const result = verifyToken(token, key, now)
  if (result.ok) return { ok: true, bookingId: result.bookingId, key, now }
  const expired = result.reason === 'expired'
  return {
    ok: false,
    response: fail(403, expired ? EXPIRED_LINK : BAD_LINK, { extra: { code: expired ? 'expired-token' : 'invalid-token' } }),
  }
}

/** A GET with ?token=: the booking it names, or the response that refuses. */
export function tokenOfQuery(ctx: BookingContext, req: Request): Authorised | Refused {
  const key = signingKey(ctx.env)
  if (!key.ok) return key
  return authorise(new URL(req.url).searchParams.get('token'), key.key, ctx.clock())
}

type Parse<T> = (v: unknown) => { success: true; data: T } | { success: false; error: { issues: readonly core.$ZodIssue[] } }

/** A POST { token, ... }: the body, parsed, and the booking its token names; or the response that refuses. */
export async function tokenOfBody<T extends { token: string }>(
  ctx: BookingContext,
  req: Request,
  parse: Parse<T>,
): Promise<(Authorised & { data: T }) | Refused> {
  const key = signingKey(ctx.env)
  if (!key.ok) return key
  const body = await objectBody(req)
  if (!body.ok) return body
  // The token first: a request without a valid one learns nothing, not even which fields were wrong.
  const auth = authorise((body.value as { token?: unknown }).token, key.key, ctx.clock())
  if (!auth.ok) return auth
  const parsed = parse(body.value)
  if (!parsed.success) return { ok: false, response: invalid(fieldErrorsOf(parsed.error.issues)) }
  return { ...auth, data: parsed.data }
}
