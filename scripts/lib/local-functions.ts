// The site's Netlify Functions (API v2), run inside the local server's own
// process: scripts/serve.ts (`npm start`, the e2e tests, the audit, the bench)
// and the `npm run dev` middleware (scripts/lib/dev-api.ts).
//
// Why not @netlify/dev's runner (4.18): on every call it bundles the function
// into a fresh folder of .netlify/functions-serve, starts a worker thread that
// imports the bundle, and deletes the folder (netlify/primitives#199). That is
// ~300 ms for an echo, and concurrent calls of one function share a memoised
// build whose folder the first call has already deleted ("Cannot find module
// ___netlify-bootstrap.mjs"). Here each module is loaded once (`load`: a plain
// import, or Vite's module loader, which reloads an edited file) and its handler
// is called the way Netlify calls it, handler(Request, Context).
//
// Which function answers a path is Netlify's own reading of each function's
// `config` (path, excludedPath, method): zip-it-and-ship-it's listFunctions,
// the records @netlify/functions-dev matches against, matched the same way.
//
// What differs from Netlify: concurrent calls share one module instance (on
// Netlify only the sequential calls of one warm instance do), and the context
// has no cookies, geo or next(); no function here uses them. Functions read the
// Blobs store from NETLIFY_BLOBS_CONTEXT, which the caller sets.
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Context } from '@netlify/functions'
import type { ExtendedRoute, ListedFunction, Route } from '@netlify/zip-it-and-ship-it'

/** netlify.toml: [build] functions = "netlify/functions". */
const FUNCTIONS_DIR = join('netlify', 'functions')

/** What a function module exports: the handler (default) and its config. */
export interface FunctionModule {
  default?: unknown
  config?: unknown
}

interface LocalFunction {
  name: string
  file: string
  /** The route that matched, or null for /.netlify/functions/<name>. */
  route: ExtendedRoute | null
  /** config.preferStatic: a static file at the same path answers instead. */
  preferStatic: boolean
}

/** What the local servers fill in of Netlify's Context (see the top of this file). */
type LocalContext = Pick<
  Context,
  'account' | 'deploy' | 'ip' | 'json' | 'log' | 'params' | 'requestId' | 'server' | 'site' | 'url' | 'waitUntil'
>

export interface LocalFunctions {
  directory: string
  /** The function Netlify would send this request to, or null. */
  match(pathname: string, method: string): LocalFunction | null
  /** The methods the functions at this path take ([] for any), or null where no function answers (for a 405's Allow). */
  methodsAt(pathname: string): string[] | null
  /** Calls the function with a Request; a throw becomes a 500, as on Netlify. */
  invoke(fn: LocalFunction, request: Request, client: { ip: string }): Promise<Response>
  /** Reads the functions' configs again (a function added, removed or re-routed). */
  rescan(): Promise<void>
  /** The scheduled functions (config.schedule), called as Netlify calls them: a POST with { next_run }. */
  scheduled(): { fn: LocalFunction; schedule: string }[]
}

// @netlify/functions-dev: /.netlify/functions/<name> reaches a function that declares no path.
const DEFAULT_URL = /^\/\.netlify\/(functions|builders)\/([^/]+)/

/** As @netlify/functions-dev compares a path with a route: no trailing slash, case-insensitive. */
const routePath = (pathname: string) => (pathname !== '/' && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname).toLowerCase()

const matchesRoute = (route: Route, path: string) => ('literal' in route ? path === route.literal : new RegExp(route.expression).test(path))

async function listLocalFunctions(directory: string): Promise<ListedFunction[]> {
  // Imported on first use: it is large, and vite.config.ts reaches this module in `vike build` too.
  const { listFunctions } = await import('@netlify/zip-it-and-ship-it')
  const listed = await listFunctions([directory], { parseISC: true })
  return listed.filter((f) => f.runtime === 'js')
}

