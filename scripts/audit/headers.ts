// Security headers in dist/_headers, as Netlify will send them with every page:
// - a Content-Security-Policy that names only the third parties configured in
//   content/site.yaml, allows no inline script but by hash (and every inline
//   script of every page has its hash in it), no eval, no wildcard, and sets
//   object-src, base-uri and frame-ancestors;
// - HSTS for at least a year with includeSubDomains and preload,
//   X-Content-Type-Options, Referrer-Policy and Permissions-Policy;
// and, on every function's answers through the local server (Netlify applies
// _headers to files only), HSTS, nosniff, Referrer-Policy, no-store and a CSP
// with default-src and frame-ancestors 'none'.
// tests/e2e/csp.spec.ts checks the same policy in the browser, page by page.
//   npx tsx scripts/audit/headers.ts
import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadSite } from './lib/dist.ts'
import { functionRoutes } from '../lib/local-functions.ts'
import { headersFor } from '../lib/netlify-rules.ts'
import { startServer } from './lib/server.ts'
import { groupProblems, isMain, result, runAlone, type Check } from './lib/audit-report.ts'

type Csp = Map<string, string[]>

export function parseCsp(value: string): Csp {
  const csp: Csp = new Map()
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name && !csp.has(name.toLowerCase())) csp.set(name.toLowerCase(), sources)
  }
  return csp
}

const KEYWORD = /^'[^']*'$/
const SCHEME = /^[a-z][a-z0-9+.-]*:$/i

/** The hosts a policy names (any directive), as origins or host patterns: "https://calendar.example.test". */
export function cspHosts(csp: Csp): string[] {
  const hosts = new Set<string>()
  for (const [name, sources] of csp) {
    if (name === 'report-uri' || name === 'report-to' || name === 'sandbox') continue
    for (const s of sources) if (!KEYWORD.test(s) && !SCHEME.test(s) && s !== '*') hosts.add(s)
  }
  return [...hosts]
}

/** Does a host-source ("https://x.test", "*.x.test", "x.test:443") allow this URL's host? */
export function hostSourceAllows(source: string, url: URL): boolean {
  const m = source.match(/^(?:([a-z][a-z0-9+.-]*):\/\/)?([^/:]+)(?::(\d+|\*))?/i)
  if (!m) return false
  const [, scheme, host] = m
  if (scheme && scheme.toLowerCase() !== url.protocol.slice(0, -1) && !(scheme === 'http' && url.protocol === 'https:')) return false
  const h = host!.toLowerCase()
  return h.startsWith('*.') ? url.hostname.endsWith(h.slice(1)) : url.hostname === h
}

