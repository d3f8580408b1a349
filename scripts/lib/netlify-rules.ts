// The built _redirects and _headers files read the way Netlify reads them
// (by the local server, scripts/serve.ts, and the audit),
// and a resolver that answers "what does the site serve for this path?" from
// dist/ alone: a file, a redirect, a rewrite, a function or nothing. Pure but
// for the `exists` callback, so tests can hand it a set of paths.

export interface RedirectRule {
  from: string
  to: string
  status: number
  /** `301!`: applies even when a file exists at `from`. */
  force: boolean
  line: number
}

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = []
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/#.*/, '').trim()
    if (!line) return
    const [from, to, status = '301'] = line.split(/\s+/)
    if (!from || !to) return
    rules.push({ from, to, status: Number(status.replace('!', '')), force: status.endsWith('!'), line: i + 1 })
  })
  return rules
}

/** `/*` block -> { header: value }, in file order. */
export function parseHeaders(text: string): Map<string, Record<string, string>> {
  const blocks = new Map<string, Record<string, string>>()
  let current: Record<string, string> | undefined
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue
    if (!/^\s/.test(raw)) {
      current = {}
      blocks.set(raw.trim(), current)
    } else if (current) {
      const at = raw.indexOf(':')
      if (at > 0) current[raw.slice(0, at).trim().toLowerCase()] = raw.slice(at + 1).trim()
    }
  }
  return blocks
}

/** Netlify matches rules without regard to a trailing slash. */
export const normalisePath = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p)

/** Does a rule's `from` (with an optional trailing `*` splat) match a path? Returns the splat, or null. */
export function matchRule(from: string, path: string): string | null {
  const f = normalisePath(from)
  const p = normalisePath(path)
  if (f.endsWith('/*')) {
    const base = f.slice(0, -2)
    if (p === base) return ''
    return p.startsWith(`${base}/`) ? p.slice(base.length + 1) : null
  }
  return f === p ? '' : null
}

/** The headers Netlify sends for a path: every matching block of _headers, later blocks adding to earlier ones. */
export function headersFor(blocks: Map<string, Record<string, string>>, path: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [pattern, headers] of blocks) if (matchRule(pattern, path) !== null) Object.assign(out, headers)
  return out
}

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

/** What Netlify serves for a path (no query, no fragment, percent-decoded). */
export function serve(site: SiteFiles, path: string): Served {
  if (site.functionPaths.some((f) => normalisePath(f) === normalisePath(path))) return { type: 'function' }
  const file = staticFile(site, path)
  for (const rule of site.rules) {
    if (file && !rule.force) continue
    const splat = matchRule(rule.from, path)
    if (splat === null) continue
    const to = rule.to.replace(':splat', splat)
    if (rule.status >= 300 && rule.status < 400) return { type: 'redirect', status: rule.status, to, rule }
    const target = staticFile(site, to)
    return target ? { type: 'rewrite', status: rule.status, file: target.file, rule } : { type: 'missing' }
  }
  return file ? { type: 'file', ...file } : { type: 'missing' }
}
