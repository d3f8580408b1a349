// Request parsing and JSON responses for the functions. Every error is JSON
// in the shape the forms and the booking pages read: { success: false, error, code?, fieldErrors? }.
import type { FieldErrors } from '../../schemas/lead.ts'

/** The site's HSTS policy (two years, subdomains, preload list), shared with the pages' _headers (scripts/lib/headers-file.ts). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload'

/**
 * The security headers of every answer a function gives, JSON or not (the .ics too). Netlify applies
 * _headers to static files only, never to a function's answer, so the functions send their own: an
 * answer that is data, never a page, so nothing in it may load, run or be framed, and it names
 * no referrer and is never cached (it carries a visitor's details or a booking's).
 */
export const API_HEADERS = {
  'strict-transport-security': STRICT_TRANSPORT_SECURITY,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const

const JSON_HEADERS = { ...API_HEADERS, 'content-type': 'application/json; charset=utf-8' }

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } })

/** `extra` adds fields beside `error` (the booking API's `code`, `nextSlots`); the lead functions send none. */
export const fail = (
  status: number,
  error: string,
  options: { fieldErrors?: FieldErrors; headers?: Record<string, string>; extra?: Record<string, unknown> } = {},
) =>
  json(
    status,
    { success: false, error, ...options.extra, ...(options.fieldErrors ? { fieldErrors: options.fieldErrors } : {}) },
    options.headers,
  )

/**
 * Every visitor function's rate limit has one window (config.rateLimit.windowSize, a literal in each
 * config: Netlify reads those configs without running them), so the answer over a limit can say
 * when to try again without knowing which function was called.
 */
export const RATE_LIMIT_WINDOW_SECONDS = 60

/**
 * The answer to a call over a function's rate limit (netlify/functions/rate-limited.ts, where each
 * function's config.rateLimit rewrites it): the API's error shape, so the pages read it as they read
 * any refusal, and Retry-After, so a script knows when it may send again.
 */
export const rateLimited = () =>
  fail(429, 'Too many requests from this connection in a short time. Please wait a minute and try again.', {
    headers: { 'retry-after': String(RATE_LIMIT_WINDOW_SECONDS) },
    extra: { code: 'rate-limited' },
  })

type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response }

const isJsonType = (header: string | null) => (header ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json'

/**
 * The JSON body of a POST, or the response that refuses it: 405 other methods,
 * 415 not JSON, 413 over `maxBytes` (declared or actual), 400 not UTF-8 / not JSON.
 * The body is read as a stream and abandoned past the limit, so a huge body
 * costs at most `maxBytes` of memory.
 */
export async function readJsonBody(req: Request, maxBytes: number): Promise<BodyResult> {
  if (req.method !== 'POST')
    return { ok: false, response: fail(405, 'Method not allowed: send a POST request.', { headers: { allow: 'POST' } }) }
  if (!isJsonType(req.headers.get('content-type')))
    return { ok: false, response: fail(415, 'Unsupported content type: send JSON with "Content-Type: application/json".') }
  const tooLarge = () => ({
    ok: false as const,
    response: fail(413, `Request body too large: the limit is ${Math.round(maxBytes / 1024)} KiB.`),
  })
  const declared = Number(req.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge()

  const chunks: Uint8Array[] = []
  let size = 0
  if (req.body) {
    const reader = req.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        return tooLarge()
      }
      chunks.push(value)
    }
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const c of chunks) {
    bytes.set(c, at)
    at += c.byteLength
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { ok: false, response: fail(400, 'Bad request: the body is not valid UTF-8.') }
  }
  if (!text.trim()) return { ok: false, response: fail(400, 'Bad request: the body is empty; send a JSON object.') }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, response: fail(400, 'Bad request: the body is not valid JSON.') }
  }
}