/** Where a function answers: its declared paths (literal ones) with their methods ([] for any), or its default URL. */
interface FunctionRoutes {
  name: string
  file: string
  /** config.schedule: called by Netlify's clock, not by visitors. */
  schedule?: string
  routes: { path: string; methods: string[] }[]
}

/** Every function of `<projectRoot>/netlify/functions` and where it answers, as Netlify reads their configs. */
export async function functionRoutes(projectRoot: string): Promise<FunctionRoutes[]> {
  const listed = await listLocalFunctions(join(projectRoot, FUNCTIONS_DIR))
  return listed.map((f) => ({
    name: f.name,
    file: f.mainFile,
    schedule: f.schedule,
    routes: f.routes?.length
      ? f.routes.flatMap((r) => ('literal' in r ? [{ path: r.literal, methods: r.methods ?? [] }] : []))
      : [{ path: `/.netlify/functions/${f.name}`, methods: [] }],
  }))
}

/**
 * Netlify's function rate limit (config.rateLimit): a sliding window per client IP, counted per
 * function. Over it, Netlify answers a plain 429 itself, or with `action: 'rewrite'` sends the call
 * to the path `to` (this site's /.netlify/functions/rate-limited, which answers the API's JSON 429).
 */
interface RateLimit {
  windowLimit: number
  windowSize: number
  rewriteTo: string | null
}
const rateLimitOf = (config: unknown): RateLimit | null => {
  const r = (config as { rateLimit?: Partial<RateLimit> & { action?: unknown; to?: unknown } } | undefined)?.rateLimit
  if (!r || typeof r.windowLimit !== 'number' || typeof r.windowSize !== 'number') return null
  const rewriteTo = r.action === 'rewrite' && typeof r.to === 'string' ? r.to : null
  return { windowLimit: r.windowLimit, windowSize: r.windowSize, rewriteTo }
}

