// sitemap.xml is exactly the set of indexable pages (each with its own
// canonical URL), robots.txt points at it, and every redirect in _redirects
// lands on a page in one hop: no chain, no loop, no dead target, no rule
// hidden behind an existing file.
//   npx tsx scripts/audit/sitemap.ts
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isErrorPage, loadSite } from './lib/dist.ts'
import { matchRule, normalisePath, serve, type SiteFiles } from '../lib/netlify-rules.ts'
import { isMain, result, runAlone, type Check } from './lib/audit-report.ts'

interface IndexablePage {
  path: string
  canonical: string | null
}

/** Differences between the sitemap's URLs and the site's indexable pages. */
export function sitemapProblems(sitemapUrls: readonly string[], indexable: readonly IndexablePage[], origin: string): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  for (const url of sitemapUrls) {
    if (seen.has(url)) problems.push(`sitemap.xml lists ${url} twice`)
    seen.add(url)
    if (!url.startsWith(`${origin}/`)) problems.push(`sitemap.xml lists ${url}, which is not on ${origin}`)
  }
  const pages = new Map(indexable.map((p) => [`${origin}${p.path}`, p]))
  for (const url of seen)
    if (!pages.has(url))
      problems.push(`sitemap.xml lists ${url}, which is not an indexable page of the build (missing, noindex or an error page)`)
  for (const [url, page] of pages) {
    if (!seen.has(url)) problems.push(`${page.path} is indexable but not in sitemap.xml (add it, or mark the page noindex)`)
    if (page.canonical !== url) problems.push(`${page.path}: canonical is ${page.canonical ?? '(none)'}, expected its own URL ${url}`)
  }
  return problems
}

/** Redirect rules (3xx) that chain, loop, hide behind a file or end nowhere. */
export function redirectProblems(files: SiteFiles, origin: string): string[] {
  const problems: string[] = []
  for (const rule of files.rules) {
    if (rule.status < 300 || rule.status >= 400) continue
    const from = `line ${rule.line}: ${rule.from} -> ${rule.to}`
    // Pattern rules (a splat, :placeholders) and rules for another host are checked through the paths they serve.
    if (/[*:]/.test(rule.from)) continue
    if (!rule.force && serve({ ...files, rules: [] }, rule.from).type === 'file') {
      problems.push(`${from}: never applies, a page exists at ${rule.from} (Netlify serves the file first)`)
      continue
    }
    if (/^https?:/.test(rule.to) && new URL(rule.to).origin !== origin) continue
    const target = new URL(rule.to, origin).pathname
    if (matchRule(rule.from, target) !== null) {
      problems.push(`${from}: loops (Netlify ignores the trailing slash when matching)`)
      continue
    }
    // Follow the redirects as a browser would; every source visited is one hop.
    const hops = [normalisePath(rule.from)]
    let at = target
    let served = serve(files, at)
    let loops = false
    while (served.type === 'redirect') {
      hops.push(normalisePath(at))
      const next = new URL(served.to, origin).pathname
      if (hops.includes(normalisePath(next))) {
        problems.push(`${from}: loops (${[...hops, next].join(' -> ')})`)
        loops = true
        break
      }
      at = next
      served = serve(files, at)
    }
    if (loops) continue
    if (hops.length > 1)
      problems.push(`${from}: chain of ${hops.length} redirects (${[...hops, at].join(' -> ')}); point it straight at ${at}`)
    if (served.type === 'missing') problems.push(`${from}: target is not a page (404)`)
    else if (served.type === 'rewrite' && served.status !== 200) problems.push(`${from}: target answers ${served.status}`)
    else if (served.type === 'file' && served.viaSlashRedirect)
      problems.push(`${from}: target has no trailing slash, so Netlify adds a second redirect to ${at}/`)
  }
  return problems
}

export function robotsProblems(robots: string | null, origin: string): string[] {
  if (robots === null) return ['robots.txt is missing']
  const problems: string[] = []
  if (!robots.split('\n').some((l) => l.trim().toLowerCase() === `sitemap: ${origin}/sitemap.xml`.toLowerCase()))
    problems.push(`robots.txt does not name ${origin}/sitemap.xml`)
  if (/^\s*disallow:\s*\/\s*$/im.test(robots)) problems.push('robots.txt disallows the whole site')
  return problems
}

export const check: Check = {
  name: 'sitemap',
  async run({ dist, root }) {
    const site = await loadSite(dist, root)
    const indexable = site.pages
      .filter((p) => !p.noindex && !isErrorPage(site, p))
      .map((p) => ({ path: p.path, canonical: p.scan.canonical }))
    const robotsFile = join(dist, 'robots.txt')
    const redirects = site.rules.filter((r) => r.status >= 300 && r.status < 400)
    const failures = [
      ...sitemapProblems(site.sitemapUrls, indexable, site.origin),
      ...robotsProblems(existsSync(robotsFile) ? readFileSync(robotsFile, 'utf8') : null, site.origin),
      ...redirectProblems(site.files, site.origin),
    ]
    return result(
      failures,
      `${site.sitemapUrls.length} URLs in sitemap.xml, ${indexable.length} indexable pages, ${redirects.length} redirect rules`,
    )
  },
}

if (isMain(import.meta.url)) await runAlone(check)
