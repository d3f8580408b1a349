// The built site as the checks see it: every HTML page with its URL path and
// scan, the sitemap, _redirects, _headers and the functions' paths. Read once
// per process and shared by the checks.
import { ADMIN_PATH } from '../../../src/admin/config.ts'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { decodeXML } from 'entities'
import { scanHtml, type PageScan } from './html.ts'
import { parseHeaders, parseRedirects, type HeaderRule, type RedirectRule, type SiteFiles } from '../../lib/netlify-rules.ts'

export interface BuiltPage {
  /** URL path: "/about/" for dist/about/index.html; "/404.html" for the not-found page. */
  path: string
  file: string
  html: string
  scan: PageScan
  noindex: boolean
}

interface BuiltSite {
  dist: string
  pages: BuiltPage[]
  byPath: Map<string, BuiltPage>
  /** Sitemap <loc> values, in file order. */
  sitemapUrls: string[]
  /** The site's public origin, e.g. https://harbourline.example (from the sitemap). */
  origin: string
  rules: RedirectRule[]
  headers: HeaderRule[]
  files: SiteFiles
  /** Every file under dist/ as a URL path ("/assets/x.js"). */
  allFiles: Set<string>
}

/** Every file under a folder, as paths that start with it. */
/**
 * The site's files. The content editor (/admin/) is not part of the site: it is not linked, indexed or
 * budgeted with the pages, and tests/e2e/cms.spec.ts checks it in a browser instead.
 */
export const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => !f.startsWith(join(dir, ADMIN_PATH.replace(/\/$/, '')) + sep))

export const urlPathOf = (dist: string, file: string) => {
  const rel = `/${relative(dist, file).split(sep).join('/')}`
  return rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel
}

const isNoindex = (scan: PageScan) => /\bnoindex\b/i.test(scan.robots ?? '')

/** Paths the Netlify Functions answer, from each function's `config.path`. */
export function functionPaths(root: string): string[] {
  const dir = join(root, 'netlify/functions')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => /\.[mc]?[jt]s$/.test(f))
    .flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/\bpath:\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!))
}

export function readSitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => decodeXML(m[1]!))
}

const cache = new Map<string, Promise<BuiltSite>>()

export function loadSite(dist: string, root = process.cwd()): Promise<BuiltSite> {
  let site = cache.get(dist)
  if (!site) cache.set(dist, (site = readSite(dist, root)))
  return site
}

async function readSite(dist: string, root: string): Promise<BuiltSite> {
  for (const f of ['index.html', 'sitemap.xml', '_redirects', '_headers'])
    if (!existsSync(join(dist, f))) throw new Error(`${join(dist, f)} is missing: build the site first (npm run build)`)
  const files = filesUnder(dist)
  const allFiles = new Set(files.map((f) => urlPathOf(dist, f).replace(/\/$/, '/index.html')))
  const pages: BuiltPage[] = files
    .filter((f) => f.endsWith('.html'))
    .sort()
    .map((file) => {
      const html = readFileSync(file, 'utf8')
      const scan = scanHtml(html)
      return { path: urlPathOf(dist, file), file, html, scan, noindex: isNoindex(scan) }
    })
  const sitemapUrls = readSitemapUrls(readFileSync(join(dist, 'sitemap.xml'), 'utf8'))
  const origin = sitemapUrls[0]
    ? new URL(sitemapUrls[0]).origin
    : new URL(pages.find((p) => p.path === '/')?.scan.canonical ?? 'http://invalid').origin
  const rules = await parseRedirects(join(dist, '_redirects'))
  return {
    dist,
    pages,
    byPath: new Map(pages.map((p) => [p.path, p])),
    sitemapUrls,
    origin,
    rules,
    headers: await parseHeaders(join(dist, '_headers')),
    files: { exists: (p) => allFiles.has(p), rules, functionPaths: functionPaths(root) },
    allFiles,
  }
}

/** The not-found page, and the pages only reachable as the answer to a rewrite with status 404. */
export function isErrorPage(site: BuiltSite, page: BuiltPage): boolean {
  if (page.path === '/404.html') return true
  return site.rules.some((r) => r.status === 404 && r.to.replace(/index\.html$/, '') === page.path)
}
