// Between Node's HTTP server and the fetch API (Request, Response), for the
// local servers: scripts/serve.ts and the `npm run dev` middleware.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream } from 'node:stream/web'
import zlib, { createBrotliCompress, createGzip } from 'node:zlib'

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