/** Netlify's own answer over a limit without a rewrite: plain text, before any function runs. */
const netlify429 = () => new Response('Too Many Requests', { status: 429, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/**
 * The functions in `<projectRoot>/netlify/functions`. `load` gives a file's
 * module; by default each file is imported once (the server runs under tsx,
 * so TypeScript loads as is).
 */
export async function createLocalFunctions(opts: {
  projectRoot: string
  siteId: string
  load?: (file: string) => Promise<FunctionModule>
  /**
   * Enforce each function's config.rateLimit as Netlify does (429 before the function runs), so the
   * site behaves locally as deployed. Off for the browser suites and the bench, which are not one person.
   */
  rateLimits?: boolean
  now?: () => number
}): Promise<LocalFunctions> {
  const hits = new Map<string, number[]>()
  const now = opts.now ?? Date.now
  /** Whether this call is over the function's limit; counts it if not. */
  function overLimit(fn: LocalFunction, limit: RateLimit, ip: string): boolean {
    const key = `${fn.name}\n${ip}`
    const t = now()
    const recent = (hits.get(key) ?? []).filter((at) => t - at < limit.windowSize * 1000)
    if (recent.length >= limit.windowLimit) {
      hits.set(key, recent)
      return true
    }
    recent.push(t)
    hits.set(key, recent)
    return false
  }
  const directory = join(opts.projectRoot, FUNCTIONS_DIR)
  const modules = new Map<string, Promise<FunctionModule>>()
  const importOnce = (file: string) =>
    modules.get(file) ?? modules.set(file, import(pathToFileURL(file).href) as Promise<FunctionModule>).get(file)!
  const load = opts.load ?? importOnce
  let functions = await listLocalFunctions(directory)

  function match(pathname: string, method: string): LocalFunction | null {
    const byName = DEFAULT_URL.exec(pathname)
    if (byName) {
      const fn = functions.find((f) => f.name === byName[2])
      return fn && !fn.routes?.length ? { name: fn.name, file: fn.mainFile, route: null, preferStatic: false } : null
    }
    // As @netlify/functions-dev: methods if declared, then excludedPath.
    const path = routePath(pathname)
    for (const fn of functions) {
      const route = fn.routes?.find((r) => (!r.methods?.length || r.methods.includes(method)) && matchesRoute(r, path))
      if (route && !fn.excludedRoutes?.some((r) => matchesRoute(r, path)))
        return { name: fn.name, file: fn.mainFile, route, preferStatic: route.prefer_static ?? false }
    }
    return null
  }

  async function invoke(fn: LocalFunction, request: Request, client: { ip: string }): Promise<Response> {
    const requestId = request.headers.get('x-nf-request-id') ?? randomUUID()
    const headers = new Headers(request.headers)
    headers.set('x-nf-request-id', requestId)
    headers.set('x-nf-client-connection-ip', client.ip)
    headers.set('x-nf-site-id', opts.siteId)
    const req = new Request(request, { headers })
    const context: LocalContext = {
      account: { id: '' },
      deploy: { context: 'dev', id: '0', published: false },
      ip: client.ip,
      json: (input: unknown) => Response.json(input),
      log: console.log,
      // Netlify fills params from a path's named parts; no function here declares one.
      params: {},
      requestId,
      server: { region: 'local' },
      site: { id: opts.siteId, name: 'local', url: new URL(request.url).origin },
      url: new URL(request.url),
      waitUntil: (promise) => void promise.catch((error: unknown) => console.error(`${fn.name}: a waitUntil task failed:`, error)),
    }
    try {
      const mod = await load(fn.file)
      const limit = opts.rateLimits === false ? null : rateLimitOf(mod.config)
      if (limit && overLimit(fn, limit, client.ip)) return await overLimitAnswer(limit, request, client)
      const handler = mod.default
      if (typeof handler !== 'function')
        throw new TypeError(`${fn.file} has no default export: a Netlify Function (API v2) exports its handler as default.`)
      const response: unknown = await (handler as (req: Request, context: LocalContext) => unknown)(req, context)
      if (!(response instanceof Response)) throw new TypeError(`the function ${fn.name} returned ${typeof response}, not a Response.`)
      return response
    } catch (error) {
      console.error(`Function ${fn.name} failed:`, error)
      const e = error instanceof Error ? error : new Error(String(error))
      return new Response(`${e.name}: ${e.message}`, { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' } })
    }
  }

  /** As Netlify: the rewrite target answers (with the same method and body), else Netlify's plain 429. */
  async function overLimitAnswer(limit: RateLimit, request: Request, client: { ip: string }): Promise<Response> {
    if (!limit.rewriteTo) return netlify429()
    const to = new URL(limit.rewriteTo, request.url)
    const target = match(to.pathname, request.method)
    if (!target) {
      console.error(`config.rateLimit rewrites to ${limit.rewriteTo}, where no function answers: Netlify would serve a page there.`)
      return netlify429()
    }
    // The target answers whatever was sent and never reads the body, so the body is not passed on.
    const rewritten = new Request(new URL(to.pathname + new URL(request.url).search, to), {
      method: request.method,
      headers: request.headers,
    })
    return invoke(target, rewritten, client)
  }

  /** The methods the functions at this path take ([] for any), or null where no function answers. */
  function methodsAt(pathname: string): string[] | null {
    const byName = DEFAULT_URL.exec(pathname)
    if (byName) return functions.some((f) => f.name === byName[2] && !f.routes?.length) ? [] : null
    const routes = functions.flatMap((f) => (f.routes ?? []).filter((r) => matchesRoute(r, routePath(pathname))))
    if (!routes.length) return null
    return routes.some((r) => !r.methods?.length) ? [] : [...new Set(routes.flatMap((r) => r.methods!))]
  }

  return {
    directory,
    match,
    methodsAt,
    invoke,
    scheduled: () =>
      functions.flatMap((f) =>
        f.schedule ? [{ fn: { name: f.name, file: f.mainFile, route: null, preferStatic: false }, schedule: f.schedule }] : [],
      ),
    async rescan() {
      functions = await listLocalFunctions(directory)
    },
  }
}
