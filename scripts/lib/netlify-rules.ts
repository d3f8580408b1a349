// The built _redirects and _headers files as Netlify reads them, with
// Netlify's own parsers (@netlify/redirect-parser, @netlify/headers-parser: the
// ones its build and @netlify/dev use), for the local server (scripts/serve.ts)
// and the audit. On top of them, a resolver that answers "what does the site
// serve for this path?" from dist/ alone: a file, a redirect, a rewrite, a
// function or nothing. The resolver is pure but for the `exists` callback, so
// tests can hand it a set of paths.
import { readFile } from 'node:fs/promises'
import { parseAllHeaders, type Header } from '@netlify/headers-parser'
import { parseAllRedirects } from '@netlify/redirect-parser'

export interface RedirectRule {
  /** As written: a path pattern (`/blog/:year/*`), or a URL when the rule is for another host. */
  from: string
  /** Query parameters the request must carry: a value, or a `:placeholder` that `to` can use. */
  query: Record<string, string>
  to: string
  status: number
  /** `301!`: applies even when a file exists at `from`. */
  force: boolean
  /** `Country=au,nz`, `Language=en`, `Role=admin`, `Cookie=ab`: the rule applies to such visitors only. */
  conditions: Record<string, string | string[]>
  line: number
}

/** The shape @netlify/redirect-parser gives each rule (its types say `unknown`). */
interface NetlifyRedirect {
  from: string
  host?: string
  query?: Record<string, string>
  to: string
  status?: number
  force?: boolean
  conditions?: Record<string, string | string[]>
}

const syntaxError = (file: string, errors: Error[]) =>
  new Error(`${file}: Netlify cannot read ${errors.length} rule(s):\n${errors.map((e) => e.message).join('\n')}`)

/** The rules of a _redirects file, in file order (first match wins). An empty list when there is no file; throws on a line Netlify cannot read. */
export async function parseRedirects(file: string): Promise<RedirectRule[]> {
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: false })
  if (errors.length) throw syntaxError(file, errors)
  const lineOf = lineFinder(await readFile(file, 'utf8').catch(() => ''))
  return (redirects as NetlifyRedirect[]).map((r) => ({
    from: r.from,
    query: r.query ?? {},
    to: r.to,
    status: r.status ?? 301, // Netlify's default
    force: r.force ?? false,
    conditions: r.conditions ?? {},
    line: lineOf(r),
  }))
}

/**
 * The parser gives no line numbers, and of two identical rules it keeps the
 * later one; the rules it returns are still in file order, so each is the
 * next line that starts with its `from` and names its `to`.
 */
function lineFinder(text: string): (rule: NetlifyRedirect) => number {
  const lines = text.split('\n').map((l, i) => ({ tokens: l.trim().split(/\s+/), line: i + 1 }))
  let next = 0
  // A forward rule (`/a/*  200`) names no `to`: the parser made one up.
  const namesTo = (tokens: string[], to: string) => tokens.includes(to) || !tokens.slice(1).some((t) => /^(\/|https?:)/.test(t))
  return (rule) => {
    const at = lines.findIndex((l, i) => i >= next && l.tokens[0] === rule.from && namesTo(l.tokens, rule.to))
    if (at < 0) return 0
    next = at + 1
    return lines[at]!.line
  }
}

export interface HeaderRule {
  /** The path pattern, as written. */
  for: string
  /** Header names in lower case. */
  values: Record<string, string>
  /** How Netlify matches `for` against a path (placeholders, splats, any trailing slash, any case). */
  forRegExp: RegExp
}

/** The blocks of a _headers file, in file order. An empty list when there is no file; throws on a line Netlify cannot read. */
export async function parseHeaders(file: string): Promise<HeaderRule[]> {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false })
  if (errors.length) throw syntaxError(file, errors)
  return (headers as Header[]).map((h) => ({
    for: h.for,
    values: Object.fromEntries(Object.entries(h.values).map(([name, value]) => [name.toLowerCase(), value])),
    forRegExp: h.forRegExp,
  }))
}

/** The headers Netlify sends for a path: every matching block of _headers, later blocks overriding earlier ones (as @netlify/headers does). */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const rule of rules) if (rule.forRegExp.test(path)) Object.assign(out, rule.values)
  return out
}

/** Netlify matches rules without regard to a trailing slash. */
export const normalisePath = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p)

