// Serves the built site the way Netlify does, on this machine, with no account:
//   tsx scripts/serve.ts            http://localhost:8888 (PORT=… to change)
// A small Node HTTP server around NetlifyDev (@netlify/dev): static files from
// dist/, dist/_redirects (301/302 and 200 rewrites), dist/_headers, the
// functions in netlify/functions, and a local Netlify Blobs store persisted in
// .netlify/blobs-serve, or in BLOBS_DIR (e.g. a throwaway store for tests);
// `npm run leads -- export` reads the same one (same BLOBS_DIR).
// What @netlify/dev (4.18) leaves out or does otherwise, done here:
// - the functions run in this process, each module loaded once
//   (scripts/lib/local-functions.ts says why): a restart picks up an edited
//   function; `npm run dev` reloads them as you save;
// - a store folder of our choosing: its own Blobs server always uses
//   .netlify/blobs-serve, so ours runs instead and the functions get its
//   context (NETLIFY_BLOBS_CONTEXT);
// - an unknown path gets dist/404.html with status 404 (NetlifyDev answers nothing),
//   with the headers dist/_headers gives that path, as Netlify sends them;
// - a custom 404 rule (`/seo-agency/*  /seo-agency/_unknown-city/index.html  404`)
//   is served with status 404, as on Netlify (NetlifyDev serves its target with 200);
// - a malformed request (a broken percent-escape, a Host that is not a host and
//   port, `a@evil.example` included, a request line that is no URL, TRACE or a
//   method the site does not answer) is a 400 or 405 before any routing
//   (node-http.ts checkRequest): NetlifyDev and fetch throw on them;
// - a redirect's Location is on the site's URL, never the Host's (onSiteUrl);
// - dist/_redirects and dist/_headers are rules, not files: a 404, as on Netlify.
import { readFile } from 'node:fs/promises'
import { existsSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { NetlifyDev } from '@netlify/dev'
import { startLocalBlobs } from '../netlify/lib/blobs.ts'
import { siteUrl } from '../netlify/lib/site-url.ts'
import { createLocalFunctions } from './lib/local-functions.ts'
import { headersFor, matchRule, parseHeaders, parseRedirects } from './lib/netlify-rules.ts'
import { checkRequest, clientIp, refusal, send, toWebRequest } from './lib/node-http.ts'

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
  functions: { enabled: false }, // ours, below
  geolocation: { enabled: false },
  images: { enabled: false },
})

/** The path rules of dist/_redirects (first match wins), enough to know a rule's status. */
const rules = await parseRedirects(join(publishDir, '_redirects'))
const headerBlocks = await parseHeaders(join(publishDir, '_headers'))