export const scriptHash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`

interface CspExpectations {
  /** Origins the site's configuration allows (video player, booking calendars, pixel…). */
  configuredOrigins: readonly string[]
  /** Hashes ('sha256-…') of the inline scripts the pages run. */
  inlineScriptHashes: ReadonlySet<string>
}

export function cspProblems(value: string, expect: CspExpectations): string[] {
  const csp = parseCsp(value)
  const problems: string[] = []
  for (const d of ['default-src', 'script-src', 'object-src', 'base-uri', 'frame-ancestors', 'form-action'])
    if (!csp.has(d)) problems.push(`Content-Security-Policy has no ${d}`)
  const script = csp.get('script-src') ?? csp.get('default-src') ?? []
  for (const bad of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'wasm-unsafe-eval'", '*', 'http:', 'https:', 'data:', 'blob:'])
    if (script.includes(bad)) problems.push(`script-src allows ${bad}`)
  for (const d of ['script-src-elem', 'script-src-attr'])
    if (csp.get(d)?.some((s) => s === "'unsafe-inline'")) problems.push(`${d} allows 'unsafe-inline'`)
  for (const [name, sources] of csp) if (sources.includes('*')) problems.push(`${name} allows any host (*)`)
  const objectSrc = csp.get('object-src')
  if (objectSrc && objectSrc.join(' ') !== "'none'") problems.push(`object-src is "${objectSrc.join(' ')}", expected 'none'`)
  const ancestors = csp.get('frame-ancestors')
  if (ancestors && !ancestors.every((s) => s === "'none'" || s === "'self'"))
    problems.push(`frame-ancestors is "${ancestors.join(' ')}", expected 'none' or 'self'`)
  // Exactly the configured origins: a wildcard or a bare host would allow more than was configured.
  const configured = new Set(expect.configuredOrigins.map((o) => new URL(o).origin))
  for (const host of cspHosts(csp))
    if (!configured.has(host.replace(/\/$/, '')))
      problems.push(
        `the policy names ${host}, which is not a third party configured in content/site.yaml (configured: ${[...configured].join(' ') || 'none'})`,
      )
  for (const hash of expect.inlineScriptHashes)
    if (!script.includes(hash)) problems.push(`script-src lacks ${hash}, so an inline script of the site is blocked`)
  for (const s of script)
    if (s.startsWith("'sha") && !expect.inlineScriptHashes.has(s))
      problems.push(`script-src allows ${s}, which matches no inline script of the site (stale hash)`)
  return problems
}

/** HSTS, nosniff and Referrer-Policy: what pages and API answers share. */
function transportProblems(h: Readonly<Record<string, string>>): string[] {
  const problems: string[] = []
  const hsts = h['strict-transport-security'] ?? ''
  const maxAge = Number(hsts.match(/max-age=(\d+)/i)?.[1] ?? 0)
  if (!hsts) problems.push('no Strict-Transport-Security')
  else {
    if (maxAge < 31_536_000) problems.push(`HSTS max-age is ${maxAge}; the preload list requires at least 31536000 (one year)`)
    if (!/includesubdomains/i.test(hsts)) problems.push('HSTS lacks includeSubDomains (required for preload)')
    if (!/\bpreload\b/i.test(hsts)) problems.push('HSTS lacks preload')
  }
  if ((h['x-content-type-options'] ?? '').toLowerCase() !== 'nosniff') problems.push('X-Content-Type-Options is not nosniff')
  const referrer = (h['referrer-policy'] ?? '').toLowerCase()
  if (!['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer))
    problems.push(`Referrer-Policy is "${referrer || '(unset)'}", expected strict-origin-when-cross-origin or stricter`)
  return problems
}

export function securityHeaderProblems(h: Readonly<Record<string, string>>): string[] {
  const problems = transportProblems(h)
  const permissions = h['permissions-policy'] ?? ''
  if (!permissions) problems.push('no Permissions-Policy')
  else
    for (const feature of ['camera', 'microphone', 'geolocation'])
      if (!new RegExp(`\\b${feature}=\\(\\)`).test(permissions)) problems.push(`Permissions-Policy does not turn off ${feature}`)
  if (!h['content-security-policy']) problems.push('no Content-Security-Policy')
  return problems
}

/**
 * The headers of a function's answer (netlify/lib/http.ts API_HEADERS): the transport ones, a policy
 * under which nothing in the answer loads or runs and no page frames it, and no caching.
 */
export function apiHeaderProblems(h: Readonly<Record<string, string>>): string[] {
  const problems = transportProblems(h)
  const csp = parseCsp(h['content-security-policy'] ?? '')
  for (const d of ['default-src', 'frame-ancestors'])
    if (csp.get(d)?.join(' ') !== "'none'")
      problems.push(`Content-Security-Policy ${d} is "${csp.get(d)?.join(' ') ?? '(unset)'}", expected 'none'`)
  if (!/\bno-store\b/i.test(h['cache-control'] ?? ''))
    problems.push(`Cache-Control is "${h['cache-control'] ?? '(unset)'}", expected no-store`)
  return problems
}

/**
 * Every route of every function a visitor can call, asked on a running local server (scripts/serve.ts)
 * once with each method it takes and nothing valid (a made-up token, an empty object), so nothing is
 * stored: the problems of the answers' headers against the API's, per method and path.
 */
export async function apiAnswerProblems(origin: string, root: string): Promise<{ page: string; key: string }[]> {
  const problems: { page: string; key: string }[] = []
  for (const fn of await functionRoutes(root)) {
    if (fn.schedule) continue
    for (const route of fn.routes)
      for (const method of route.methods.length ? route.methods : ['GET', 'POST']) {
        const post = method !== 'GET' && method !== 'HEAD'
        const url = `${origin}${route.path}${post ? '' : '?token=audit'}`
        const res = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: post ? '{}' : undefined })
        await res.body?.cancel()
        for (const key of apiHeaderProblems(Object.fromEntries(res.headers))) problems.push({ page: `${method} ${route.path}`, key })
      }
  }
  return problems
}

/** apiAnswerProblems on a local server of its own, with a throwaway store. */
async function apiProblems(root: string): Promise<{ page: string; key: string }[]> {
  const blobs = await mkdtemp(join(tmpdir(), 'audit-api-'))
  const server = await startServer({ cwd: root, env: { BLOBS_DIR: blobs, SERVE_RATE_LIMITS: 'off', SERVE_SCHEDULE: 'off' } })
  try {
    return await apiAnswerProblems(server.origin, root)
  } finally {
    await server.stop()
    await rm(blobs, { recursive: true, force: true })
  }
}

/** Origins the configuration allows, as scripts/lib/headers-file.ts derives them from content/site.yaml. */
async function configuredOrigins(root: string): Promise<string[]> {
  const { site } = await import(pathToFileURL(join(root, 'src/generated/site.ts')).href)
  const { cspSources } = await import(pathToFileURL(join(root, 'scripts/lib/headers-file.ts')).href)
  const s = cspSources(site) as Record<string, string[]>
  return [...new Set(Object.values(s).flat())]
}

export const check: Check = {
  name: 'headers',
  async run({ dist, root }) {
    const site = await loadSite(dist, root)
    const hashes = new Set(site.pages.flatMap((p) => p.scan.inlineScripts.map(scriptHash)))
    const expectations = { configuredOrigins: await configuredOrigins(root), inlineScriptHashes: hashes }
    const perPage: { page: string; key: string }[] = []
    const policies = new Set<string>()
    for (const page of site.pages) {
      const h = headersFor(site.headers, page.path)
      for (const p of securityHeaderProblems(h)) perPage.push({ page: page.path, key: p })
      if (h['content-security-policy']) {
        policies.add(h['content-security-policy'])
        for (const p of cspProblems(h['content-security-policy'], expectations)) perPage.push({ page: page.path, key: p })
      }
      for (const handler of page.scan.inlineHandlers)
        perPage.push({ page: page.path, key: `inline script in an attribute (${handler}) cannot run under a hash-only CSP` })
    }
    const api = await apiProblems(root)
    const hosts = [...new Set([...policies].flatMap((p) => cspHosts(parseCsp(p))))]
    return result(
      groupProblems([...perPage, ...api]),
      `${site.pages.length} pages, ${policies.size} distinct CSP, ${hashes.size} inline script hashes, third parties: ${hosts.join(' ') || 'none'}; every function's answers`,
    )
  },
}

if (isMain(import.meta.url)) await runAlone(check)
