// Serves the built site the way Netlify does, on this machine, with no account:
//   tsx scripts/serve.ts            http://localhost:8888 (PORT=… to change)
// A small Node HTTP server around NetlifyDev (@netlify/dev): static files from
// dist/, dist/_redirects (301/302 and 200 rewrites), dist/_headers, the
// functions in netlify/functions, and a local Netlify Blobs store persisted in
// .netlify/blobs-serve, or in BLOBS_DIR (e.g. a throwaway store for tests);
// `npm run leads -- export` reads the same one (same BLOBS_DIR).
// What @netlify/dev (4.18) leaves out, done here:
// - a store folder of our choosing: its own Blobs server always uses
//   .netlify/blobs-serve, so ours runs instead and the functions get its
//   context (NETLIFY_BLOBS_CONTEXT, which each function worker inherits);
// - an unknown path gets dist/404.html with status 404 (NetlifyDev answers nothing),
//   with the headers dist/_headers gives that path, as Netlify sends them;
// - a custom 404 rule (`/seo-agency/*  /seo-agency/_unknown-city/index.html  404`)
//   is served with status 404, as on Netlify (NetlifyDev serves its target with 200).
import { readFile } from 'node:fs/promises'
import { existsSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { dirname, join, relative, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import zlib, { createBrotliCompress, createGzip } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { NetlifyDev } from '@netlify/dev'
import { startLocalBlobs } from '../netlify/lib/lead-store.ts'
import { headersFor, matchRule, parseHeaders, parseRedirects } from './lib/netlify-rules.ts'

const projectRoot = resolve(process.env.SERVE_PROJECT_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '..'))
const port = Number(process.env.PORT ?? 8888)
const host = process.env.HOST ?? 'localhost'
const verbose = process.argv.includes('--verbose') || process.env.SERVE_LOG === '1'
const publishDir = join(projectRoot, 'dist')
const origin = `http://${host}:${port}`

if (!existsSync(join(publishDir, 'index.html'))) {
  console.error(`No built site in ${publishDir}. Run \`npm run build\` first (or \`npm start\`, which builds and serves).`)
  process.exit(1)
}

const dev = new NetlifyDev({
  projectRoot,
  serverAddress: origin,
  skipGitignore: true, // .netlify/ is already ignored; never rewrite .gitignore
  // Off: nothing here uses them, and some would reach the network (geolocation,
  // AI gateway) or download Deno (edge functions).
  aiGateway: { enabled: false },
  blobs: { enabled: false }, // ours, below
  database: { enabled: false },
  edgeFunctions: { enabled: false },
  geolocation: { enabled: false },
  images: { enabled: false },
})

/** The path rules of dist/_redirects (first match wins), enough to know a rule's status. */
const rules = await parseRedirects(join(publishDir, '_redirects'))
const headerBlocks = await parseHeaders(join(publishDir, '_headers'))

/** A file dist/ would serve for this path (what shadows a non-forced rule). */
function hasStaticFile(pathname: string): boolean {
  const base = join(publishDir, decodeURIComponent(pathname))
  const candidates = pathname.endsWith('/') ? [join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`] : [base, `${base}.html`, join(base, 'index.html')]
  return candidates.some((f) => {
    try {
      return f.startsWith(publishDir) && statSync(f).isFile()
    } catch {
      return false
    }
  })
}

/** Whether the rule that answered this path is a custom 404 (and no file shadows it). */
function isCustom404(pathname: string): boolean {
  const rule = rules.find((r) => matchRule(r.from, pathname) !== null)
  return !!rule && rule.status === 404 && (rule.force || !hasStaticFile(pathname))
}

async function notFound(pathname: string): Promise<Response> {
  try {
    const html = await readFile(join(publishDir, '404.html'))
    const headers = { ...headersFor(headerBlocks, pathname), 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' }
    return new Response(html, { status: 404, headers })
  } catch {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
}

// Netlify's CDN compresses text answers (brotli, else gzip); so does this server,
// so what a browser or Lighthouse measures here is what visitors download.
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json|ld\+json)|image\/svg\+xml)/
function chooseEncoding(accept: string, headers: Headers): 'br' | 'gzip' | null {
  if (headers.get('content-encoding') || headers.get('content-range') || !COMPRESSIBLE.test(headers.get('content-type') ?? '')) return null
  if (/\bbr\b/.test(accept)) return 'br'
  return /\bgzip\b/.test(accept) ? 'gzip' : null
}

async function send(res: ServerResponse, response: Response, head: boolean, acceptEncoding = ''): Promise<void> {
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
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream)
  if (encoding === 'br') await pipeline(body, createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), res)
  else if (encoding === 'gzip') await pipeline(body, createGzip(), res)
  else await pipeline(body, res)
}

// NetlifyDev rebuilds a function into one folder of .netlify/functions-serve on
// every call and runs it in a fresh worker; two calls of one function at once
// can read the other's half-written build ("Cannot find module
// ___netlify-bootstrap.mjs"), and fifty at once brought the server down
// (BENCHMARKS.md). Calls of one function are therefore taken one at a time;
// different functions still run side by side. Netlify itself has no such limit.
const functionQueues = new Map<string, Promise<unknown>>()
function oneAtATime<T>(key: string, run: () => Promise<T>): Promise<T> {
  const next = (functionQueues.get(key) ?? Promise.resolve()).then(run, run)
  const settled = next.then(
    () => undefined,
    () => undefined,
  )
  functionQueues.set(key, settled)
  void settled.then(() => functionQueues.get(key) === settled && functionQueues.delete(key))
  return next
}
const GONE = Symbol('caller gone')
const functionKey = (pathname: string) => (/^\/(api|\.netlify\/functions)\//.test(pathname) ? pathname.replace(/\/+$/, '') : null)

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const started = Date.now()
  let status = 500
  try {
    const { pathname } = new URL(req.url ?? '/', origin)
    const key = functionKey(pathname)
    // A caller that went away while its call waited (a test's browser closed, a tab left) is not served.
    const result = await (key ? oneAtATime(key, async () => (req.destroyed ? GONE : dev.handleAndIntrospectNodeRequest(req))) : dev.handleAndIntrospectNodeRequest(req))
    if (result === GONE) return void res.destroy()
    let response = result?.response ?? (await notFound(pathname))
    if (result?.type === 'redirect' && response.status === 200 && isCustom404(pathname))
      response = new Response(response.body, { status: 404, headers: response.headers })
    status = response.status
    await send(res, response, req.method === 'HEAD', String(req.headers['accept-encoding'] ?? ''))
  } catch (error) {
    // The browser went away mid-answer (navigation, keepalive at unload): nothing to do.
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return void res.destroy()
    console.error(`${req.method} ${req.url} failed:`, error)
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
    res.end('Internal error in the local server (see its console).')
  } finally {
    if (verbose) console.log(`${req.method} ${req.url} ${status} ${Date.now() - started} ms`)
  }
}

// Node 20's file-stream-to-web-stream adapter throws "Invalid state: Controller
// is already closed" from a 'data' event when a browser drops a download mid-way
// (a video or a page left while loading) after the answer was cancelled. Nothing
// is lost (the visitor went away), but uncaught it ended the whole server and
// every later request failed, so that one error is logged and the server goes on.
process.on('uncaughtException', (error: NodeJS.ErrnoException) => {
  if (error.code === 'ERR_INVALID_STATE') {
    if (verbose) console.warn(`a dropped download: ${error.message}`)
    return
  }
  console.error(error)
  process.exit(1)
})

const blobs = await startLocalBlobs(projectRoot)
process.env.NETLIFY_BLOBS_CONTEXT = blobs.context
await dev.start()
const server = createServer((req, res) => void handle(req, res))
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use. Stop the other server or choose another port: PORT=8889 npm run serve` : error)
  void Promise.allSettled([dev.stop(), blobs.close()]).finally(() => process.exit(1))
})
server.listen(port, host, () => {
  console.log(`Leads are stored in ${relative(process.cwd(), blobs.directory) || '.'}`)
  console.log(`Harbourline site (dist/ + functions + local Blobs) ready at ${origin}`)
})

const shutdown = () => {
  server.close()
  void Promise.allSettled([dev.stop(), blobs.close()]).finally(() => process.exit(0))
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
