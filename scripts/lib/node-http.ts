// Between Node's HTTP server and the fetch API (Request, Response), for the
// local servers: scripts/serve.ts and the `npm run dev` middleware.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream } from 'node:stream/web'
import zlib, { createBrotliCompress, createGzip } from 'node:zlib'
import { fail } from '../../netlify/lib/http.ts'

/**
 * The methods the site answers. Anything else (TRACE, TRACK, WebDAV's PROPFIND…) is a 405 before any
 * routing: fetch's Request refuses TRACE outright, and no page or function takes the others.
 */
const HTTP_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

type RequestCheck = { ok: true; url: URL } | { ok: false; status: 400 | 405; error: string; pathname?: string }

/**
 * What a request is about, or why it is malformed: a request line or Host that is no URL, a path
 * with a broken percent-escape (`/%zz`, `/%E0%A4%A`: every router decodes the path), a method the
 * site does not answer. Checked first, so a malformed request is a 4xx and never reaches code that
 * would throw on it (a 5xx).
 */
export function checkRequest(req: IncomingMessage, origin: string): RequestCheck {
  let url: URL
  try {
    url = new URL(req.url ?? '/', origin)
  } catch {
    return { ok: false, status: 400, error: 'Bad request: the address is not a URL.' }
  }
  if (req.headers.host !== undefined && !isAuthority(req.headers.host))
    return { ok: false, status: 400, error: 'Bad request: the Host header is not a host name with an optional port.' }
  try {
    decodeURIComponent(url.pathname)
  } catch {
    return { ok: false, status: 400, error: 'Bad request: the path has a malformed percent-escape.', pathname: url.pathname }
  }
  if (!HTTP_METHODS.includes(req.method ?? 'GET'))
    return { ok: false, status: 405, error: `Method not allowed: ${req.method} is not a method this site answers.`, pathname: url.pathname }
  return { ok: true, url }
}

/**
 * Whether a Host header is an authority as HTTP allows it there: a host and an optional port, with no
 * userinfo (`a@evil.example`), path, query or fragment. NetlifyDev builds each request's URL from it
 * (`http://${host}` + the path) and fetch's Request throws on a URL with credentials: every page was a
 * 500. Parsed with Node's URL, the WHATWG parser NetlifyDev and fetch use, rather than a pattern of our
 * own: what passes is exactly what they will parse (IPv6 literals, ports 0-65535, IDN, escapes), and a
 * hand regex would drift from them both ways.
 */
function isAuthority(host: string): boolean {
  // The parser drops an empty userinfo (`@evil.example` parses as evil.example): the `@` itself is the tell.
  if (host.includes('@') || !URL.canParse(`http://${host}/`)) return false
  // After the header, a `/`: whatever of the header is not host and port shows up in the path, query or fragment.
  const url = new URL(`http://${host}/`)
  return url.username === '' && url.password === '' && url.pathname === '/' && url.search === '' && url.hash === ''
}

/**
 * The answer to a malformed request. Where a function answers (`methodsAt` gives its methods, [] for
 * any), JSON in the API's error shape with the API's headers; elsewhere plain text. A 405 says in
 * Allow which methods the path takes (GET and HEAD for pages and files).
 */
export function refusal(problem: Extract<RequestCheck, { ok: false }>, methodsAt: (pathname: string) => string[] | null): Response {
  const methods = problem.pathname === undefined ? null : methodsAt(problem.pathname)
  const headers: Record<string, string> =
    problem.status === 405 ? { allow: (methods === null ? ['GET', 'HEAD'] : methods.length ? methods : HTTP_METHODS).join(', ') } : {}
  if (methods !== null)
    return fail(problem.status, problem.error, { headers, extra: { code: problem.status === 405 ? 'method-not-allowed' : 'bad-request' } })
  return new Response(problem.error, {
    status: problem.status,
    headers: { ...headers, 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' },
  })
}

/** The request as a fetch Request; the body is streamed, not read ahead. */
export function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (key.startsWith(':') || value === undefined) continue
    headers.set(key, Array.isArray(value) ? value.join(', ') : value)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  // duplex: Node's fetch requires it for a streamed body; the DOM types do not know it yet.
  const body = hasBody ? (Readable.toWeb(req) as globalThis.ReadableStream) : null
  const init: RequestInit & { duplex?: 'half' } = { method, headers, body, duplex: hasBody ? 'half' : undefined }
  return new Request(new URL(req.url ?? '/', origin), init)
}

/** The caller's address, as Netlify gives it to functions. */
export const clientIp = (req: IncomingMessage): string => req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? ''

// Netlify's CDN compresses text answers (brotli, else gzip); so does this server,
// so what a browser or Lighthouse measures here is what visitors download.
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json|ld\+json)|image\/svg\+xml)/
function chooseEncoding(accept: string, headers: Headers): 'br' | 'gzip' | null {
  if (headers.get('content-encoding') || headers.get('content-range') || !COMPRESSIBLE.test(headers.get('content-type') ?? '')) return null
  if (/\bbr\b/.test(accept)) return 'br'
  return /\bgzip\b/.test(accept) ? 'gzip' : null
}

/** Writes `response` to `res`: its status, headers (each Set-Cookie apart) and body, compressed as the CDN would. */
export async function send(res: ServerResponse, response: Response, head: boolean, acceptEncoding = ''): Promise<void> {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  const encoding = response.body && response.status === 200 ? chooseEncoding(acceptEncoding, response.headers) : null
  if (encoding) {
    headers['content-encoding'] = encoding
    headers['vary'] = 'Accept-Encoding'
    delete headers['content-length']
  }
  if (response.status === 413) {
    // The rest of a too-large body is not wanted: Node would otherwise keep reading (and discarding) it
    // to reuse the connection, which stays open until the sender stops or the keep-alive times out.
    headers['connection'] = 'close'
    res.once('finish', () => res.socket?.destroy())
  }
  res.writeHead(response.status, headers)
  if (head || !response.body) {
    await response.body?.cancel()
    res.end()
    return
  }
  const body = Readable.fromWeb(response.body as ReadableStream)
  if (encoding === 'br') await pipeline(body, createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), res)
  else if (encoding === 'gzip') await pipeline(body, createGzip(), res)
  else await pipeline(body, res)
}