/**
 * Does a rule's `from` match a path? `:name` matches one segment and a final
 * `*` the rest (`/a/*` matches `/a` too). Returns the values (`splat` for the
 * `*`), or null.
 */
export function matchRule(from: string, path: string): Record<string, string> | null {
  const pattern = normalisePath(from).split('/')
  const segments = normalisePath(path).split('/')
  const params: Record<string, string> = {}
  for (const [i, part] of pattern.entries()) {
    if (part === '*' && i === pattern.length - 1) return { ...params, splat: segments.slice(i).join('/') }
    const segment = segments[i]
    if (segment === undefined) return null
    if (part.startsWith(':') && segment !== '') params[part.slice(1)] = segment
    else if (part !== segment) return null
  }
  return segments.length === pattern.length ? params : null
}

/** Who asks: the query string, and the visitor the conditions look at. The audit is no one in particular. */
export interface Visit {
  query?: URLSearchParams
  /** ISO country code, e.g. "au". */
  country?: string
  /** Language code, e.g. "en". */
  language?: string
}

function conditionsHold(conditions: RedirectRule['conditions'], visit: Visit): boolean {
  return Object.entries(conditions).every(([name, wanted]) => {
    const list = (Array.isArray(wanted) ? wanted : [wanted]).map((v) => v.toLowerCase())
    if (name === 'Country') return !!visit.country && list.includes(visit.country.toLowerCase())
    if (name === 'Language') return !!visit.language && list.includes(visit.language.toLowerCase())
    return false // Role and Cookie: a logged-in visitor or a cookie this resolver never has
  })
}

/** The values a rule takes from a request, or null when it does not apply to it. */
function applies(rule: RedirectRule, path: string, visit: Visit): Record<string, string> | null {
  if (/^https?:\/\//.test(rule.from)) return null // a rule for another host
  const params = matchRule(rule.from, path)
  if (!params || !conditionsHold(rule.conditions, visit)) return null
  for (const [key, value] of Object.entries(rule.query)) {
    const got = visit.query?.get(key)
    if (got === null || got === undefined) return null
    if (value.startsWith(':')) params[value.slice(1)] = got
    else if (got !== value) return null
  }
  return params
}

const fill = (to: string, params: Record<string, string>) => to.replace(/:([A-Za-z_]\w*)/g, (m, name: string) => params[name] ?? m)

export type Served =
  | { type: 'file'; file: string; viaSlashRedirect: boolean }
  | { type: 'redirect'; status: number; to: string; rule: RedirectRule }
  | { type: 'rewrite'; status: number; file: string; rule: RedirectRule }
  | { type: 'function' }
  | { type: 'missing' }

export interface SiteFiles {
  /** Is there a file at this path in dist/ (e.g. "/about/index.html")? */
  exists(file: string): boolean
  rules: readonly RedirectRule[]
  /** Paths served by functions, e.g. "/api/contact". */
  functionPaths: readonly string[]
}

function staticFile(site: SiteFiles, path: string): { file: string; viaSlashRedirect: boolean } | null {
  if (path.endsWith('/')) return site.exists(`${path}index.html`) ? { file: `${path}index.html`, viaSlashRedirect: false } : null
  if (site.exists(path)) return { file: path, viaSlashRedirect: false }
  // Netlify's pretty URLs answer /about with a redirect to /about/.
  if (site.exists(`${path}/index.html`)) return { file: `${path}/index.html`, viaSlashRedirect: true }
  return null
}

/** What Netlify serves for a path (no fragment, percent-decoded); the query and the visitor are in `visit`. */
export function serve(site: SiteFiles, path: string, visit: Visit = {}): Served {
  if (site.functionPaths.some((f) => normalisePath(f) === normalisePath(path))) return { type: 'function' }
  const file = staticFile(site, path)
  for (const rule of site.rules) {
    if (file && !rule.force) continue
    const params = applies(rule, path, visit)
    if (!params) continue
    const to = fill(rule.to, params)
    if (rule.status >= 300 && rule.status < 400) return { type: 'redirect', status: rule.status, to, rule }
    const target = staticFile(site, to)
    return target ? { type: 'rewrite', status: rule.status, file: target.file, rule } : { type: 'missing' }
  }
  return file ? { type: 'file', ...file } : { type: 'missing' }
}