/** A file dist/ would serve for this path (what shadows a non-forced rule). */
function hasStaticFile(pathname: string): boolean {
  const base = join(publishDir, decodeURIComponent(pathname))
  const candidates = pathname.endsWith('/')
    ? [join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`]
    : [base, `${base}.html`, join(base, 'index.html')]
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
    const headers = {
      ...headersFor(headerBlocks, pathname),
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=0, must-revalidate',
    }
    return new Response(html, { status: 404, headers })
  } catch {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
}

/**
 * dist/_redirects or dist/_headers: Netlify reads them as rules and never serves them, a 404 as there.
 * NetlifyDev serves a file for its path with a trailing slash too (`/_headers/`).
 */
const isRuleFile = (pathname: string) => ['/_redirects', '/_headers'].includes(decodeURIComponent(pathname).replace(/\/+$/, ''))

/**
 * A redirect on the site's URL (site-url.ts: URL, else this server's origin). NetlifyDev builds a
 * rule's Location on the URL it makes of the request, its Host header (or an absolute request line):
 * `Host: evil.example` got `Location: http://evil.example/services/...`. A rule that sends
 * elsewhere (an absolute target on another host) is left as it is.
 */
function onSiteUrl(response: Response, req: IncomingMessage): Response {
  const location = response.headers.get('location')
  if (response.status < 300 || response.status > 399 || !location || !URL.canParse(location)) return response
  const target = new URL(location)
  // The origin NetlifyDev gave the request (@netlify/dev 4.18, getNormalizedRequestFromNodeRequest).
  const requested = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  if (target.origin !== requested.origin) return response
  const headers = new Headers(response.headers)
  headers.set('location', `${siteUrl()}${target.pathname}${target.search}${target.hash}`)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const started = Date.now()
  let status = 500
  try {
    const checked = checkRequest(req, origin)
    if (!checked.ok) {
      const response = refusal(checked, functions.methodsAt)
      status = response.status
      return await send(res, response, req.method === 'HEAD')
    }
    const { pathname } = checked.url
    const method = req.method ?? 'GET'
    // A function's path comes before files and rules, as in NetlifyDev (unless it prefers a static file).
    const fn = functions.match(pathname, method)
    let response: Response
    // A scheduled function runs on its schedule only: Netlify answers a visitor's request for it 404.
    if (fn && scheduledNames.has(fn.name)) response = await notFound(pathname)
    else if (fn && !(fn.preferStatic && hasStaticFile(pathname)))
      response = await functions.invoke(fn, toWebRequest(req, origin), { ip: clientIp(req) })
    else if (isRuleFile(pathname)) response = await notFound(pathname)
    else {
      const result = await dev.handleAndIntrospectNodeRequest(req)
      response = result?.response ?? (await notFound(pathname))
      if (result?.type === 'redirect' && response.status === 200 && isCustom404(pathname))
        response = new Response(response.body, { status: 404, headers: response.headers })
      response = onSiteUrl(response, req)
    }
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
// The links the functions hand out (a booking's manage page, its .ics) are built from URL, as on
// Netlify, never from the request (netlify/lib/site-url.ts): here, this server's own origin.
process.env.URL ||= origin
const functions = await createLocalFunctions({ projectRoot, siteId: blobs.siteID, rateLimits: process.env.SERVE_RATE_LIMITS !== 'off' })
const scheduledNames = new Set(functions.scheduled().map(({ fn }) => fn.name))
await dev.start()
const server = createServer((req, res) => void handle(req, res))
// An idle connection stays open longer than a client keeps one to reuse (Node's own 5 s is shorter than
// many): otherwise the server closes it just as a client sends on it, and that request fails with
// "socket hang up" (seen as a rare failed API call in the end-to-end tests).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE' ? `Port ${port} is in use. Stop the other server or choose another port: PORT=8889 npm run serve` : error,
  )
  void Promise.allSettled([dev.stop(), blobs.close()]).finally(() => process.exit(1))
})
server.listen(port, host, () => {
  console.log(`Leads are stored in ${relative(process.cwd(), blobs.directory) || '.'}`)
  console.log(`Harbourline site (dist/ + functions + local Blobs) ready at ${origin}`)
})

// Netlify runs scheduled functions on their cron; here each runs once a minute (every schedule of
// this site is "* * * * *"), never two runs of one at a time. SERVE_SCHEDULE=off turns it off.
const scheduleTimers =
  (process.env.SERVE_SCHEDULE ?? 'on') === 'off'
    ? []
    : functions.scheduled().map(({ fn }) => {
        let running = false
        return setInterval(() => {
          if (running) return
          running = true
          const next = new Date(Math.ceil((Date.now() + 1) / 60_000) * 60_000).toISOString()
          const request = new Request(`${origin}/.netlify/functions/${fn.name}`, {
            method: 'POST',
            body: JSON.stringify({ next_run: next }),
          })
          void functions.invoke(fn, request, { ip: '127.0.0.1' }).finally(() => (running = false))
        }, 60_000)
      })

const shutdown = () => {
  for (const t of scheduleTimers) clearInterval(t)
  server.close()
  void Promise.allSettled([dev.stop(), blobs.close()]).finally(() => process.exit(0))
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
