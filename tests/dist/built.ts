// dist/ as the dist tests read it: the sitemap, each page's HTML and what
// Netlify serves for a path. Lighter than the audit's loadSite (no HTML parse of
// every page), the same parts: its file list, its rules and its functions' paths.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { filesUnder, functionPaths, readSitemapUrls, urlPathOf } from '../../scripts/audit/lib/dist.ts'
import { parseRedirects, type SiteFiles } from '../../scripts/lib/netlify-rules.ts'

export const DIST = 'dist'

const sitemapUrls = readSitemapUrls(readFileSync(join(DIST, 'sitemap.xml'), 'utf8'))
/** The site's public origin, e.g. https://harbourline.example (from the sitemap). */
export const origin = new URL(sitemapUrls[0]!).origin
export const sitemapPaths = sitemapUrls.map((u) => new URL(u).pathname)

const allFiles = new Set(filesUnder(DIST).map((f) => urlPathOf(DIST, f).replace(/\/$/, '/index.html')))
export const rules = await parseRedirects(join(DIST, '_redirects'))
export const files: SiteFiles = { exists: (p) => allFiles.has(p), rules, functionPaths: functionPaths(process.cwd()) }

/** The HTML of the page at a URL path ("/about/"). */
export const htmlOf = (path: string) => readFileSync(join(DIST, path, 'index.html'), 'utf8')
